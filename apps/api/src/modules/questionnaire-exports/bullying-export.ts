import type { ManySheetsExportQuery } from '@sukoyaka/contracts/questionnaire-exports';
import type { BullyingField } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { answerText, confirmText, deliveryHeader, exportQuestions, levelText, statusText, STUDENT_COLUMNS, studentCells } from './answer-cells.ts';
import { loadContent, loadDelivery, loadRoster, rosterRows } from './export-queries.ts';
import { excelExport, type ExcelCell, type ExcelColumn, type DownloadFile } from '../../lib/workbook.ts';

/** Column headers of the bullying-alert fields (spec §3 Bullying alert). */
const FIELD_HEADERS: Record<BullyingField, string> = {
  bullied: 'いやな思い',
  whenBullying: 'いつ',
  whereBullying: 'どこで',
  seen: '見たこと',
  seenDetail: '見た内容',
  told: '相談',
  question: '話したい',
  handshakeDetail: '面談',
  freeText: '自由記述',
};

/**
 * GET /api/teachers/bullying_alerts/export_survey: the bullying-alert list of one delivery in export
 * mode: one row per target student the teacher may see with 回答状況, アラートレベル, 確認状況 and,
 * for each bullying field the survey's questions feed (when / where, seen / seenDetail, question,
 * handshakeDetail …), the answer cut to 8 characters and … (spec §5). Streams.
 */
export async function exportBullyingSurvey(db: Database, teacher: TeacherScope, query: ManySheetsExportQuery, now = new Date()): Promise<DownloadFile> {
  const delivery = await loadDelivery(db, teacher, query.questionnaireDeliveryId);
  const content = await loadContent(db, delivery.questionnaireId);
  const roster = await loadRoster(db, teacher, delivery, query);
  const fielded = exportQuestions(content).filter((q) => q.bullyingField);
  const columns: ExcelColumn[] = [
    ...STUDENT_COLUMNS,
    { header: '回答状況', width: 10 },
    { header: 'アラートレベル', width: 14 },
    { header: '確認状況', width: 14 },
    ...fielded.map((q) => ({ header: FIELD_HEADERS[q.bullyingField!], width: 14 })),
  ];
  const rows = rosterRows<ExcelCell>(db, roster, (s, details) => {
    const done = s.sheet?.status === 'completed';
    const answers = new Map(details.map((d) => [d.questionId, d]));
    return [
      ...studentCells(s),
      statusText(s.sheet?.status),
      levelText(s.sheet?.alertLevel, done),
      confirmText(s.sheet?.teacherConfirmStatus, done),
      ...fielded.map((q) => answerText(q, answers.get(q.id), true)),
    ];
  });
  return excelExport(deliveryHeader(delivery, `${delivery.title}_いじめアラート`, now), columns, rows);
}
