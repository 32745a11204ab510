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
import type { ThrottlePolicy } from '../../lib/sign-in-throttle.ts';
import { enableMfaEndingOtherSessions, setMfaPolicyEndingSessions } from '../../modules/auth/mfa-sessions.service.ts';
import { getMfaPolicy } from '../../modules/mfa/mfa-policy.service.ts';
import { disableMfa, getMfaStatus, regenerateRecoveryCodes, startMfaSetup } from '../../modules/mfa/mfa.service.ts';
import { actorOf } from '../../plugins/auth.ts';

export interface MfaRoutesOptions {
  /** The sign-in throttle: wrong codes or passwords on disable / new recovery codes count in it. */
  throttle: ThrottlePolicy;
}

/**
 * A teacher's own MFA (issue 9, decision 019; additions to the spec, decision 007): any teacher may
 * turn TOTP on or off for their own account (never someone else's: the account is the caller's
 * token); admin teachers also read and set the school's "require MFA for admin teachers".
 */
export const teacherMfaRoutes: FastifyPluginAsyncZod<MfaRoutesOptions> = async (app, { throttle }) => {
  const tags = ['teacher mfa'];
  const config = { role: 'teacher' } as const;
  const admin = { role: 'teacher', admin: true } as const;
  const me = (request: Parameters<typeof actorOf>[0]) => ({ accountType: 'teacher' as const, accountId: actorOf(request, 'teacher').accountId });
  const school = (request: Parameters<typeof actorOf>[0]) => ({ schoolId: actorOf(request, 'teacher').schoolId });

  app.get('/api/teachers/mfa', { config, schema: { tags, response: { 200: dataOf(mfaStatusSchema) } } }, async (request) => ({
    data: await getMfaStatus(app.db, me(request)),
  }));

  app.post('/api/teachers/mfa/setup', { config, schema: { tags, response: { 200: dataOf(mfaSetupSchema) } } }, async (request) => ({
    data: await startMfaSetup(app.db, me(request), actorOf(request, 'teacher').uid),
  }));

  app.post(
    '/api/teachers/mfa/enable',
    { config, schema: { tags, body: mfaEnableBodySchema, response: { 200: dataOf(mfaRecoveryCodesSchema) } } },
    async (request) => ({
      data: { recoveryCodes: await enableMfaEndingOtherSessions(app.db, me(request), request.body.code, actorOf(request, 'teacher').tokenId) },
    }),
  );

  app.post('/api/teachers/mfa/disable', { config, schema: { tags, body: mfaConfirmBodySchema, response: { 200: dataOf(z.object({})) } } }, async (request) => {
    await disableMfa(app.db, throttle, me(request), request.body);
    return { data: {} };
  });

  app.post(
    '/api/teachers/mfa/recovery_codes',
    { config, schema: { tags, body: mfaConfirmBodySchema, response: { 200: dataOf(mfaRecoveryCodesSchema) } } },
    async (request) => ({ data: { recoveryCodes: await regenerateRecoveryCodes(app.db, throttle, me(request), request.body) } }),
  );

  app.get('/api/teachers/mfa/policy', { config: admin, schema: { tags, response: { 200: dataOf(mfaPolicySchema) } } }, async (request) => ({
    data: await getMfaPolicy(app.db, school(request)),
  }));

  app.post(
    '/api/teachers/mfa/policy',
    { config: admin, schema: { tags, body: mfaPolicyBodySchema, response: { 200: dataOf(mfaPolicySchema) } } },
    async (request) => ({
      data: await setMfaPolicyEndingSessions(app.db, school(request), request.body.required, actorOf(request, 'teacher').tokenId),
    }),
  );
};
