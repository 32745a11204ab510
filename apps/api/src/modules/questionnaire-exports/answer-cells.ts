import { formatDateTime, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { ALERT_LEVEL_EXPORT_LABELS, exportModeText, TEACHER_CONFIRM_STATUS_LABELS } from '@sukoyaka/contracts/questionnaire-exports';
import type { AlertLevel, TeacherConfirmStatus } from '@sukoyaka/contracts/questionnaires';
import type { DetailRow, ExportContent, ExportDelivery, RosterRow } from './export-queries.ts';
import type { ExcelCell, ExcelColumn, ExcelHeader } from '../../lib/workbook.ts';

/** A question as the exports read it: number (1-based over all pages), text, form type, options by id. */
export interface ExportQuestion {
  id: number;
  number: number;
  text: string;
  formType: ExportContent['questions'][number]['formType'];
  bullyingField: ExportContent['questions'][number]['bullyingField'];
  options: Map<number, { text: string; score: number; index: number }>;
}

/**
 * The questions of a questionnaire in the order students see them (page, then position), their
 * texts and options' texts without `{漢字:よみ}` readings (a teacher's file shows 漢字 only; issue 24 item 4).
 */
export function exportQuestions(content: ExportContent): ExportQuestion[] {
  const pageOrder = new Map(content.groups.map((g, i) => [g.id, i]));
  const ordered = [...content.questions].sort(
    (a, b) => (pageOrder.get(a.questionGroupId) ?? 0) - (pageOrder.get(b.questionGroupId) ?? 0) || a.sortOrder - b.sortOrder || a.id - b.id,
  );
  return ordered.map((q, i) => {
    const mine = content.options.filter((o) => o.questionId === q.id);
    return {
      id: q.id,
      number: i + 1,
      text: stripFurigana(q.text),
      formType: q.formType,
      bullyingField: q.bullyingField,
      options: new Map(mine.map((o, index) => [o.id, { text: stripFurigana(o.text), score: o.score, index }])),
    };
  });
}

/**
 * What a student answered to one question, in words: the text, the chosen option's text, or the
 * ticked options joined by 、. Empty string when unanswered. `exportMode` cuts it to 8 characters
 * and … (spec §5).
 */
export function answerText(question: ExportQuestion, detail: DetailRow | undefined, exportMode = false): string {
  if (!detail) return '';
  let text: string;
  if (question.formType === 'text' || question.formType === 'long_text') text = detail.text ?? '';
  else if (question.formType === 'checkbox')
    text = detail.questionOptionIds
      .map((id) => question.options.get(id)?.text)
      .filter(Boolean)
      .join('、');
  else text = detail.questionOptionId ? (question.options.get(detail.questionOptionId)?.text ?? '') : '';
  return exportMode ? exportModeText(text) : text;
}

/** The two lead columns of every student row (spec §9 widths 24 and 18). */
export const STUDENT_COLUMNS: ExcelColumn[] = [
  { header: '学年・組', width: 24 },
  { header: '出席番号・氏名', width: 18 },
];

/** The lead cells of a student row: 5年 1組, 3番 山田 花子. */
export function studentCells(s: Pick<RosterRow, 'gradeName' | 'klassName' | 'studentNumber' | 'name'>): ExcelCell[] {
  return [`${s.gradeName} ${s.klassName}`, `${s.studentNumber}番 ${s.name}`];
}

/** 回答済み / 回答中 / 未回答 from a sheet's status (spec bullying alert completed true / false / null). */
export function statusText(status: 'answering' | 'completed' | null | undefined): string {
  return status === 'completed' ? '回答済み' : status === 'answering' ? '回答中' : '未回答';
}

/** YYYY/MM/DD HH:mm Japan time, or empty. */
export function timeText(at: Date | null | undefined): string {
  return at ? formatDateTime(at) : '';
}

/** The Japanese name of an alert level; empty for a sheet not completed. */
export function levelText(level: AlertLevel | undefined, completed: boolean): string {
  return completed && level ? ALERT_LEVEL_EXPORT_LABELS[level] : '';
}

/** The Japanese name of a teacher confirmation status; empty for a sheet not completed (spec §4). */
export function confirmText(status: TeacherConfirmStatus | undefined, completed: boolean): string {
  return completed && status ? TEACHER_CONFIRM_STATUS_LABELS[status] : '';
}

/** The spec §9 header of a delivery's export: fiscal year of its start, period start–finish (Japan dates). */
export function deliveryHeader(delivery: ExportDelivery, title: string, now: Date): ExcelHeader {
  return {
    title,
    outputAt: now,
    fiscalYear: schoolYearOf(delivery.startAt),
    period: { from: japanDateKey(delivery.startAt), toInclusive: japanDateKey(delivery.finishAt) },
  };
}
