/**
 * Questionnaire exports (issue 11 item 5, spec §7 "Questionnaires", §9 Excel export). Every file is
 * one sheet with the spec §9 header block (reports/excel.ts: title, output time, fiscal year,
 * period), the file name title + YYMMDD_hhmm, the first two columns 学年・組 (24) and 出席番号・氏名 (18)
 * where rows are students, and text cells that a spreadsheet could take for a formula neutralised.
 * A teacher sees only the students of their scope (a class teacher: their homeroom classes); a
 * delivery, student or class outside it is 404. Empty filter values are dropped (contracts).
 *
 * - `questionnaires/{id}/export_answers` ({id}: the questionnaire delivery): each target student's
 *   status, time, alert level (and a validated scale's score and band) and every answer in full.
 * - `questionnaires/{id}/export_alerts`: the completed sheets above normal, with the answers that
 *   raised them.
 * - `questionnaires/{id}/export_survey`: the tally per option / text question of completed sheets.
 * - `students/export_questionaire`: one student's sheet, question by question, in full.
 * - `students/export_past_questionnaire`: a student's completed sheets (spec §2 past-alert columns).
 * - `students/export_many_questionaire`: the dashboard's answer list in export mode (answers cut to
 *   8 characters and …, spec §5).
 * - `bullying_alerts/export_survey`: the bullying-alert list (bullying fields) in export mode.
 *
 * The three `questionnaires/{id}/*` and the three `students/*` exports hold a bullying survey's
 * sheets (questionnaire kind 'bullying') only after the route's confirm-token gate (`BullyingGate`,
 * decision 022); other kinds need the ordinary teacher rights.
 *
 * Student-row exports stream (exceljs WorkbookWriter, answers read 250 students at a time), so a big
 * school's file is never built in memory.
 */
export { exportBullyingSurvey } from './bullying-export.ts';
export { exportAlerts, exportAnswers, exportSurvey } from './delivery-exports.ts';
export { exportManySheets, exportStudentPast, exportStudentSheet, type BullyingGate } from './student-exports.ts';
export type { ExportFile } from './stream-workbook.ts';
