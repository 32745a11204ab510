import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@sukoyaka/contracts/dates';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import { conditionAlerts, conditionAlertSettings, conditions } from '@sukoyaka/db/schema';
import type { MailJob } from '../mail/mail.service.ts';
import { openBaselineAlert } from '../../test/checkins.ts';
import { createTestApp, type TestApp, studentIdOf } from '../../test/test-app.ts';
import { recordTodaysCondition } from './conditions.service.ts';

/**
 * The check-in's own statement says whether THIS pupil has an open baseline alert (decision 054):
 * only then does a good day run the baseline rule (to let the alert fade). A bare "student_id" in
 * that subquery once compared the alert with itself, so one open baseline alert anywhere made every
 * pupil's check-in read the rules and run the rule on good days. The histories are stored without
 * check-ins, so only the rule run by today's check-in can raise or close an alert.
 */
let t: TestApp;
const outbox = { enqueue: async () => undefined };
// A school day (Friday) with 24 school days before it and no vacation around (spec §5 calendar).
const TODAY = '2026-11-20';
const now = new Date(`${TODAY}T08:05:00+09:00`);
const window = new SchoolCalendar([]).schoolDaysBefore(TODAY, 24);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Stores 24 school days of mood before TODAY: 20 usual days, then the last 4. */
async function history(studentId: number, usual: ConditionValue, last4: ConditionValue) {
  await t.db
    .insert(conditions)
    .values(window.map((date, i) => ({ studentId, schoolId: t.schoolA.id, date, mental: i < 20 ? usual : last4, physical: 'good' as const })));
}

const baselineAlerts = (studentId: number) =>
  t.db
    .select()
    .from(conditionAlerts)
    .where(and(eq(conditionAlerts.studentId, studentId), eq(conditionAlerts.source, 'baseline')));

describe('POST /api/conditions reads the baseline rule on a good day only for a pupil with their own open baseline alert', () => {
  it("another pupil's open baseline alert does not make a good day run the rule", async () => {
    await openBaselineAlert(t, await studentIdOf(t, t.schoolA, 0, 1), t.schoolA.id, addDays(TODAY, -1));
    const pupil = await studentIdOf(t, t.schoolA, 0, 2);
    // Usually 良い, then four 悪い days: read on today's good day, the rule would flag.
    await history(pupil, 'best', 'worst');
    await recordTodaysCondition(t.db, outbox, { schoolId: t.schoolA.id, studentId: pupil }, { mental: 'good', physical: 'good' }, now);
    expect(await baselineAlerts(pupil)).toEqual([]);
  });

  it("the pupil's own open baseline alert fades on a good day once their week is back near their usual", async () => {
    const pupil = await studentIdOf(t, t.schoolA, 0, 3);
    await history(pupil, 'good', 'best');
    await openBaselineAlert(t, pupil, t.schoolA.id, addDays(TODAY, -1));
    await recordTodaysCondition(t.db, outbox, { schoolId: t.schoolA.id, studentId: pupil }, { mental: 'best', physical: 'good' }, now);
    const [alert] = await baselineAlerts(pupil);
    expect(alert).toMatchObject({ processed: true, processedByTeacherId: null });
    expect(alert!.evidence).toMatchObject({ fadedOn: TODAY });
  });
});

describe('a check-in that completes a run of bad days mails the school’s addresses once (spec §5 notification)', () => {
  it('names the school, the pupil and the day; an open alert holds the next one back', async () => {
    await t.db.insert(conditionAlertSettings).values({
      schoolId: t.schoolA.id,
      conditionKind: 'physical',
      contentAlert: '体の不調が続いています。',
      notificationEnabled: true,
      notificationEmails: ['hoken@a.example.jp'],
    });
    const pupil = await studentIdOf(t, t.schoolA, 1, 1);
    await t.db
      .insert(conditions)
      .values(window.slice(-2).map((date) => ({ studentId: pupil, schoolId: t.schoolA.id, date, mental: 'good' as const, physical: 'worst' as const })));
    const mails: MailJob[] = [];
    const recording = { enqueue: async (_db: unknown, mail: MailJob) => void mails.push(mail) };
    const scope = { schoolId: t.schoolA.id, studentId: pupil };
    await recordTodaysCondition(t.db, recording, scope, { mental: 'good', physical: 'bad' }, now);
    const alerts = await t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, pupil));
    expect(alerts).toMatchObject([{ conditionKind: 'physical', source: 'rule', date: TODAY, processed: false, contentAlert: '体の不調が続いています。' }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ key: `condition-alert:${alerts[0]!.id}`, to: ['hoken@a.example.jp'] });
    expect(mails[0]!.subject).toMatch(/^【すこやか】体の不調アラート: .+ \d+番 .+$/);
    expect(mails[0]!.text).toContain('A小学校 で体の不調アラートが出ました。');
    expect(mails[0]!.text).toContain('日付: 2026/11/20');
    // The next day's bad check-in continues the run, but the open alert holds a second one back.
    await recordTodaysCondition(t.db, recording, scope, { mental: 'good', physical: 'worst' }, new Date('2026-11-24T08:05:00+09:00'));
    expect(await t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, pupil))).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });
});
