import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedIpsViewSchema, includeCurrentIpBodySchema, replaceAllowedIpsBodySchema } from '@sukoyaka/contracts/allowed-ips';
import { dataOf } from '../../lib/envelope.ts';
import { getAllowedIps, includeCurrentIp, replaceAllowedIps } from '../../modules/allowed-ips/allowed-ips.service.ts';
import { actorOf } from '../../plugins/auth.ts';

/**
 * The school's IP allow-list (spec §2 /{school_code}/teacher/settings/ip, §6, §7 allowed_ips).
 * Admin teachers only, reading included: the list names the school's networks and is a school
 * setting (decision 006); a class teacher gets 403. Every answer carries the caller's address as
 * the app sees it (`currentIp`, TRUST_PROXY) and whether the list allows it.
 */
export const teacherAllowedIpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher allowed ips'];
  const config = { role: 'teacher', admin: true } as const;
  const owner = (request: Parameters<typeof actorOf>[0]) => ({ schoolId: actorOf(request, 'teacher').schoolId });

  app.get('/api/teachers/allowed_ips', { config, schema: { tags, response: { 200: dataOf(allowedIpsViewSchema) } } }, async (request) => ({
    data: await getAllowedIps(app.db, owner(request), request.ip),
  }));

  app.post(
    '/api/teachers/allowed_ips',
    { config, schema: { tags, body: replaceAllowedIpsBodySchema, response: { 200: dataOf(allowedIpsViewSchema) } } },
    async (request) => ({ data: await replaceAllowedIps(app.db, owner(request), request.ip, request.body) }),
  );

  app.post(
    '/api/teachers/allowed_ips/include_current_ip',
    { config, schema: { tags, body: includeCurrentIpBodySchema.nullish(), response: { 200: dataOf(allowedIpsViewSchema) } } },
    async (request) => ({ data: await includeCurrentIp(app.db, owner(request), request.ip, request.body ?? {}) }),
  );
};
