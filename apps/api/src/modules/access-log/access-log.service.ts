import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { accessLogSubjectOf, type AccessLogPage, type AccessLogsQuery } from '@sukoyaka/contracts/access-logs';
import type { AccountType } from '@sukoyaka/contracts/auth';
import type { Database } from '@sukoyaka/db/client';
import { accessLogs, organizationUsers, students, teachers } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readPage } from '../../lib/paging.ts';

/**
 * One row of the access log (issue 9; README "Data protection"): who (`actorType`/`actorId` and
 * their school or organisation), what (`method`, `route` pattern such as
 * `/api/teachers/students/{id}`, `statusCode`, the `studentIds` whose records were read or
 * changed; empty for lists and dashboards), when (`at`, default now) and from where (`ip`).
 */
export interface AccessLogRow {
  at?: Date;
  actorType: AccountType;
  actorId: number;
  schoolId: number | null;
  organizationId: number | null;
  method: string;
  route: string;
  statusCode: number;
  studentIds: number[];
  ip: string;
}

/** Inserts rows in ONE multi-row INSERT (the read batch, or a single write). No-op for none. */
export async function insertAccessLogs(db: Database, rows: readonly AccessLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(accessLogs).values(rows.map((row) => ({ ...row, at: row.at ?? new Date() })));
}

/**
 * Records a write inside the caller's transaction `tx`: if the transaction rolls back, so does
 * the log row (issue 9 "written in the same transaction as a write"). Throws what the insert throws.
 */
export async function recordWrite(tx: Database, entry: AccessLogRow): Promise<void> {
  await insertAccessLogs(tx, [entry]);
}

/** The setting the append-only trigger (migration 0015) reads to allow deleting old rows. */
const RETENTION_SETTING = 'sukoyaka.access_log_retention_days';

/**
 * Retention (ACCESS_LOG_RETENTION_DAYS, default 1827 ≈ 5 years): deletes rows older than `days`
 * days and returns how many. The database trigger refuses deleting anything younger, so a wrong
 * `days` here cannot remove recent rows. @throws when days < 1.
 */
export async function purgeAccessLogs(db: Database, days: number, now: Date = new Date()): Promise<number> {
  if (!Number.isInteger(days) || days < 1) throw new Error(`access log retention must be a whole number of days ≥ 1 (got ${days})`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config(${RETENTION_SETTING}, ${String(days)}, true)`);
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    const deleted = await tx.delete(accessLogs).where(lt(accessLogs.at, cutoff)).returning({ id: accessLogs.id });
    return deleted.length;
  });
}

/**
 * GET /api/teachers/students/{id}/access_logs (issue 9 閲覧履歴; decision 007 addition): who read
 * or changed this student's records, newest first, paged. The student's own calls (their
 * check-ins) are logged but not listed. @throws 404 when the student is not of `scope`'s school.
 */
export async function listStudentAccessLogs(db: Database, scope: SchoolScope, studentId: number, query: AccessLogsQuery): Promise<AccessLogPage> {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)));
  if (!student) throw notFound();
  const about = and(sql`${accessLogs.studentIds} @> array[${studentId}]::bigint[]`, ne(accessLogs.actorType, 'student'));
  const page = await readPage(
    query,
    db
      .select({
        id: accessLogs.id,
        at: accessLogs.at,
        actorType: accessLogs.actorType,
        teacherName: teachers.name,
        staffName: organizationUsers.name,
        method: accessLogs.method,
        route: accessLogs.route,
        ip: accessLogs.ip,
      })
      .from(accessLogs)
      .leftJoin(teachers, and(eq(accessLogs.actorType, 'teacher'), eq(teachers.id, accessLogs.actorId)))
      .leftJoin(organizationUsers, and(eq(accessLogs.actorType, 'local_government'), eq(organizationUsers.id, accessLogs.actorId)))
      .where(about)
      .orderBy(desc(accessLogs.at), desc(accessLogs.id))
      .$dynamic(),
    db.select({ n: count() }).from(accessLogs).where(about),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorType: row.actorType,
      actorName: row.teacherName ?? row.staffName ?? null,
      action: row.method === 'GET' || row.method === 'HEAD' ? 'read' : 'write',
      subject: accessLogSubjectOf(row.route),
      method: row.method,
      route: row.route,
      ip: row.ip,
    })),
  };
}
