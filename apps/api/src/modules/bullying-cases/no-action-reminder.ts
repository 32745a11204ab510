import { sql } from 'drizzle-orm';
import { CASE_STATES, NO_ACTION_REMINDER_DAYS, OPEN_CASE_STATES } from '@sukoyaka/contracts/bullying-cases';
import { addDays, formatDate, japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import type { MailOutbox } from '../mail/mail.service.ts';
import { dateKeyOf } from './row-values.ts';

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A case's last activity as SQL over alias c: its newest action's date, or 認知日 without actions. */
const lastActivitySql = sql`coalesce((select max(a.acted_on) from bullying_case_actions a where a.case_id = c.id), c.recognized_on)`;
const openSql = sql`c.state in (${sql.join(
  OPEN_CASE_STATES.map((s) => sql`${s}`),
  sql`, `,
)})`;

interface Due extends Row {
  id: string;
  school_id: string;
  last_activity: string | Date;
}

/**
 * The 14-day no-action reminder run (jobs/bullying-reminder.jobs.ts; issue 26 item 4, decision 073):
 * every open case (対応中, 解消に向けた取組中) whose last activity — the newest action's date, or 認知日
 * without actions — is at least NO_ACTION_REMINDER_DAYS days before `now`'s day (Japan time) and
 * that has not been reminded for that same last activity, is marked (`no_action_reminded_for` = the
 * last activity, `no_action_reminded_at` = now) and one mail is queued through the outbox, in one
 * transaction and only when this run set the mark — so one reminder per case per gap, however often
 * or concurrently the job runs; a new action starts a new gap. The mail goes to the teacher who
 * recorded the case; when that teacher can no longer sign in, to the school's admin teachers. It
 * names the pupil by class and number only (a mail leaves the school's systems; the name is one
 * click away for a teacher who may see it). Returns how many reminders were queued.
 */
export async function remindIdleCases(db: Database, outbox: MailOutbox, now = new Date()): Promise<number> {
  const cutoff = addDays(japanDateKey(now), -NO_ACTION_REMINDER_DAYS);
  const due = await rowsOf<Due>(
    db,
    sql`select c.id, c.school_id, ${lastActivitySql}::text as last_activity from bullying_cases c
      where ${openSql} and ${lastActivitySql} <= ${cutoff}::date and c.no_action_reminded_for is distinct from ${lastActivitySql}
      order by c.school_id, c.id`,
  );
  let queued = 0;
  for (const d of due) if (await remindOne(db, outbox, Number(d.id), dateKeyOf(d.last_activity), now)) queued += 1;
  return queued;
}

interface Marked extends Row {
  state: keyof typeof CASE_STATES;
  recognized_on: string | Date;
  school_name: string;
  pupil: string | null;
  creator_email: string | null;
  admin_emails: string[] | null;
}

/** Marks one case reminded for `lastActivity` and queues its mail, together; false when another run (or a new action) came first. */
async function remindOne(db: Database, outbox: MailOutbox, id: number, lastActivity: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [c] = await rowsOf<Marked>(
      tx,
      sql`update bullying_cases c set no_action_reminded_for = ${lastActivity}::date, no_action_reminded_at = ${now.toISOString()}::timestamptz
        where c.id = ${id} and ${openSql} and ${lastActivitySql} = ${lastActivity}::date and c.no_action_reminded_for is distinct from ${lastActivity}::date
        returning c.state, c.recognized_on::text as recognized_on,
          (select s.name from schools s where s.id = c.school_id) as school_name,
          (select g.name || k.name || ' ' || e.student_number || '番' from student_enrollments e join school_years y on y.id = e.school_year_id
             join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id where e.student_id = c.student_id order by y.year desc limit 1) as pupil,
          (select t.email from teachers t where t.id = c.created_by_teacher_id and t.school_id = c.school_id and not t.sign_in_stopped) as creator_email,
          (select array_agg(t.email order by t.id) from teachers t where t.school_id = c.school_id and t.admin and not t.sign_in_stopped) as admin_emails`,
    );
    if (!c) return false;
    const to = c.creator_email ? [c.creator_email] : (c.admin_emails ?? []);
    if (to.length === 0) return true;
    const days = Math.round((Date.parse(`${japanDateKey(now)}T00:00:00Z`) - Date.parse(`${lastActivity}T00:00:00Z`)) / 86_400_000);
    const who = c.pupil ?? '';
    await outbox.enqueue(tx, {
      key: `bullying-case-no-action:${id}:${lastActivity}`,
      to,
      subject: `【すこやか】いじめ事案の対応が${days}日間記録されていません: ${who}`,
      text:
        `${c.school_name} の ${who} の児童生徒のいじめ事案（${formatDate(dateKeyOf(c.recognized_on))} 認知、${CASE_STATES[c.state]}）に、` +
        `${formatDate(lastActivity)} から${days}日間、対応の記録がありません。\n\n` +
        `すこやかの「いじめ事案」で事案を開き、行った対応（見守り・面談など）を記録してください。\n`,
    });
    return true;
  });
}
