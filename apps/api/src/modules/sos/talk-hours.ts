import { eq, sql } from 'drizzle-orm';
import type { BoardTalkLine, BoardTalkLines } from '@sukoyaka/contracts/board-talk-lines';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import type { SchoolHours, TalkHours } from '@sukoyaka/contracts/sos';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings, schools } from '@sukoyaka/db/schema';
import type { OrganizationScope, SchoolScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadSchoolCalendar } from '../school-calendar/school-calendar.service.ts';

/** How far ahead the next school day is looked for (summer vacation is shorter). */
const LOOK_AHEAD_DAYS = 60;

/** Minutes after Japan-time midnight of `now` (Japan has no daylight saving). */
function japanMinuteOf(now: Date): number {
  const jst = new Date(now.getTime() + 9 * 3_600_000);
  return jst.getUTCHours() * 60 + jst.getUTCMinutes();
}

/**
 * GET /api/students/talk_hours (issue 25 item 1): is `now` inside the school's hours (default
 * 8:00–17:00, Japan time) on a school day of the school's calendar (decision 020)? Outside them a
 * pupil who presses 話したい is shown the 24-hour lines first and told when a teacher will see the
 * request: `teacherSeesOn` is today in school hours, else the next school day (today, if school
 * has not started yet). Out of hours it also answers the board's own lines (decision 078).
 * One read of the school (with its board's lines) and one of its calendar; off the check-in path.
 * @throws 404 for a school that does not exist.
 */
export async function talkHours(db: Database, scope: SchoolScope, now = new Date()): Promise<TalkHours> {
  const [school] = await db
    .select({ start: schools.schoolHoursStartMinute, end: schools.schoolHoursEndMinute, boardLines: boardSettings.talkLines })
    .from(schools)
    .leftJoin(boardSettings, eq(boardSettings.organizationId, schools.organizationId))
    .where(eq(schools.id, scope.schoolId));
  if (!school) throw notFound();
  const today = japanDateKey(now);
  const minute = japanMinuteOf(now);
  const calendar = await loadSchoolCalendar(db, scope, today, addDays(today, LOOK_AHEAD_DAYS));
  const schoolDayToday = calendar.isSchoolDay(today);
  if (schoolDayToday && minute >= school.start && minute < school.end) return { outOfHours: false, teacherSeesOn: today, boardLines: [] };
  let next: string | null = null;
  for (let day = schoolDayToday && minute < school.start ? today : addDays(today, 1), n = 0; n < LOOK_AHEAD_DAYS; day = addDays(day, 1), n += 1) {
    if (calendar.isSchoolDay(day)) {
      next = day;
      break;
    }
  }
  return { outOfHours: true, teacherSeesOn: next, boardLines: school.boardLines ?? [] };
}

/** GET /api/teachers/schools/school_hours (issue 25 item 1): the school's 始業/終業 in minutes after Japan-time midnight. @throws 404. */
export async function getSchoolHours(db: Database, scope: SchoolScope): Promise<SchoolHours> {
  const [row] = await db
    .select({ startMinute: schools.schoolHoursStartMinute, endMinute: schools.schoolHoursEndMinute })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  if (!row) throw notFound();
  return row;
}

/** POST /api/teachers/schools/update_school_hours (admin teachers; the route declares `admin`; the contract checks start < end). */
export async function updateSchoolHours(db: Database, scope: SchoolScope, body: SchoolHours): Promise<SchoolHours> {
  await db
    .update(schools)
    .set({ schoolHoursStartMinute: body.startMinute, schoolHoursEndMinute: body.endMinute, updatedAt: new Date() })
    .where(eq(schools.id, scope.schoolId));
  return body;
}

/** GET /api/local_governments/talk_lines (decision 078): the board's own lines, [] when it has none. */
export async function getBoardTalkLines(db: Database, scope: OrganizationScope): Promise<BoardTalkLines> {
  const [row] = await db.select({ lines: boardSettings.talkLines }).from(boardSettings).where(eq(boardSettings.organizationId, scope.organizationId));
  return { lines: row?.lines ?? [] };
}

/**
 * POST /api/local_governments/talk_lines (decisions 078, 080): replaces the board's lines (the
 * contract checks numbers, https URLs, at most 3, translations up to 60 characters). A line sent
 * without `translations` (an older client) keeps those stored for the line of the same name; sent
 * empty, it has none. Stored without the key when there are none. One transaction (the caller's).
 */
export async function updateBoardTalkLines(db: Database, scope: OrganizationScope, body: BoardTalkLines): Promise<BoardTalkLines> {
  const stored = (await getBoardTalkLines(db, scope)).lines;
  const lines = body.lines.map(({ translations, ...line }): BoardTalkLine => {
    const kept = translations ?? stored.find((s) => s.name === line.name)?.translations;
    return kept && Object.keys(kept).length > 0 ? { ...line, translations: kept } : line;
  });
  await db
    .insert(boardSettings)
    .values({ organizationId: scope.organizationId, talkLines: lines })
    .onConflictDoUpdate({ target: boardSettings.organizationId, set: { talkLines: lines, updatedAt: sql`now()` } });
  return getBoardTalkLines(db, scope);
}
