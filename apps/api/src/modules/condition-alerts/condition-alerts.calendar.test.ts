import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { conditionAlerts, conditions, schoolCalendarRanges, schoolYears } from '@sukoyaka/db/schema';
import type { MailJob } from '../mail/mail.service.ts';
import { createTestApp, type TestApp, studentIdOf } from '../../test/test-app.ts';
import { evaluateConditionAlerts } from './condition-alerts.service.ts';

/**
 * The alert engine with the school calendar (issue 10, decisions 009 and 020): a vacation, a
 * closure or the class's 学級閉鎖 in the middle of a run neither counts nor breaks it; a check-in on
 * such a day neither counts nor raises an alert. Default rule: 3 school days at 少し悪い or 悪い.
 */
let t: TestApp;
const mails: MailJob[] = [];
const outbox = { enqueue: async (_db: unknown, m: MailJob) => void mails.push(m) };

beforeAll(async () => {
  t = await createTestApp();
  const [year] = await t.db
    .select()
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, t.schoolA.id), eq(schoolYears.year, 2026)));
  await t.db.insert(schoolCalendarRanges).values([
    { schoolId: t.schoolA.id, schoolYearId: year!.id, kind: 'vacation', label: '夏休み', from: '2026-07-21', to: '2026-08-31' },
    { schoolId: t.schoolA.id, schoolYearId: year!.id, kind: 'closure', label: '臨時休業（台風）', from: '2026-10-07', to: '2026-10-08' },
    {
      schoolId: t.schoolA.id,
      schoolYearId: year!.id,
      klassId: t.schoolA.klasses[0]!.id,
      kind: 'class_closure',
      label: '学級閉鎖',
      from: '2026-11-18',
      to: '2026-11-19',
    },
  ]);
});
afterAll(() => t.close());

/** The id of the student with 出席番号 `number` in school A's class `klassIndex`. */
const studentOf = (klassIndex: number, number: number) => studentIdOf(t, t.schoolA, klassIndex, number);

/** Stores the check-ins, then runs the engine as the check-in of the last day does. */
async function run(studentId: number, days: Record<string, ConditionValue>) {
  const entries = Object.entries(days);
  await t.db.insert(conditions).values(entries.map(([date, mental]) => ({ studentId, schoolId: t.schoolA.id, date, mental, physical: 'good' as const })));
  const [date, mental] = entries.at(-1)!;
  await evaluateConditionAlerts(t.db, outbox, { studentId, schoolId: t.schoolA.id }, { date, mental, physical: 'good' });
  return t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, studentId));
}

describe('condition-alert runs over the school calendar', () => {
  it('夏休み in the middle of a run neither counts nor breaks it: Thu 7/16, Fri 7/17 (Mon 7/20 海の日), Tue 9/1', async () => {
    const alerts = await run(await studentOf(0, 1), { '2026-07-16': 'bad', '2026-07-17': 'worst', '2026-09-01': 'bad' });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ conditionKind: 'mental', date: '2026-09-01' });
  });

  it('a school-wide 臨時休業 (Wed 10/7–Thu 10/8) is skipped: Mon 10/5, Tue 10/6, Fri 10/9 is a run', async () => {
    expect(await run(await studentOf(0, 2), { '2026-10-05': 'bad', '2026-10-06': 'bad', '2026-10-09': 'bad' })).toHaveLength(1);
  });

  it('a check-in during the vacation does not count: Fri 7/17 good, then 8/20 and 9/1 bad raise nothing', async () => {
    expect(await run(await studentOf(0, 3), { '2026-07-17': 'good', '2026-08-20': 'worst', '2026-08-21': 'worst', '2026-09-01': 'bad' })).toHaveLength(0);
  });

  it('a check-in on a closed day raises nothing, even after two bad school days', async () => {
    expect(await run(await studentOf(1, 1), { '2026-10-05': 'bad', '2026-10-06': 'bad', '2026-10-07': 'bad' })).toHaveLength(0);
  });

  it('学級閉鎖 counts for its class only: 1年1組 runs across it, 2年1組 (no closure) misses two school days', async () => {
    const days = { '2026-11-16': 'bad', '2026-11-17': 'bad', '2026-11-20': 'bad' } as const;
    expect(await run(await studentOf(0, 3), days)).toHaveLength(1);
    expect(await run(await studentOf(1, 2), days)).toHaveLength(0);
  });

  it('a run reaching past the check-ins read with the rules (a check-in every day of 夏休み) is still judged on its school days', async () => {
    // Thu 7/16 and Fri 7/17 bad, 42 vacation days checked in as 良い (they neither count nor break the run), Tue 9/1 bad:
    // more than RECENT_CHECKINS rows lie after 7/17, so the engine reads the run's days again (issue 27 item 2).
    const days: Record<string, ConditionValue> = { '2026-07-16': 'bad', '2026-07-17': 'bad' };
    for (let d = new Date('2026-07-21T00:00:00Z'); d <= new Date('2026-08-31T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 1))
      days[d.toISOString().slice(0, 10)] = 'best';
    days['2026-09-01'] = 'bad';
    const alerts = await run(await studentOf(1, 3), days);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ conditionKind: 'mental', date: '2026-09-01' });
  });
});
