import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedIpsViewSchema, includeCurrentIpBodySchema, replaceAllowedIpsBodySchema } from '@sukoyaka/contracts/allowed-ips';
import { dataOf } from '../../lib/envelope.ts';
import { getAllowedIps, includeCurrentIp, replaceAllowedIps } from '../../modules/allowed-ips/allowed-ips.service.ts';
import { actorOf } from '../../plugins/auth.ts';

/**
 * The board of education's IP allow-list (spec §2 /local_governments/settings/IP, §6, §7
 * allowed_ips): it limits the board's own staff (role local_government), not the schools' teachers.
 * Every board user may read and change it. Answers carry the caller's address and whether it is allowed.
 */
export const localGovernmentAllowedIpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['local_government allowed ips'];
  const config = { role: 'local_government' } as const;
  const owner = (request: Parameters<typeof actorOf>[0]) => ({ organizationId: actorOf(request, 'local_government').organizationId });

  app.get('/api/local_governments/allowed_ips', { config, schema: { tags, response: { 200: dataOf(allowedIpsViewSchema) } } }, async (request) => ({
    data: await getAllowedIps(app.db, owner(request), request.ip),
  }));

  app.post(
    '/api/local_governments/allowed_ips',
    { config, schema: { tags, body: replaceAllowedIpsBodySchema, response: { 200: dataOf(allowedIpsViewSchema) } } },
    async (request) => ({ data: await replaceAllowedIps(app.db, owner(request), request.ip, request.body) }),
  );

  app.post(
    '/api/local_governments/allowed_ips/include_current_ip',
    { config, schema: { tags, body: includeCurrentIpBodySchema.nullish(), response: { 200: dataOf(allowedIpsViewSchema) } } },
    async (request) => ({ data: await includeCurrentIp(app.db, owner(request), request.ip, request.body ?? {}) }),
  );
};
