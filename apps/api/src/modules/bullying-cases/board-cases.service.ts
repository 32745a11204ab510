import { sql } from 'drizzle-orm';
import { OPEN_CASE_STATES, type BoardCandidate, type CaseState } from '@sukoyaka/contracts/bullying-cases';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { dateKeyOf } from './row-values.ts';
import { watchOf, watchSql, type WatchRow } from './watch.ts';

interface CandidateRow extends WatchRow {
  id: string;
  school_id: string;
  school_name: string;
  grade_name: string | null;
  recognized_on: string | Date;
  state: CaseState;
}

/**
 * GET /api/local_governments/bullying_cases/candidates (issue 26 item 3): the open and 重大事態
 * cases of the board's schools that have a warning (15, 20, 30 days of 欠席 since 認知) or a claim
 * of serious harm, computed from today's register (so the board sees them the same day), the
 * candidates first, then by school and 認知日. No pupil names: the school holds those.
 */
export async function boardCandidates(db: Database, scope: OrganizationScope): Promise<BoardCandidate[]> {
  const states = sql.join(
    [...OPEN_CASE_STATES, 'serious'].map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`select c.id, c.school_id, s.name as school_name, c.recognized_on::text as recognized_on, c.state,
      (select g.name from student_enrollments e join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id
        where e.student_id = c.student_id order by e.school_year_id desc limit 1) as grade_name,
      ${watchSql(japanDateKey())}
    from bullying_cases c join schools s on s.id = c.school_id
    where s.organization_id = ${scope.organizationId} and c.state in (${states})
    order by s.id, c.recognized_on, c.id`);
  const rows = (result as unknown as { rows: CandidateRow[] }).rows;
  return rows
    .map((r) => ({
      caseId: Number(r.id),
      schoolId: Number(r.school_id),
      schoolName: r.school_name,
      gradeName: r.grade_name,
      recognizedOn: dateKeyOf(r.recognized_on),
      state: r.state,
      watch: watchOf(r),
    }))
    .filter((c) => c.watch.warnings.length > 0 || c.watch.claim)
    .sort((a, b) => Number(b.watch.candidate) - Number(a.watch.candidate));
}
