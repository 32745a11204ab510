import { sql, type SQL } from 'drizzle-orm';
import type { BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { HANDSHAKE_DETAILS, type AlertLevel, type BullyingField, type TeacherConfirmStatus } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';

/** The rows of a raw query. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The school year (April start, Japan time) of a timestamptz column, as SQL. */
export const schoolYearSql = (column: SQL) => sql`extract(year from ((${column}) at time zone 'Asia/Tokyo') - interval '3 months')::int`;

interface SheetRow {
  id: string;
  questionnaire_delivery_id: string;
  student_id: string;
  completed_at: Date | null;
  status: 'answering' | 'completed' | null;
  alert_level: AlertLevel;
  teacher_confirm_status: TeacherConfirmStatus;
  title: string;
  school_year: number;
  grade_name: string | null;
  memo_flag: boolean;
  resolved: boolean;
}

interface FieldRow {
  id: string;
  field: BullyingField;
  text: string | null;
  value: string | null;
  option_text: string | null;
  checked_texts: string[] | null;
}

/** Which sheets to load: of some deliveries (and optionally students), or by sheet ids. */
export type SheetFilter = { deliveryIds: number[]; studentIds?: number[] } | { answerIds: number[] } | { studentId: number };

function whereOf(filter: SheetFilter): SQL {
  if ('answerIds' in filter) return sql`qa.id = any(${`{${filter.answerIds.join(',')}}`}::bigint[])`;
  if ('studentId' in filter) return sql`qa.student_id = ${filter.studentId}`;
  const deliveries = sql`qa.questionnaire_delivery_id = any(${`{${filter.deliveryIds.join(',')}}`}::bigint[])`;
  return filter.studentIds ? sql`${deliveries} and qa.student_id = any(${`{${filter.studentIds.join(',')}}`}::bigint[])` : deliveries;
}

/**
 * The bullying-survey sheets of one school (spec §3 "Bullying alert") matching `filter`, newest
 * delivery first: level, progress, confirmation status, the bullying fields read from the answers
 * of questions tagged with a bullyingField (handshakeDetail, question, seen, seenDetail,
 * whenBullying, whereBullying), whether teachers commented (memoFlag) and whether it is 対応済み.
 * Only questionnaires of kind 'bullying' and deliveries not deleted. Two queries.
 */
export async function loadAlerts(db: Database, schoolId: number, filter: SheetFilter): Promise<BullyingAlert[]> {
  if ('deliveryIds' in filter && filter.deliveryIds.length === 0) return [];
  if ('answerIds' in filter && filter.answerIds.length === 0) return [];
  const sheets = await rowsOf<SheetRow>(
    db,
    sql`select qa.id, qa.questionnaire_delivery_id, qa.student_id, qa.completed_at, qa.status, qa.alert_level, qa.teacher_confirm_status, q.title,
      ${schoolYearSql(sql`d.start_at`)} as school_year, g.name as grade_name,
      exists (select 1 from questionnaire_answer_comments c where c.questionnaire_answer_id = qa.id) as memo_flag,
      (r.questionnaire_answer_id is not null) as resolved
    from questionnaire_answers qa
    join questionnaire_deliveries d on d.id = qa.questionnaire_delivery_id and d.deleted_at is null
    join questionnaires q on q.id = d.questionnaire_id and q.kind = 'bullying'
    left join bullying_alert_resolutions r on r.questionnaire_answer_id = qa.id
    left join school_years sy on sy.school_id = qa.school_id and sy.year = ${schoolYearSql(sql`d.start_at`)}
    left join student_enrollments se on se.student_id = qa.student_id and se.school_year_id = sy.id
    left join klasses k on k.id = se.klass_id
    left join grades g on g.id = k.grade_id
    where qa.school_id = ${schoolId} and ${whereOf(filter)}
    order by d.start_at desc, qa.id`,
  );
  if (sheets.length === 0) return [];
  const ids = `{${sheets.map((s) => s.id).join(',')}}`;
  const fields = await rowsOf<FieldRow>(
    db,
    sql`select ad.questionnaire_answer_id as id, qu.bullying_field as field, ad.text, o.value, o.text as option_text,
      case when cardinality(ad.question_option_ids) = 0 then null else
        array(select x.text from question_options x where x.id = any(ad.question_option_ids) order by x.sort_order, x.id) end as checked_texts
    from questionnaire_answer_details ad
    join questions qu on qu.id = ad.question_id and qu.bullying_field is not null
    left join question_options o on o.id = ad.question_option_id
    where ad.questionnaire_answer_id = any(${ids}::bigint[])`,
  );
  const bySheet = new Map<string, FieldRow[]>();
  for (const f of fields) (bySheet.get(f.id) ?? bySheet.set(f.id, []).get(f.id)!).push(f);
  return sheets.map((s) => alertOf(s, bySheet.get(s.id) ?? []));
}

/** Texts of an answer: the written text, the chosen option's text, or the ticked options' texts. */
const textsOf = (f: FieldRow): string[] => [...(f.checked_texts ?? []), ...(f.option_text ? [f.option_text] : []), ...(f.text?.trim() ? [f.text.trim()] : [])];

function alertOf(s: SheetRow, fields: FieldRow[]): BullyingAlert {
  const field = (name: BullyingField) => fields.find((f) => f.field === name);
  const handshakeValue = field('handshakeDetail')?.value;
  const handshakeDetail = (HANDSHAKE_DETAILS as readonly string[]).includes(handshakeValue ?? '')
    ? (handshakeValue as BullyingAlert['handshakeDetail'])
    : 'no_handshake';
  const seenDetail = field('seenDetail');
  return {
    alertId: Number(s.id),
    questionnaireDeliveryId: Number(s.questionnaire_delivery_id),
    studentId: Number(s.student_id),
    questionnaireDatetime: s.completed_at ? new Date(s.completed_at).toISOString() : null,
    memoFlag: s.memo_flag,
    gradeName: s.grade_name ?? '',
    schoolYear: Number(s.school_year),
    questionnaire: { title: s.title },
    level: s.alert_level,
    completed: s.status === 'completed' ? true : s.status === 'answering' ? false : null,
    handshake: handshakeDetail === 'no_handshake' ? 'false' : 'true',
    handshakeDetail,
    question: field('question')?.value === 'true' ? 'true' : 'false',
    seen: field('seen')?.value === 'true',
    seenDetail: seenDetail ? textsOf(seenDetail).join('、') || null : null,
    teacherConfirmStatus: s.teacher_confirm_status,
    bullyingDetail: {
      whenBullying: fields.filter((f) => f.field === 'whenBullying').flatMap(textsOf),
      whereBullying: fields.filter((f) => f.field === 'whereBullying').flatMap(textsOf),
    },
    resolved: s.resolved,
  };
}
