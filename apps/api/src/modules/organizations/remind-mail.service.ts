import { and, eq, sql } from 'drizzle-orm';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings, organizations, teachers } from '@sukoyaka/db/schema';
import type { MailOutbox } from '../mail/mail.service.ts';
import { liveKlassFigures, resultRows, schoolIn } from '../board-figures/board-figures.service.ts';
import { organizationCalendars, organizationSchools } from '../board-figures/organization-schools.service.ts';

/** What one school is reminded of. */
export interface SchoolReminder {
  schoolId: number;
  schoolName: string;
  /** 話したい not handled for talkRequestDays+ days: how many and the oldest day. */
  talk: { count: number; oldest: string } | null;
  /** Classes whose check-in rate on the school's last school day fell below the threshold (percent). */
  klasses: { name: string; rate: number }[];
}

/**
 * The reminders of one board for `today` (decision 027): per school, 話したい unanswered since
 * `talkRequestDays` days or more, and the classes whose check-in rate on the school's last school
 * day before today (its calendar, decision 020) was below `checkInRateThreshold` percent.
 */
export async function boardReminders(
  db: Database,
  organizationId: number,
  settings: typeof boardSettings.$inferSelect,
  today = japanDateKey(),
): Promise<SchoolReminder[]> {
  const schools = await organizationSchools(db, { organizationId });
  const ids = schools.map((s) => s.id);
  const out = new Map<number, SchoolReminder>(schools.map((s) => [s.id, { schoolId: s.id, schoolName: s.name, talk: null, klasses: [] }]));
  if (settings.remindTalkRequestEnabled && ids.length) {
    const since = addDays(today, -settings.remindTalkRequestDays);
    const rows = resultRows<{ school_id: string; n: string; oldest: string }>(
      await db.execute(
        sql`SELECT school_id, count(*) AS n, min(date)::text AS oldest FROM soss WHERE ${schoolIn('school_id', ids)} AND NOT processed AND date <= ${since} GROUP BY school_id`,
      ),
    );
    for (const r of rows) out.get(Number(r.school_id))!.talk = { count: Number(r.n), oldest: r.oldest };
  }
  if (settings.remindCheckInRateEnabled && ids.length) {
    const calendars = await organizationCalendars(db, ids, addDays(today, -30), today);
    for (const school of schools) {
      let day = addDays(today, -1);
      for (let i = 0; i < 30 && !calendars.get(school.id)!.isSchoolDay(day); i++) day = addDays(day, -1);
      const rows = resultRows<{ name: string; enrolled: string; check_ins: string | null }>(
        await db.execute(sql`SELECT g.name || k.name AS name, count(e.id) AS enrolled, max(f.check_ins) AS check_ins
          FROM klasses k JOIN grades g ON g.id = k.grade_id JOIN school_years y ON y.id = k.school_year_id
          JOIN student_enrollments e ON e.klass_id = k.id
          LEFT JOIN (SELECT klass_id, sum(check_ins) AS check_ins FROM ${liveKlassFigures()} lf
            WHERE lf.school_id = ${school.id} AND lf.date = ${day} GROUP BY klass_id) f ON f.klass_id = k.id
          WHERE k.school_id = ${school.id} AND y.year = ${schoolYearOf(day)} GROUP BY g.sort_order, k.sort_order, g.name, k.name ORDER BY g.sort_order, k.sort_order`),
      );
      for (const r of rows) {
        const rate = Math.round((Number(r.check_ins ?? 0) / Number(r.enrolled)) * 1000) / 10;
        if (Number(r.enrolled) > 0 && rate < settings.remindCheckInRateThreshold) out.get(school.id)!.klasses.push({ name: r.name, rate });
      }
    }
  }
  return [...out.values()].filter((r) => r.talk || r.klasses.length);
}

const lines = (r: SchoolReminder) =>
  [
    r.talk && `・話したい 未対応 ${r.talk.count}件（いちばん古いもの: ${r.talk.oldest}）`,
    ...r.klasses.map((k) => `・${k.name} のチェックイン率 ${k.rate}%`),
  ].filter(Boolean) as string[];

/**
 * The daily reminder run (jobs/board-remind.jobs.ts, decision 027): for every board with a
 * reminder on, one mail per school with something to remind to its admin teachers (when
 * `sendToSchoolAdmins`), and one digest to the board's addresses. A board already reminded today is
 * skipped (remindLastSentAt), so a rerun the same day sends nothing twice. Returns how many mails were queued.
 */
export async function sendBoardReminders(db: Database, outbox: MailOutbox, today = japanDateKey()): Promise<number> {
  const boards = await db
    .select({ settings: boardSettings, name: organizations.name })
    .from(boardSettings)
    .innerJoin(organizations, eq(organizations.id, boardSettings.organizationId))
    .where(sql`${boardSettings.remindTalkRequestEnabled} OR ${boardSettings.remindCheckInRateEnabled}`);
  let queued = 0;
  for (const { settings, name } of boards) {
    if (settings.remindLastSentAt && japanDateKey(settings.remindLastSentAt) === today) continue;
    const reminders = await boardReminders(db, settings.organizationId, settings, today);
    if (reminders.length === 0) continue;
    for (const r of settings.remindSendToSchoolAdmins ? reminders : []) {
      const admins = await db
        .select({ email: teachers.email })
        .from(teachers)
        .where(and(eq(teachers.schoolId, r.schoolId), eq(teachers.admin, true)));
      if (admins.length === 0) continue;
      await outbox.enqueue(db, {
        key: `board-remind:${settings.organizationId}:${r.schoolId}:${today}`,
        to: admins.map((a) => a.email),
        subject: `【すこやか】${name}からのお知らせ（${r.schoolName}）`,
        text: `${r.schoolName} の先生方へ\n\n${name}より、確認をお願いしたいことがあります。\n\n${lines(r).join('\n')}\n\nすこやかの先生用画面でご確認ください。\n`,
      });
      queued++;
    }
    if (settings.remindEmails.length) {
      await outbox.enqueue(db, {
        key: `board-remind:${settings.organizationId}:board:${today}`,
        to: settings.remindEmails,
        subject: `【すこやか】学校へのリマインド（${today}）`,
        text: `${name} のリマインドをお送りした学校:\n\n${reminders.map((r) => `${r.schoolName}\n${lines(r).join('\n')}`).join('\n\n')}\n`,
      });
      queued++;
    }
    await db
      .update(boardSettings)
      .set({ remindLastSentAt: sql`now()` })
      .where(eq(boardSettings.organizationId, settings.organizationId));
  }
  return queued;
}
