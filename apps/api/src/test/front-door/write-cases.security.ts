import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { codeAt, enableMfaFor, freshStep } from '../mfa.ts';
import { PASSWORDS } from '../test-app.ts';
import { countOf } from './write-cases.helpers.ts';
import type { FrontDoorContext, WriteCall, WriteCase } from './write-cases.ts';

type Staff = 'teachers' | 'local_governments';
const roleOf = (staff: Staff) => (staff === 'teachers' ? 'teacher' : 'local_government');
const passwordOf = (staff: Staff) => (staff === 'teachers' ? PASSWORDS.teacher : PASSWORDS.local_government);

/** The signed-in staff member's own authenticator rows (staff_totps), enabled or being set up. */
const totpsOf = async (ctx: FrontDoorContext, staff: Staff, enabled: boolean) => {
  const uid = ctx.sessions[roleOf(staff)].uid;
  const table = staff === 'teachers' ? 'teachers' : 'organization_users';
  return countOf(
    ctx,
    'staff_totps s',
    sql`s.account_type = ${roleOf(staff)} AND s.account_id = (SELECT id FROM ${sql.raw(table)} WHERE email = ${uid}) AND (s.enabled_at IS NOT NULL) = ${enabled}`,
  );
};

/** A staff member's own two-step verification page (設定 → 二段階認証), for a teacher and for a board user. */
function mfaCases(staff: Staff): [string, WriteCase][] {
  const url = (action: string) => `POST /api/${staff}/mfa/${action}`;
  const enabledNow = async (ctx: FrontDoorContext) => {
    await freshStep();
    return enableMfaFor(ctx.t, staff, ctx.sessions[roleOf(staff)]);
  };
  return [
    [url('setup'), async (ctx) => ({ check: async () => expect(await totpsOf(ctx, staff, false)).toBe(1) })],
    [
      url('enable'),
      async (ctx): Promise<WriteCall> => {
        await freshStep();
        const { secret } = await ctx.send<{ secret: string }>(roleOf(staff), 'POST', `/api/${staff}/mfa/setup`);
        return { body: { code: await codeAt(secret) }, check: async () => expect(await totpsOf(ctx, staff, true)).toBe(1) };
      },
    ],
    [
      url('recovery_codes'),
      async (ctx) => {
        await enabledNow(ctx);
        // リカバリーコードを作り直す with the password.
        return { body: { password: passwordOf(staff) }, check: async () => expect(await countOf(ctx, 'staff_recovery_codes', sql`used_at IS NULL`)).toBe(10) };
      },
    ],
    [
      url('disable'),
      async (ctx) => {
        const { secret } = await enabledNow(ctx);
        return { body: { code: await codeAt(secret) }, check: async () => expect(await totpsOf(ctx, staff, true)).toBe(0) };
      },
    ],
  ];
}

/** The IP allow-lists a school's admin and a board keep (the caller's own address stays allowed). */
function allowedIpCases(staff: Staff, owner: (ctx: FrontDoorContext) => ReturnType<typeof sql>): [string, WriteCase][] {
  return [
    [
      `POST /api/${staff}/allowed_ips`,
      async (ctx) => ({
        body: {
          allowedIps: [
            { cidr: '127.0.0.1', label: '職員室' },
            { cidr: '192.0.2.0/24', label: '校内LAN' },
          ],
        },
        check: async () => expect(await countOf(ctx, 'allowed_ips', owner(ctx))).toBe(2),
      }),
    ],
    [
      `POST /api/${staff}/allowed_ips/include_current_ip`,
      async (ctx) => ({
        body: { label: '職員室' },
        check: async () => expect(await countOf(ctx, 'allowed_ips', sql`${owner(ctx)} AND label = '職員室'`)).toBe(1),
      }),
    ],
  ];
}

/** Staff security settings: own MFA, then the allow-lists (which the harness clears again after each call). */
export const SECURITY_CASES: [string, WriteCase][] = [
  ...mfaCases('teachers'),
  ...mfaCases('local_governments'),
  ...allowedIpCases('teachers', (ctx) => sql`school_id = ${ctx.t.schoolA.id}`),
  ...allowedIpCases('local_governments', () => sql`organization_id IS NOT NULL`),
];
