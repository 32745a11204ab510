import { sql } from 'drizzle-orm';
import type { UnsupportedItem, UnsupportedList, UnsupportedQuery } from '@sukoyaka/contracts/unsupported';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { concurrently } from '../../lib/concurrently.ts';
import { dashboardScope } from '../teachers/teachers.service.ts';

interface Row {
  kind: UnsupportedItem['kind'];
  id: string | number;
  date: string;
  datetime: Date | string;
  content: string;
  student_id: string | number;
  name: string;
  student_number: number;
  grade_name: string;
  klass_name: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * GET /api/teachers/all_dashboards/unsupported (spec §2 show-all-unsupported, issue 10 item 4): every
 * unresolved condition alert (心 / 体, 未対応) and every unhandled 話したい of the students the teacher
 * may see this school year (admin: the school; optionally one grade or class), whatever day it was
 * raised, newest first, paged. A talk request can always be handled (decision 053, issue 24 item 1),
 * so it is always listed (`talkIncluded` stays true, kept for older clients). No class in reach: an empty list.
 */
export async function unsupportedList(db: Database, teacher: TeacherScope, query: UnsupportedQuery): Promise<UnsupportedList> {
  const scope = dashboardScope(teacher, query.klassId);
  const talkIncluded = true;
  const empty = { total: 0, page: query.page, limit: query.limit, talkIncluded, list: [] };
  if (!scope || scope.klassIds.length === 0) return empty;
  const klassIds = `{${scope.klassIds.join(',')}}`;
  const items = sql`
    SELECT a.condition_kind AS kind, a.id, a.date, a.created_at AS datetime, a.content_alert AS content, a.student_id
    FROM condition_alerts a
    WHERE a.school_id = ${scope.schoolId} AND a.processed = false
    UNION ALL
    SELECT 'talk', s.id, s.date, s.created_at, s.label, s.student_id
    FROM soss s
    WHERE s.school_id = ${scope.schoolId} AND s.processed = false
  `;
  const from = sql`
    FROM (${items}) i
    JOIN students st ON st.id = i.student_id
    JOIN student_enrollments e ON e.student_id = st.id AND e.school_year_id = ${scope.schoolYearId}
    JOIN klasses k ON k.id = e.klass_id
    JOIN grades g ON g.id = k.grade_id
    WHERE e.klass_id = ANY(${klassIds}::bigint[]) ${query.gradeId ? sql`AND k.grade_id = ${query.gradeId}` : sql``}
  `;
  const [rows, counted] = await concurrently(db, [
    async () =>
      rowsOf<Row>(
        await db.execute(sql`
          SELECT i.kind, i.id, to_char(i.date, 'YYYY-MM-DD') AS date, i.datetime, i.content, st.id AS student_id, st.name,
                 e.student_number, g.name AS grade_name, k.name AS klass_name
          ${from}
          ORDER BY i.datetime DESC, i.kind, i.id DESC
          LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}
        `),
      ),
    async () => rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n ${from}`)),
  ]);
  return {
    ...empty,
    total: counted[0]?.n ?? 0,
    list: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      date: r.date,
      datetime: new Date(r.datetime).toISOString(),
      content: r.content,
      student: { id: Number(r.student_id), name: r.name, studentNumber: Number(r.student_number), gradeName: r.grade_name, klassName: r.klass_name },
    })),
  };
}
