import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionSettingsBodySchema, retentionSettingsSchema } from '@sukoyaka/contracts/board-retention';
import { dataOf } from '../../lib/envelope.ts';
import { getRetentionSettings, updateRetentionSettings } from '../../modules/organizations/retention-settings.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { organizationScope } from '../../plugins/auth.ts';

/**
 * The board's health-data retention setting (issue 15 item 7, decision 032; our addition,
 * decision 007): GET and POST /api/local_governments/retention_settings, board users of the
 * organisation only (the board has no roles below its staff), the change written with its access-log row (reads are logged by the plugin).
 */
export const localGovernmentRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['local_government settings'];
  const config = { role: 'local_government' } as const;

  app.get('/api/local_governments/retention_settings', { config, schema: { tags, response: { 200: dataOf(retentionSettingsSchema) } } }, async (request) => ({
    data: await getRetentionSettings(app.db, organizationScope(request)),
  }));

  app.post(
    '/api/local_governments/retention_settings',
    { config, schema: { tags, body: retentionSettingsBodySchema, response: { 200: dataOf(retentionSettingsSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateRetentionSettings(tx, organizationScope(request), request.body)) }),
  );
};
