import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mfaConfirmBodySchema,
  mfaEnableBodySchema,
  mfaPolicyBodySchema,
  mfaPolicySchema,
  mfaRecoveryCodesSchema,
  mfaSetupSchema,
  mfaStatusSchema,
} from '@sukoyaka/contracts/mfa';
import { z } from 'zod';
import { dataOf } from '../../lib/envelope.ts';
import { enableMfaEndingOtherSessions, setMfaPolicyEndingSessions } from '../../modules/auth/mfa-sessions.service.ts';
import { getMfaPolicy } from '../../modules/mfa/mfa-policy.service.ts';
import { disableMfa, getMfaStatus, regenerateRecoveryCodes, startMfaSetup } from '../../modules/mfa/mfa.service.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { MfaRoutesOptions } from '../teacher/mfa.routes.ts';

/**
 * A board user's own MFA (issue 9, decision 019; additions to the spec, decision 007): TOTP on or
 * off for their own account, and the board's "require MFA for every user of the organisation"
 * (any board user may read and set it: board users have no admin flag).
 */
export const localGovernmentMfaRoutes: FastifyPluginAsyncZod<MfaRoutesOptions> = async (app, { throttle }) => {
  const tags = ['local_government mfa'];
  const config = { role: 'local_government' } as const;
  const me = (request: Parameters<typeof actorOf>[0]) => ({
    accountType: 'local_government' as const,
    accountId: actorOf(request, 'local_government').accountId,
  });
  const board = (request: Parameters<typeof actorOf>[0]) => ({ organizationId: actorOf(request, 'local_government').organizationId });

  app.get('/api/local_governments/mfa', { config, schema: { tags, response: { 200: dataOf(mfaStatusSchema) } } }, async (request) => ({
    data: await getMfaStatus(app.db, me(request)),
  }));

  app.post('/api/local_governments/mfa/setup', { config, schema: { tags, response: { 200: dataOf(mfaSetupSchema) } } }, async (request) => ({
    data: await startMfaSetup(app.db, me(request), actorOf(request, 'local_government').uid),
  }));

  app.post(
    '/api/local_governments/mfa/enable',
    { config, schema: { tags, body: mfaEnableBodySchema, response: { 200: dataOf(mfaRecoveryCodesSchema) } } },
    async (request) => ({
      data: { recoveryCodes: await enableMfaEndingOtherSessions(app.db, me(request), request.body.code, actorOf(request, 'local_government').tokenId) },
    }),
  );

  app.post(
    '/api/local_governments/mfa/disable',
    { config, schema: { tags, body: mfaConfirmBodySchema, response: { 200: dataOf(z.object({})) } } },
    async (request) => {
      await disableMfa(app.db, throttle, me(request), request.body);
      return { data: {} };
    },
  );

  app.post(
    '/api/local_governments/mfa/recovery_codes',
    { config, schema: { tags, body: mfaConfirmBodySchema, response: { 200: dataOf(mfaRecoveryCodesSchema) } } },
    async (request) => ({ data: { recoveryCodes: await regenerateRecoveryCodes(app.db, throttle, me(request), request.body) } }),
  );

  app.get('/api/local_governments/mfa/policy', { config, schema: { tags, response: { 200: dataOf(mfaPolicySchema) } } }, async (request) => ({
    data: await getMfaPolicy(app.db, board(request)),
  }));

  app.post(
    '/api/local_governments/mfa/policy',
    { config, schema: { tags, body: mfaPolicyBodySchema, response: { 200: dataOf(mfaPolicySchema) } } },
    async (request) => ({
      data: await setMfaPolicyEndingSessions(app.db, board(request), request.body.required, actorOf(request, 'local_government').tokenId),
    }),
  );
};
