import type { DeliveryExportQuery } from '@sukoyaka/contracts/questionnaire-exports';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
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
import { excelExport, type DownloadFile, type ExcelCell, type ExcelColumn } from '../../lib/workbook.ts';
import { findQuestionnaireContent } from '../questionnaires/question-set.service.ts';
import { loadDelivery, loadRoster, rosterRows, type BullyingGate, type DetailRow } from './export-queries.ts';

const SCALE_KINDS = new Set(['k6', 'who5', 'phqa']);

/**
 * The delivery, its questions and the roster the teacher may see, read in that order: the 404
 * checks (another school's or a deleted delivery, a class outside the teacher's) come first, then a
 * bullying survey's delivery (questionnaire kind 'bullying') passes `gate` (decision 022) before any
 * answer is read, so a 403 never tells that a delivery exists. @throws 404; 403 from `gate`.
 */
async function loadGated(db: Database, teacher: TeacherScope, deliveryId: number, query: DeliveryExportQuery, gate: BullyingGate) {
  const delivery = await loadDelivery(db, teacher, deliveryId);
  const roster = await loadRoster(db, teacher, delivery, query);
  if (delivery.kind === 'bullying') await gate();
  return { delivery, content: await findQuestionnaireContent(db, delivery.questionnaireId), roster };
}

/** The detail of each question of a sheet, by question id. */
function byQuestion(details: DetailRow[]): Map<number, DetailRow> {
  return new Map(details.map((d) => [d.questionId, d]));
}

/**
 * GET /api/teachers/questionnaires/{id}/export_answers: every target student the teacher may see,
 * one row each (回答状況, 回答日時, アラートレベル, a validated scale's 得点 and 判定), then one column
 * per question with the full answer (option text, ticked options joined by 、, or the text). Streams.
 * A bullying survey's delivery passes `gate` first (decision 022). @throws 404 for a delivery of
 * another school or a class the teacher may not see; 403 from `gate`.
 */
export async function exportAnswers(
  db: Database,
  teacher: TeacherScope,
  deliveryId: number,
  query: DeliveryExportQuery,
  gate: BullyingGate,
  now = new Date(),
): Promise<DownloadFile> {
  const { delivery, content, roster } = await loadGated(db, teacher, deliveryId, query, gate);
  const questions = exportQuestions(content);
  const scale = SCALE_KINDS.has(delivery.kind);
  const columns: ExcelColumn[] = [
    ...STUDENT_COLUMNS,
    { header: '回答状況', width: 10 },
    { header: '回答日時', width: 18 },
    { header: 'アラートレベル', width: 14 },
    ...(scale
      ? [
          { header: '得点', width: 8 },
          { header: '判定', width: 14 },
        ]
      : []),
    ...questions.map((q) => ({ header: `Q${q.number}. ${q.text}`, width: q.formType === 'long_text' ? 40 : 24 })),
  ];
  const rows = rosterRows<ExcelCell>(db, roster, (s, details) => {
    const done = s.sheet?.status === 'completed';
    const answers = byQuestion(details);
    return [
      ...studentCells(s),
      statusText(s.sheet?.status),
      timeText(s.sheet?.completedAt),
      levelText(s.sheet?.alertLevel, done),
      ...(scale ? [done ? (s.sheet?.scaleScore ?? null) : null, done ? (s.sheet?.scaleBand ?? '') : ''] : []),
      ...questions.map((q) => answerText(q, answers.get(q.id))),
    ];
  });
  return excelExport(deliveryHeader(delivery, `${delivery.title}_回答一覧`, now), columns, rows);
}

/** "Q3 何度もある" for every answer whose alert rules matched (the rows shown bold on light blue). */
function matchedAnswers(questions: ExportQuestion[], details: DetailRow[]): string {
  const answers = byQuestion(details);
  return questions
    .filter((q) => answers.get(q.id)?.matchedLevel)
    .map((q) => `Q${q.number} ${answerText(q, answers.get(q.id))}`)
    .join(' / ');
}

/**
 * GET /api/teachers/questionnaires/{id}/export_alerts: the completed sheets whose level is above
 * normal, one row each: アラートレベル, 回答日時, 確認状況 and the answers that raised it (full text).
 * Streams. A bullying survey's delivery passes `gate` first (decision 022); @throws as exportAnswers.
 */
export async function exportAlerts(
  db: Database,
  teacher: TeacherScope,
  deliveryId: number,
  query: DeliveryExportQuery,
  gate: BullyingGate,
  now = new Date(),
): Promise<DownloadFile> {
  const { delivery, content, roster } = await loadGated(db, teacher, deliveryId, query, gate);
  const questions = exportQuestions(content);
  const flagged = roster.filter((s) => s.sheet?.status === 'completed' && s.sheet.alertLevel !== 'normal');
  const columns: ExcelColumn[] = [
    ...STUDENT_COLUMNS,
    { header: 'アラートレベル', width: 14 },
    { header: '回答日時', width: 18 },
    { header: '確認状況', width: 14 },
    { header: '該当した回答', width: 60 },
  ];
  const rows = rosterRows<ExcelCell>(db, flagged, (s, details) => [
    ...studentCells(s),
    levelText(s.sheet?.alertLevel, true),
    timeText(s.sheet?.completedAt),
    confirmText(s.sheet?.teacherConfirmStatus, true),
    matchedAnswers(questions, details),
  ]);
  return excelExport(deliveryHeader(delivery, `${delivery.title}_アラート一覧`, now), columns, rows);
}

/**
 * GET /api/teachers/questionnaires/{id}/export_survey: the tally of the completed sheets the teacher
 * may see. A first row 対象者 / 回答済み and the answer rate, then per question: for each option how many chose it and
 * the share of the completed sheets (%), for a text question how many wrote something. Reads the
 * answers batch by batch; the file is small. A bullying survey's delivery passes `gate` first
 * (decision 022); @throws as exportAnswers.
 */
export async function exportSurvey(
  db: Database,
  teacher: TeacherScope,
  deliveryId: number,
  query: DeliveryExportQuery,
  gate: BullyingGate,
  now = new Date(),
): Promise<DownloadFile> {
  const { delivery, content, roster } = await loadGated(db, teacher, deliveryId, query, gate);
  const questions = exportQuestions(content);
  const completed = roster.filter((s) => s.sheet?.status === 'completed');
  const counts = new Map<number, number>();
  const written = new Map<number, number>();
  for await (const _ of rosterRows(db, completed, (_s, details) => {
    for (const d of details) {
      const ids = d.questionOptionIds.length ? d.questionOptionIds : d.questionOptionId ? [d.questionOptionId] : [];
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      if ((d.text ?? '').trim() !== '') written.set(d.questionId, (written.get(d.questionId) ?? 0) + 1);
    }
    return null;
  }));
  const share = (n: number) => (completed.length ? `${Math.round((n / completed.length) * 1000) / 10}%` : '-');
  const rate = roster.length ? `${Math.round((completed.length / roster.length) * 1000) / 10}%` : '-';
  const rows: ExcelCell[][] = [['', `対象者 ${roster.length}人`, `回答済み ${completed.length}人`, completed.length, rate]];
  for (const q of questions) {
    if (q.formType === 'text' || q.formType === 'long_text') {
      const n = written.get(q.id) ?? 0;
      rows.push([`Q${q.number}`, q.text, '（記述あり）', n, share(n)]);
      continue;
    }
    for (const [id, option] of q.options) {
      const n = counts.get(id) ?? 0;
      rows.push([option.index === 0 ? `Q${q.number}` : '', option.index === 0 ? q.text : '', option.text, n, share(n)]);
    }
  }
  const columns: ExcelColumn[] = [
    { header: 'No', width: 8 },
    { header: '質問', width: 40 },
    { header: '選択肢', width: 24 },
    { header: '人数', width: 10 },
    { header: '割合', width: 10 },
  ];
  return excelExport(deliveryHeader(delivery, `${delivery.title}_集計`, now), columns, [rows]);
}
