import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { addDays, fiscalPeriod, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { REPORT_COLUMN_WIDTHS, REPORT_TITLES, type StudentsReportQuery } from '@sukoyaka/contracts/reports';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlerts, conditions, grades, klasses, soss, sosSettings, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { SchoolScope, TeacherScope } from '../../lib/actor.ts';
import { excelExport, type DownloadFile, type ExcelCell, type ExcelColumn } from '../../lib/workbook.ts';
import { dashboardScope } from '../teachers/teachers.service.ts';
import { registrationDays } from './registration-days.ts';
import { studentInKlass } from '../students/students.service.ts';

interface Student {
  id: number;
  klassId: number;
  name: string;
  studentNumber: number;
  gradeName: string;
  klassName: string;
}

/**
 * GET /api/teachers/students/report (spec §9 Excel export): one of the three reports for the
 * students the teacher may see (admin: the school), for a fiscal year or one month of it (capped at
 * today), as .xlsx with the spec's header block, file name and column widths. Every figure is one
 * grouped read over the (student_id, date) indexes.
 */
export async function studentsReport(db: Database, teacher: TeacherScope, query: StudentsReportQuery, now = new Date()): Promise<DownloadFile> {
  const fiscalYear = query.year ?? schoolYearOf(now);
  const period = fiscalPeriod(fiscalYear, query.month);
  const today = japanDateKey(now);
  const toInclusive = [addDays(period.to, -1), today].sort()[0]!;
  const scope = dashboardScope(teacher, query.klassId);
  const roster: Student[] = scope
    ? await db
        .select({ ...studentInKlass, klassId: studentEnrollments.klassId })
        .from(studentEnrollments)
        .innerJoin(students, eq(students.id, studentEnrollments.studentId))
        .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
        .innerJoin(grades, eq(grades.id, klasses.gradeId))
        .where(
          and(
            eq(students.schoolId, scope.schoolId),
            eq(studentEnrollments.schoolYearId, scope.schoolYearId),
            inArray(studentEnrollments.klassId, scope.klassIds),
            query.gradeId ? eq(klasses.gradeId, query.gradeId) : undefined,
          ),
        )
        .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(studentEnrollments.studentNumber))
    : [];
  const ids = roster.map((p) => p.id);
  const range = { from: period.from, toExclusive: addDays(toInclusive, 1) };
  const title = REPORT_TITLES[query.type];
  const [w1, w2, w3] = REPORT_COLUMN_WIDTHS[query.type];
  const lead = (p: Student) => [`${p.gradeName} ${p.klassName}`, `${p.studentNumber}番 ${p.name}`];
  const base = [
    { header: '学年・組', width: w1 },
    { header: '出席番号・氏名', width: w2 },
  ];

  let columns: ExcelColumn[];
  let rows: ExcelCell[][];
  if (query.type === 'registration') {
    const days = await registrationDays(db, teacher, roster, range);
    columns = [...base, { header: '入力日数', width: w3 }, { header: '登校日数', width: 10 }, { header: '入力率', width: 10 }];
    rows = roster.map((p) => {
      const { entered: n, schoolDays } = days.get(p.id)!;
      return [...lead(p), n, schoolDays, schoolDays ? `${Math.round((Math.min(n, schoolDays) / schoolDays) * 100)}%` : '-'];
    });
  } else if (query.type === 'sos') {
    const byLabel = ids.length
      ? await db
          .select({
            studentId: soss.studentId,
            label: soss.label,
            n: count(),
            unprocessed: sql<number>`count(*) filter (where not ${soss.processed})`.mapWith(Number),
          })
          .from(soss)
          .where(and(eq(soss.schoolId, teacher.schoolId), inArray(soss.studentId, ids), gte(soss.date, range.from), lt(soss.date, range.toExclusive)))
          .groupBy(soss.studentId, soss.label)
      : [];
    const labels = await sosLabelsInFilterOrder(
      db,
      teacher.schoolId,
      byLabel.map((r) => r.label),
    );
    columns = [
      ...base,
      { header: '話したい回数', width: w3 },
      { header: '未対応', width: 10 },
      ...labels.map((l) => ({ header: stripFurigana(l), width: 18 })),
    ];
    rows = roster.map((p) => {
      const mine = byLabel.filter((r) => r.studentId === p.id);
      return [
        ...lead(p),
        mine.reduce((a, r) => a + r.n, 0),
        mine.reduce((a, r) => a + r.unprocessed, 0),
        ...labels.map((l) => mine.find((r) => r.label === l)?.n ?? 0),
      ];
    });
  } else {
    const flagged = ids.length
      ? await db
          .select({
            studentId: conditions.studentId,
            anyDays: sql<number>`count(*) filter (where ${conditions.mental} in ('bad','worst') or ${conditions.physical} in ('bad','worst'))`.mapWith(Number),
            mentalBad: sql<number>`count(*) filter (where ${conditions.mental} = 'bad')`.mapWith(Number),
            mentalWorst: sql<number>`count(*) filter (where ${conditions.mental} = 'worst')`.mapWith(Number),
            physicalBad: sql<number>`count(*) filter (where ${conditions.physical} = 'bad')`.mapWith(Number),
            physicalWorst: sql<number>`count(*) filter (where ${conditions.physical} = 'worst')`.mapWith(Number),
          })
          .from(conditions)
          .where(
            and(
              eq(conditions.schoolId, teacher.schoolId),
              inArray(conditions.studentId, ids),
              gte(conditions.date, range.from),
              lt(conditions.date, range.toExclusive),
            ),
          )
          .groupBy(conditions.studentId)
      : [];
    const alerts = await countBy(db, teacher, ids, conditionAlerts, range);
    columns = [
      ...base,
      { header: '不調の日数', width: w3 },
      { header: '心：少し悪い', width: 12 },
      { header: '心：悪い', width: 12 },
      { header: '体：少し悪い', width: 12 },
      { header: '体：悪い', width: 12 },
      { header: 'アラート', width: 10 },
    ];
    rows = roster.map((p) => {
      const f = flagged.find((r) => r.studentId === p.id);
      return [...lead(p), f?.anyDays ?? 0, f?.mentalBad ?? 0, f?.mentalWorst ?? 0, f?.physicalBad ?? 0, f?.physicalWorst ?? 0, alerts.get(p.id) ?? 0];
    });
  }
  return excelExport({ title, outputAt: now, fiscalYear, period: { from: period.from, toInclusive } }, columns, [rows]);
}

/** Rows per student of a (student_id, date) table of the scope's school in a date range. */
async function countBy(
  db: Database,
  scope: SchoolScope,
  ids: number[],
  table: typeof conditions | typeof conditionAlerts,
  range: { from: string; toExclusive: string },
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ studentId: table.studentId, n: count() })
    .from(table)
    .where(and(eq(table.schoolId, scope.schoolId), inArray(table.studentId, ids), gte(table.date, range.from), lt(table.date, range.toExclusive)))
    .groupBy(table.studentId);
  return new Map(rows.map((r) => [r.studentId, r.n]));
}

/**
 * The 話したい columns of the sos report: every current talk-to button in the order the
 * 話したいダッシュボード's filter lists them (sort order; issue 10 item 9), a column even when
 * nobody pressed it, then the pressed labels no current button carries any more (renamed or
 * deleted buttons, kept in history), by name.
 */
async function sosLabelsInFilterOrder(db: Database, schoolId: number, pressed: string[]): Promise<string[]> {
  const buttons = await db
    .select({ label: sosSettings.label })
    .from(sosSettings)
    .where(and(eq(sosSettings.schoolId, schoolId), isNull(sosSettings.deletedAt)))
    .orderBy(asc(sosSettings.sortOrder), asc(sosSettings.id));
  const current = buttons.map((b) => b.label);
  const used = new Set(pressed);
  return [...new Set([...current, ...[...used].filter((l) => !current.includes(l)).sort()])];
}
