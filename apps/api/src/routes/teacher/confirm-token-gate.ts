import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONFIRM_TOKEN_HEADER } from '@sukoyaka/contracts/bullying-alerts';
import { requireConfirmToken } from '../../modules/bullying-alerts/confirm-token.ts';
import { actorOf } from '../../plugins/auth.ts';

/**
 * The `preValidation` hook of a route that returns bullying answers (spec §4 password re-entry,
 * decision 022): the `confirm-token` header must name a token of this sign-in used within 3 hours.
 * The bullying route plugin runs it on every route but verify_pass; routes elsewhere
 * (bullying_alerts/export_survey) declare it themselves.
 * @throws 403 with BULLYING_MESSAGES.confirmRequired.
 */
export const confirmTokenGate = (app: FastifyInstance) =>
  async function requireConfirmTokenHook(request: FastifyRequest): Promise<void> {
    const header = request.headers[CONFIRM_TOKEN_HEADER];
    await requireConfirmToken(app.db, actorOf(request, 'teacher'), typeof header === 'string' ? header : undefined);
  };
