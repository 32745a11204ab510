import { and, desc, eq, isNull } from 'drizzle-orm';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import {
  ALERT_LEVEL_EXPORT_LABELS,
  type ManySheetsExportQuery,
  type StudentPastExportQuery,
  type StudentSheetExportQuery,
} from '@sukoyaka/contracts/questionnaire-exports';
import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, questionnaireAnswers, questionnaireDeliveries, questionnaires, schoolYears, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { assertVisibleStudent } from '../teachers/teachers.service.ts';
import { excelExport, type DownloadFile, type ExcelCell, type ExcelColumn, type ExcelHeader } from '../../lib/workbook.ts';
import { findQuestionnaireContent } from '../questionnaires/question-set.service.ts';
import {
  answerText,
  confirmText,
  deliveryHeader,
  exportQuestions,
  levelText,
  statusText,
  STUDENT_COLUMNS,
  studentCells,
  timeText,
  type ExportQuestion,
} from './answer-cells.ts';
import { loadDelivery, loadDetails, loadRoster, rosterRows, type BullyingGate, type RosterRow } from './export-queries.ts';

/** The student's enrollment in each school year (grade and class names), by 年度. */
async function enrollments(db: Database, teacher: TeacherScope, studentId: number) {
  const rows = await db
    .select({ year: schoolYears.year, name: students.name, studentNumber: studentEnrollments.studentNumber, gradeName: grades.name, klassName: klasses.name })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(schoolYears, eq(schoolYears.id, studentEnrollments.schoolYearId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(and(eq(studentEnrollments.studentId, studentId), eq(students.schoolId, teacher.schoolId)));
  return new Map(rows.map((r) => [r.year, r]));
}

/**
 * GET /api/teachers/students/export_questionaire: one student's sheet of one delivery, one row per
 * question: No, 質問, 回答 (full text), 得点, 該当 (the level the answer's rules raised); the first
 * row gives the sheet's 回答状況, 回答日時 and アラートレベル. A bullying survey's sheet passes
 * `gate` first (decision 022). @throws 404 for a student the teacher may not see or a delivery of
 * another school (before the gate: a 403 never tells that a sheet exists); 403 from `gate`.
 */
export async function exportStudentSheet(
  db: Database,
  teacher: TeacherScope,
  query: StudentSheetExportQuery,
  gate: BullyingGate,
  now = new Date(),
): Promise<DownloadFile> {
  await assertVisibleStudent(db, teacher, query.studentId);
  const delivery = await loadDelivery(db, teacher, query.questionnaireDeliveryId);
  if (delivery.kind === 'bullying') await gate();
  const content = await findQuestionnaireContent(db, delivery.questionnaireId);
  const [sheet] = await db
    .select()
    .from(questionnaireAnswers)
    .where(
      and(
        eq(questionnaireAnswers.questionnaireDeliveryId, delivery.id),
        eq(questionnaireAnswers.studentId, query.studentId),
        eq(questionnaireAnswers.schoolId, teacher.schoolId),
      ),
    )
    .limit(1);
  const student = (await enrollments(db, teacher, query.studentId)).get(schoolYearOf(now));
  if (!student) throw notFound();
  const details = sheet ? ((await loadDetails(db, [sheet.id])).get(sheet.id) ?? []) : [];
  const answers = new Map(details.map((d) => [d.questionId, d]));
  const done = sheet?.status === 'completed';
  const rows: ExcelCell[][] = [
    [
      '',
      `${studentCells(student).join(' ')}`,
      [statusText(sheet?.status), timeText(sheet?.completedAt), levelText(sheet?.alertLevel, done)].filter(Boolean).join(' '),
      null,
      '',
    ],
    ...exportQuestions(content).map((q) => {
      const d = answers.get(q.id);
      return [q.number, q.text, answerText(q, d), d?.score ?? null, d?.matchedLevel ? ALERT_LEVEL_EXPORT_LABELS[d.matchedLevel] : ''];
    }),
  ];
  const columns: ExcelColumn[] = [
    { header: 'No', width: 8 },
    { header: '質問', width: 40 },
    { header: '回答', width: 40 },
    { header: '得点', width: 8 },
    { header: '該当', width: 14 },
  ];
  return excelExport(deliveryHeader(delivery, `${delivery.title}_${student.name}`, now), columns, [rows]);
}

/**
 * GET /api/teachers/students/export_past_questionnaire: every completed sheet of a student, newest
 * first, with the spec §2 past-alert columns: answered datetime, grade, school year, delivery id,
 * survey name, its flags (alert level, a validated scale's score and band) and the teacher
 * confirmation status. The file spans all the student's sheets, so when **any** of them is a
 * bullying survey's sheet the whole file passes `gate` (its levels and statuses are read from the
 * child's words; decision 022, note of issue 11). @throws 404 for a student the teacher may not
 * see; 403 from `gate`.
 */
export async function exportStudentPast(
  db: Database,
  teacher: TeacherScope,
  query: StudentPastExportQuery,
  gate: BullyingGate,
  now = new Date(),
): Promise<DownloadFile> {
  await assertVisibleStudent(db, teacher, query.studentId);
  const years = await enrollments(db, teacher, query.studentId);
  const student = years.get(schoolYearOf(now));
  if (!student) throw notFound();
  const sheets = await db
    .select({
      deliveryId: questionnaireDeliveries.id,
      title: questionnaires.title,
      kind: questionnaires.kind,
      completedAt: questionnaireAnswers.completedAt,
      alertLevel: questionnaireAnswers.alertLevel,
      scaleScore: questionnaireAnswers.scaleScore,
      scaleBand: questionnaireAnswers.scaleBand,
      teacherConfirmStatus: questionnaireAnswers.teacherConfirmStatus,
    })
    .from(questionnaireAnswers)
    .innerJoin(questionnaireDeliveries, eq(questionnaireDeliveries.id, questionnaireAnswers.questionnaireDeliveryId))
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireDeliveries.questionnaireId))
    .where(
      and(
        eq(questionnaireAnswers.studentId, query.studentId),
        eq(questionnaireAnswers.schoolId, teacher.schoolId),
        eq(questionnaireAnswers.status, 'completed'),
        isNull(questionnaireDeliveries.deletedAt),
      ),
    )
    .orderBy(desc(questionnaireAnswers.completedAt));
  if (sheets.some((s) => s.kind === 'bullying')) await gate();
  const rows: ExcelCell[][] = sheets.map((s) => {
    const year = s.completedAt ? schoolYearOf(s.completedAt) : null;
    const flags = [levelText(s.alertLevel, true), s.scaleScore !== null ? `${s.scaleScore}点` : '', s.scaleBand ?? ''].filter(Boolean).join(' ');
    return [
      timeText(s.completedAt),
      (year && years.get(year)?.gradeName) || '',
      year ? `${year}年度` : '',
      s.deliveryId,
      stripFurigana(s.title),
      flags,
      confirmText(s.teacherConfirmStatus, true),
    ];
  });
  const columns: ExcelColumn[] = [
    { header: '回答日時', width: 24 },
    { header: '学年', width: 18 },
    { header: '年度', width: 10 },
    { header: '配信ID', width: 10 },
    { header: 'アンケート名', width: 32 },
    { header: 'アンケートの判定', width: 24 },
    { header: '確認状況', width: 14 },
  ];
  const first = sheets.at(-1)?.completedAt ?? now;
  const header = {
    title: `過去のアンケート_${student.name}`,
    outputAt: now,
    fiscalYear: schoolYearOf(now),
    period: { from: japanDateKey(first), toInclusive: japanDateKey(now) },
  };
  return excelExport(header, columns, [rows]);
}

/**
 * GET /api/teachers/students/export_many_questionaire: the dashboard's answer list in export mode
 * (spec §2 "Excel export of the answer list", §5): one row per target student the teacher may
 * see, with 回答状況, アラートレベル, 確認状況 and one column per question whose answer is cut to 8
 * characters and … Streams. A bullying survey's delivery passes `gate` first (decision 022).
 * @throws 404 for a delivery of another school or a class the teacher may not see; 403 from `gate`.
 */
export async function exportManySheets(
  db: Database,
  teacher: TeacherScope,
  query: ManySheetsExportQuery,
  gate: BullyingGate,
  now = new Date(),
): Promise<DownloadFile> {
  const delivery = await loadDelivery(db, teacher, query.questionnaireDeliveryId);
  const roster = await loadRoster(db, teacher, delivery, query);
  if (delivery.kind === 'bullying') await gate();
  const content = await findQuestionnaireContent(db, delivery.questionnaireId);
  const questions = exportQuestions(content).map((q) => ({ ...q, header: `Q${q.number}` }));
  return answerList(db, roster, questions, deliveryHeader(delivery, `${delivery.title}_回答`, now));
}

/**
 * An answer list in export mode (spec §5; the dashboard's and the bullying-alert list's): one row
 * per student of `roster` with 回答状況, アラートレベル, 確認状況, then one column per question of
 * `questions` (headed `header`) whose answer is cut to 8 characters and …; read 250 students at a
 * time and streamed.
 */
export function answerList(db: Database, roster: RosterRow[], questions: (ExportQuestion & { header: string })[], header: ExcelHeader): DownloadFile {
  const columns: ExcelColumn[] = [
    ...STUDENT_COLUMNS,
    { header: '回答状況', width: 10 },
    { header: 'アラートレベル', width: 14 },
    { header: '確認状況', width: 14 },
    ...questions.map((q) => ({ header: q.header, width: 14 })),
  ];
  const rows = rosterRows<ExcelCell>(db, roster, (s, details) => {
    const done = s.sheet?.status === 'completed';
    const answers = new Map(details.map((d) => [d.questionId, d]));
    return [
      ...studentCells(s),
      statusText(s.sheet?.status),
      levelText(s.sheet?.alertLevel, done),
      confirmText(s.sheet?.teacherConfirmStatus, done),
      ...questions.map((q) => answerText(q, answers.get(q.id), true)),
    ];
  });
  return excelExport(header, columns, rows);
}
