import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import type { StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import type { Database } from '@sukoyaka/db/client';
import {
  grades,
  klasses,
  questionnaireAnswers,
  questionnaireDeliveries,
  questionnaireDeliveryGrades,
  questionnaires,
  studentEnrollments,
  students,
} from '@sukoyaka/db/schema';
import type { SchoolScope, TeacherScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { QuestionSet } from '../questionnaires/question-set.service.ts';

/**
 * A delivery of the scope's school (not deleted) with its questionnaire's title (without
 * `{漢字:よみ}` readings: exports show 漢字 only) and kind and its target grades. @throws 404 for an unknown, deleted or another school's delivery.
 */
export async function loadDelivery(db: Database, scope: SchoolScope, deliveryId: number) {
  const [row] = await db
    .select({
      id: questionnaireDeliveries.id,
      questionnaireId: questionnaires.id,
      title: questionnaires.title,
      kind: questionnaires.kind,
      startAt: questionnaireDeliveries.startAt,
      finishAt: questionnaireDeliveries.finishAt,
      completedAt: questionnaireDeliveries.completedAt,
    })
    .from(questionnaireDeliveries)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireDeliveries.questionnaireId))
    .where(and(eq(questionnaireDeliveries.id, deliveryId), eq(questionnaireDeliveries.schoolId, scope.schoolId), isNull(questionnaireDeliveries.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  const gradeRows = await db
    .select({ gradeId: questionnaireDeliveryGrades.gradeId })
    .from(questionnaireDeliveryGrades)
    .where(eq(questionnaireDeliveryGrades.questionnaireDeliveryId, deliveryId));
  return { ...row, title: stripFurigana(row.title), gradeIds: gradeRows.map((g) => g.gradeId) };
}
export type ExportDelivery = Awaited<ReturnType<typeof loadDelivery>>;

/** A questionnaire's pages, questions and options, in order (the questionnaires module reads them). */
export type ExportContent = QuestionSet;

/**
 * The students a delivery is for that the teacher may see: enrolled this school year in one of the
 * scope's classes (a class teacher: their homeroom classes) of one of the delivery's grades,
 * optionally one grade or class, in grade / class / number order, each with their sheet (null
 * when not started). @throws 404 for a klassId the teacher may not see.
 */
export async function loadRoster(db: Database, teacher: TeacherScope, delivery: ExportDelivery, filter: { gradeId?: number; klassId?: number }) {
  if (filter.klassId && !teacher.klassIds.includes(filter.klassId)) throw notFound();
  if (teacher.schoolYearId === null || teacher.klassIds.length === 0 || delivery.gradeIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    eq(students.schoolId, teacher.schoolId),
    eq(studentEnrollments.schoolYearId, teacher.schoolYearId),
    inArray(studentEnrollments.klassId, teacher.klassIds),
    inArray(klasses.gradeId, delivery.gradeIds),
    filter.gradeId ? eq(klasses.gradeId, filter.gradeId) : undefined,
    filter.klassId ? eq(klasses.id, filter.klassId) : undefined,
  ];
  return db
    .select({
      studentId: students.id,
      name: students.name,
      studentNumber: studentEnrollments.studentNumber,
      gradeName: grades.name,
      klassName: klasses.name,
      sheet: {
        id: questionnaireAnswers.id,
        status: questionnaireAnswers.status,
        completedAt: questionnaireAnswers.completedAt,
        alertLevel: questionnaireAnswers.alertLevel,
        scaleScore: questionnaireAnswers.scaleScore,
        scaleBand: questionnaireAnswers.scaleBand,
        teacherConfirmStatus: questionnaireAnswers.teacherConfirmStatus,
      },
    })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .leftJoin(questionnaireAnswers, and(eq(questionnaireAnswers.studentId, students.id), eq(questionnaireAnswers.questionnaireDeliveryId, delivery.id)))
    .where(and(...conditions))
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(studentEnrollments.studentNumber));
}
export type RosterRow = Awaited<ReturnType<typeof loadRoster>>[number];

/** The answers of some sheets (each sheet's `answers`, decision 043), by sheet id. One indexed read. */
export async function loadDetails(db: Database, sheetIds: number[]): Promise<Map<number, StoredAnswer[]>> {
  const rows = sheetIds.length
    ? await db
        .select({ id: questionnaireAnswers.id, answers: questionnaireAnswers.answers })
        .from(questionnaireAnswers)
        .where(inArray(questionnaireAnswers.id, sheetIds))
    : [];
  return new Map(rows.map((row) => [row.id, row.answers]));
}
/** One answer of a sheet as the exports read it. */
export type DetailRow = StoredAnswer;

/** Sheets are read in batches of this many students while the file streams. */
export const ROSTER_BATCH = 250;

/**
 * Yields the export rows of a roster batch by batch: reads a batch's answers (the next batch's read
 * starts while the caller writes the current one), then maps each student with `toRow` (null: no
 * row). Memory stays at two batches of answers.
 */
export async function* rosterRows<T>(
  db: Database,
  roster: RosterRow[],
  toRow: (student: RosterRow, details: DetailRow[]) => T[] | null,
): AsyncGenerator<T[][]> {
  const batches: RosterRow[][] = [];
  for (let i = 0; i < roster.length; i += ROSTER_BATCH) batches.push(roster.slice(i, i + ROSTER_BATCH));
  const read = (batch: RosterRow[]) => {
    const reading = loadDetails(
      db,
      batch.flatMap((s) => (s.sheet?.id ? [s.sheet.id] : [])),
    );
    // Handled here too: a download stopped midway leaves a read nobody awaits.
    reading.catch(() => undefined);
    return reading;
  };
  let pending = batches[0] ? read(batches[0]) : null;
  for (let b = 0; b < batches.length; b++) {
    const details = await pending!;
    pending = batches[b + 1] ? read(batches[b + 1]!) : null;
    const rows: T[][] = [];
    for (const student of batches[b]!) {
      const row = toRow(student, student.sheet?.id ? (details.get(student.sheet.id) ?? []) : []);
      if (row) rows.push(row);
    }
    yield rows;
  }
}

/**
 * The route's password re-entry check (decision 022), called by an export once it knows the file
 * would hold a bullying survey's sheets (questionnaire kind 'bullying') and before it reads them.
 * @throws 403 いじめアンケートの回答を見るには、パスワードを再入力してください。 without a valid confirm token.
 */
export type BullyingGate = () => Promise<void>;
