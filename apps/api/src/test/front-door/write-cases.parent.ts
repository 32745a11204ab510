import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { countOf } from './write-cases.helpers.ts';
import { mailJobs, type WriteCase } from './write-cases.ts';

/** A parent's phone: a report for tomorrow (mailed to the school office), and one taken back. */
export const PARENT_CASES: [string, WriteCase][] = [
  [
    'POST /api/parents/attendances',
    async ({ get, day }) => {
      const children = await get<{ id: number }[]>('parent', '/api/parents/student');
      return {
        body: { studentId: children[0]!.id, date: day(1), status: 'absent', reason: 'sick', memo: '熱があります' },
        check: async ({ t }) => {
          const [mail] = await mailJobs(t, 'parent-attendance:');
          expect(mail?.to).toEqual(['office@a.example.jp']);
          expect(mail?.subject).toMatch(/出欠連絡/);
        },
      };
    },
  ],
  [
    'POST /api/parents/attendances/{id}/cancel',
    async (ctx) => {
      const children = await ctx.get<{ id: number }[]>('parent', '/api/parents/student');
      const report = await ctx.send<{ id: number }>('parent', 'POST', '/api/parents/attendances', {
        studentId: children[0]!.id,
        date: ctx.day(2),
        status: 'lateness',
        memo: '病院に寄ってから登校します',
      });
      return {
        path: { id: report.id },
        body: { cancelledMemo: '予約が変わったので、いつも通り登校します' },
        check: async () => expect(await countOf(ctx, 'parent_attendances', sql`id = ${report.id} AND cancelled_at IS NOT NULL`)).toBe(1),
      };
    },
  ],
];
