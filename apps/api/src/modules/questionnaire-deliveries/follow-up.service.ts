import { sql, type SQL } from 'drizzle-orm';
import type { FollowUp } from '@sukoyaka/contracts/questionnaire-deliveries';
import type { AlertLevel } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * GET /api/teachers/questionnaire_deliveries/follow_up (issue 28 item 4, issue 24 item 7;
 * decision 076): the follow-up of custom (non-bullying) delivery `deliveryId` of the teacher's
 * school: its completed sheets whose alert rules raised a stage (most serious first) and its
 * pupils who chose もう こたえない (the ask-again of decision 052 takes their sheet id), both in
 * the teacher's reach: a class teacher the pupils of their classes, an admin the school; each pupil with
 * the grade and class of their newest enrolment at the school. One query for the delivery, one for the sheets.
 * @throws 404 for a delivery of another school, deleted, or of the bullying survey (its own views).
 */
export async function deliveryFollowUp(db: Database, scope: TeacherScope, deliveryId: number): Promise<FollowUp> {
  const [delivery] = await rowsOf<{ id: string; title: string; start_at: string; finish_at: string }>(
    db,
    sql`select d.id, q.title, d.start_at, d.finish_at from questionnaire_deliveries d join questionnaires q on q.id = d.questionnaire_id
      where d.id = ${deliveryId} and d.school_id = ${scope.schoolId} and d.deleted_at is null and q.kind is distinct from 'bullying'`,
  );
  if (!delivery) throw notFound();
  const klassIds = `{${scope.klassIds.join(',')}}`;
  const rows = await rowsOf<{
    id: string;
    student_id: string;
    name: string;
    student_number: number | null;
    klass_name: string | null;
    grade_name: string | null;
    alert_level: AlertLevel;
    status: string | null;
    choice: string | null;
    completed_at: string | null;
  }>(
    db,
    sql`select qa.id, s.id as student_id, s.name, se.student_number, k.name as klass_name, g.name as grade_name, qa.alert_level, qa.status, qa.choice, qa.completed_at
      from questionnaire_answers qa join students s on s.id = qa.student_id and s.school_id = ${scope.schoolId}
      left join lateral (select e.student_number, e.klass_id from student_enrollments e join klasses kk on kk.id = e.klass_id
          where e.student_id = s.id and kk.school_id = ${scope.schoolId} order by kk.school_year_id desc limit 1) se on true
      left join klasses k on k.id = se.klass_id
      left join grades g on g.id = k.grade_id
      where qa.questionnaire_delivery_id = ${deliveryId} and qa.school_id = ${scope.schoolId}
        and ((qa.status = 'completed' and qa.alert_level <> 'normal') or (qa.choice = 'never' and qa.status is distinct from 'completed'))
        and (${scope.admin}::boolean or exists (select 1 from student_enrollments e2 where e2.student_id = s.id and e2.klass_id = any(${klassIds}::bigint[])))
      order by k.name nulls last, se.student_number nulls last, s.id`,
  );
  const pupil = (r: (typeof rows)[number]) => ({
    answerId: Number(r.id),
    studentId: Number(r.student_id),
    name: r.name,
    studentNumber: r.student_number === null ? null : Number(r.student_number),
    gradeName: r.grade_name,
    klassName: r.klass_name,
  });
  const rank = ['normal', 'first_stage', 'first_stage_plus', 'second_stage', 'second_stage_plus', 'third_stage'];
  return {
    delivery: {
      id: Number(delivery.id),
      title: delivery.title,
      startAt: new Date(delivery.start_at).toISOString(),
      finishAt: new Date(delivery.finish_at).toISOString(),
    },
    alerted: rows
      .filter((r) => r.status === 'completed')
      .map((r) => ({ ...pupil(r), level: r.alert_level, completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null }))
      .sort((a, b) => rank.indexOf(b.level) - rank.indexOf(a.level)),
    declined: rows.filter((r) => r.status !== 'completed').map(pupil),
  };
}
