import { sql } from 'drizzle-orm';
import {
  BULLYING_DISCOVERIES,
  BULLYING_DISCOVERY_CODES,
  BULLYING_FORM_CODES,
  BULLYING_FORMS,
  RESOLUTION_ROWS,
  SURVEY_TABLES,
  type BullyingDiscovery,
  type BullyingForm,
  type BullyingSurvey,
  type BullyingSurveyExcelQuery,
  type BullyingSurveyQuery,
  type CaseState,
  type SurveyCase as SurveyCaseItem,
  type SurveyCasesQuery,
  type SurveyPupil,
  type SurveyPupilsQuery,
  type SurveyRow,
} from '@sukoyaka/contracts/bullying-cases';
import { fiscalPeriod } from '@sukoyaka/contracts/dates';
import { SCHOOL_TYPE_NAMES, SCHOOL_TYPES, type SchoolType } from '@sukoyaka/contracts/school-types';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { SUPPRESSION_NOTE } from '@sukoyaka/contracts/local-government';
import { notAttendingPupils } from './not-attending.ts';
import { publishedTable } from './published-survey.ts';
import { dateKeyOf } from './row-values.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { excelExport, type DownloadFile, type ExcelCell, type ExcelColumn } from '../../lib/workbook.ts';

interface SurveyCase {
  id: string;
  school_name: string;
  recognized_on: string | Date;
  school_type: SchoolType;
  grade_name: string | null;
  grade_order: number | null;
  forms: BullyingForm[];
  discovery: BullyingDiscovery;
  state: CaseState;
}

const zero = (): Record<SchoolType, number> => Object.fromEntries(SCHOOL_TYPES.map((t) => [t, 0])) as Record<SchoolType, number>;
const pct = (n: number, total: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);

/** A row counting the cases (or pupils) `match` selects, per school type. */
function rowOf<T extends { school_type: SchoolType }>(key: string, label: string, cases: T[], match: (c: T) => boolean, total: number | null): SurveyRow {
  const counts = zero();
  for (const c of cases) if (match(c)) counts[c.school_type] += 1;
  const sum = Object.values(counts).reduce((a, b) => a + b, 0);
  return { key, label, counts, total: sum, percent: total === null ? null : pct(sum, total), manual: false };
}

/** The rows by grade (the grade's order, then its name; '不明' without an enrolment), then 計. */
function gradeRows<T extends { school_type: SchoolType; grade_name: string | null; grade_order: number | null }>(
  items: T[],
  total: number | null,
): SurveyRow[] {
  const grades = [...new Map(items.map((c) => [c.grade_name ?? '不明', Number(c.grade_order ?? 99)])).entries()].sort(
    (a, b) => a[1] - b[1] || a[0].localeCompare(b[0]),
  );
  return [...grades.map(([name]) => rowOf(name, name, items, (c) => (c.grade_name ?? '不明') === name, total)), rowOf('total', '計', items, () => true, total)];
}

const manualRow = (key: string, label: string): SurveyRow => ({ key, label, counts: zero(), total: 0, percent: null, manual: true });

/** @throws 404 when `schoolId` is given and is not a school of the board. */
async function assertBoardSchool(db: Database, scope: OrganizationScope, schoolId: number | undefined): Promise<void> {
  if (!schoolId) return;
  const found = await db.execute(sql`select 1 from schools where id = ${schoolId} and organization_id = ${scope.organizationId}`);
  if ((found as unknown as { rows: unknown[] }).rows.length === 0) throw notFound();
}

/** The cases recognised in the 年度 at the board's schools (or one). @throws 404 for a school of another board. */
async function loadCases(db: Database, scope: OrganizationScope, query: BullyingSurveyQuery): Promise<SurveyCase[]> {
  await assertBoardSchool(db, scope, query.schoolId);
  const { from, to } = fiscalPeriod(query.year);
  const result =
    await db.execute(sql`select c.id, s.name as school_name, c.recognized_on::text as recognized_on, s.school_type, c.forms, c.discovery, c.state, g.name as grade_name, g.sort_order as grade_order
    from bullying_cases c join schools s on s.id = c.school_id
    left join lateral (select g.name, g.sort_order from student_enrollments e join school_years y on y.id = e.school_year_id and y.year = ${query.year}
      join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id where e.student_id = c.student_id limit 1) g on true
    where s.organization_id = ${scope.organizationId} and c.recognized_on >= ${from} and c.recognized_on < ${to}
      ${query.schoolId ? sql`and s.id = ${query.schoolId}` : sql``}`);
  return (result as unknown as { rows: SurveyCase[] }).rows;
}

/**
 * GET /api/local_governments/bullying_survey (issue 26 item 4): the bullying tables of the 年度
 * `year`, pre-filled from the cases recognised in it (認知日 in April–March) at the board's schools
 * (or one of them): 認知件数 by grade and school type, 態様 (a case in each of its 態様) and
 * 発見のきっかけ with 構成比, 解消 / 取組中, and 重大事態; and the 不登校 table (pupils with 30+ days of
 * 欠席 in the 年度 so far by grade, from the register: notAttendingPupils, decision 074). The
 * board's own working copy: no small-group suppression. A grade is the pupil's grade in that 年度.
 * @throws 404 for a school of another board.
 */
export async function bullyingSurvey(db: Database, scope: OrganizationScope, query: BullyingSurveyQuery, now = new Date()): Promise<BullyingSurvey> {
  const cases = await loadCases(db, scope, query);
  const notAttending = await notAttendingPupils(db, scope, query, now);
  const total = cases.length;
  const totalRow = rowOf('total', '計', cases, () => true, total);
  return {
    year: query.year,
    schoolId: query.schoolId ?? null,
    total,
    tables: [
      {
        id: 'grades',
        title: SURVEY_TABLES.grades,
        rows: gradeRows(cases, total),
      },
      { id: 'forms', title: SURVEY_TABLES.forms, rows: BULLYING_FORM_CODES.map((f) => rowOf(f, BULLYING_FORMS[f], cases, (c) => c.forms.includes(f), total)) },
      {
        id: 'discoveries',
        title: SURVEY_TABLES.discoveries,
        rows: [...BULLYING_DISCOVERY_CODES.map((d) => rowOf(d, BULLYING_DISCOVERIES[d].label, cases, (c) => c.discovery === d, total)), totalRow],
      },
      {
        id: 'resolution',
        title: SURVEY_TABLES.resolution,
        rows: [
          rowOf('resolved', RESOLUTION_ROWS.resolved, cases, (c) => c.state === 'resolved', total),
          rowOf('in_progress', RESOLUTION_ROWS.in_progress, cases, (c) => c.state !== 'resolved', total),
          manualRow('other', RESOLUTION_ROWS.other),
          totalRow,
        ],
      },
      {
        id: 'serious',
        title: SURVEY_TABLES.serious,
        rows: [
          rowOf('serious', '重大事態', cases, (c) => c.state === 'serious', null),
          manualRow('serious_1', 'うち第1号（生命心身財産重大事態）'),
          manualRow('serious_2', 'うち第2号（不登校重大事態）'),
        ],
      },
      { id: 'notAttending', title: SURVEY_TABLES.notAttending, rows: gradeRows(notAttending, null) },
    ],
  };
}

const SURVEY_COLUMNS: ExcelColumn[] = [
  { header: '区分', width: 44 },
  ...SCHOOL_TYPES.map((t) => ({ header: SCHOOL_TYPE_NAMES[t], width: 12 })),
  { header: '計', width: 10 },
  { header: '構成比（%）', width: 12, numFmt: '0.0' },
];

/**
 * GET /api/local_governments/bullying_survey/excel: the same tables in the survey's layout, one
 * under the other (a title row, the rows, a blank row), through the one Excel writer. A manual row
 * says （手入力） and leaves its cells empty for the board to fill. `copy: 'published'` is the copy
 * for publication (decision 074): every table through small-group suppression (publishedTable:
 * "<5", "*", a hidden count's percent left empty), 公表用 in the file name and the legend under the
 * tables; the default is the board's working copy, every count as is.
 */
export async function bullyingSurveyFile(db: Database, scope: OrganizationScope, query: BullyingSurveyExcelQuery, now = new Date()): Promise<DownloadFile> {
  const { copy, ...surveyQuery } = query;
  const published = copy === 'published';
  const survey = await bullyingSurvey(db, scope, surveyQuery, now);
  const { from, to } = fiscalPeriod(query.year);
  const rows: ExcelCell[][] = [];
  for (const table of survey.tables) {
    rows.push([table.title]);
    for (const r of published ? publishedTable(table) : table.rows) {
      rows.push(r.manual ? [`${r.label}（手入力）`] : [r.label, ...SCHOOL_TYPES.map((t) => r.counts[t] ?? 0), r.total, r.percent]);
    }
    rows.push([]);
  }
  if (published) rows.push([SUPPRESSION_NOTE]);
  const toInclusive = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const title = `いじめ調査_${query.year}年度${published ? '_公表用' : ''}`;
  return excelExport({ title, outputAt: now, fiscalYear: query.year, period: { from, toInclusive } }, SURVEY_COLUMNS, [rows]);
}

/** Which cases a row of a table counts (the same rules as bullyingSurvey), or null for an unknown row. */
function matcherOf(table: SurveyCasesQuery['table'], key: string): ((c: SurveyCase) => boolean) | null {
  if (key === 'total' && table !== 'forms' && table !== 'serious') return () => true;
  switch (table) {
    case 'grades':
      return (c) => (c.grade_name ?? '不明') === key;
    case 'forms':
      return (BULLYING_FORM_CODES as readonly string[]).includes(key) ? (c) => c.forms.includes(key as BullyingForm) : null;
    case 'discoveries':
      return (BULLYING_DISCOVERY_CODES as readonly string[]).includes(key) ? (c) => c.discovery === key : null;
    case 'resolution':
      return key === 'resolved' ? (c) => c.state === 'resolved' : key === 'in_progress' ? (c) => c.state !== 'resolved' : null;
    case 'serious':
      return key === 'serious' ? (c) => c.state === 'serious' : null;
  }
}

/**
 * GET /api/local_governments/bullying_survey/cases (issue 26 item 4): the cases behind one cell of
 * the survey — a row (`table`, `key`) and optionally one school type — oldest 認知 first, without
 * pupil names (the board asks the school). @throws 400 for a row the table has not; 404 as bullyingSurvey.
 */
export async function surveyCases(db: Database, scope: OrganizationScope, query: SurveyCasesQuery): Promise<SurveyCaseItem[]> {
  const match = matcherOf(query.table, query.key);
  if (!match) throw badRequest('集計の項目が正しくありません');
  const cases = await loadCases(db, scope, query);
  return cases
    .filter((c) => match(c) && (!query.schoolType || c.school_type === query.schoolType))
    .map((c) => ({
      caseId: Number(c.id),
      schoolName: c.school_name,
      gradeName: c.grade_name,
      recognizedOn: dateKeyOf(c.recognized_on),
      state: c.state,
      forms: c.forms,
      discovery: c.discovery,
    }))
    .sort((a, b) => a.recognizedOn.localeCompare(b.recognizedOn) || a.caseId - b.caseId);
}

/**
 * GET /api/local_governments/bullying_survey/pupils (issue 26 item 3, decision 074): the pupils
 * behind one cell of the 不登校 table — a grade (or 'total') and optionally one school type — by
 * school, grade and most 欠席 first, without names (the board sees no pupil names on its own pages).
 * @throws 404 for a school of another board (as bullyingSurvey).
 */
export async function surveyPupils(db: Database, scope: OrganizationScope, query: SurveyPupilsQuery, now = new Date()): Promise<SurveyPupil[]> {
  await assertBoardSchool(db, scope, query.schoolId);
  const pupils = await notAttendingPupils(db, scope, query, now);
  return pupils
    .filter((p) => (query.key === 'total' || (p.grade_name ?? '不明') === query.key) && (!query.schoolType || p.school_type === query.schoolType))
    .map((p) => ({ schoolName: p.school_name, gradeName: p.grade_name, absentDays: p.totals.absentDays, requiredDays: p.totals.requiredDays }))
    .sort((a, b) => a.schoolName.localeCompare(b.schoolName) || (a.gradeName ?? '').localeCompare(b.gradeName ?? '') || b.absentDays - a.absentDays);
}
