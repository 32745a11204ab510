import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { signInProviderSettingsBodySchema, signInProviderSettingsSchema } from '@sukoyaka/contracts/sign-in-providers';
import { dataOf } from '../../lib/envelope.ts';
import { getSignInProviderSettings, updateSignInProviderSettings } from '../../modules/auth/sign-in-providers.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { organizationScope } from '../../plugins/auth.ts';

/**
 * Which providers the board's students may sign in with (issue 15 item 6; decision 034; our
 * addition, decision 007): GET and POST /api/local_governments/sign_in_providers, for the board's
 * staff; a change is written to the access log.
 */
export const localGovernmentSignInProviderRoutes: FastifyPluginAsyncZod<{ configured: readonly StudentSignInProvider[] }> = async (app, { configured }) => {
  const tags = ['local_government settings'];
  const config = { role: 'local_government' } as const;

  app.get(
    '/api/local_governments/sign_in_providers',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(signInProviderSettingsSchema) } } },
    async (request) => ({ data: await getSignInProviderSettings(app.db, organizationScope(request), configured) }),
  );

  app.post(
    '/api/local_governments/sign_in_providers',
    { config, schema: { tags, body: signInProviderSettingsBodySchema, response: { 200: dataOf(signInProviderSettingsSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateSignInProviderSettings(tx, organizationScope(request), request.body, configured)),
    }),
  );
};
