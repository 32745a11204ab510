import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertIpAllowed } from '../modules/allowed-ips/allowed-ips.service.ts';

/**
 * IP allow-list enforcement (issue 9; spec §2 settings/ip, §7 allowed_ips): a root-level
 * preParsing hook, so it runs after every onRequest hook (the auth plugin's root hook and
 * routes' own `requireRole`) has set `request.actor`, and before the body is parsed or validated.
 * Teachers are checked against their school's list, local_government staff against their
 * organisation's; a board user working in a school (change_school, decision 028) against both:
 * the school's, and their own board's (issue 28 item 11: a school-switched token read a pupil list
 * from a network the board had excluded). An empty list allows all. Students and parents are
 * never checked.
 * `request.ip` is the socket address unless TRUST_PROXY says which proxies to believe.
 * Lists are cached a few seconds per owner (allow-list-cache.ts).
 * @throws 403 with a Japanese message from a disallowed address.
 */
export const ipAllowListPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preParsing', async function checkAllowedIp(request) {
    const actor = request.actor;
    if (!actor) return;
    if (actor.role === 'teacher') {
      if (actor.boardAccess) await assertIpAllowed(app.db, { organizationId: actor.boardAccess.organizationId }, request.ip);
      await assertIpAllowed(app.db, { schoolId: actor.schoolId }, request.ip);
    } else if (actor.role === 'local_government') await assertIpAllowed(app.db, { organizationId: actor.organizationId }, request.ip);
  });
});
