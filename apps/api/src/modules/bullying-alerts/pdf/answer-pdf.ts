import { Worker } from 'node:worker_threads';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { CONFIRM_STATUS_LABELS, type AnswerRow, type BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { japanTime } from '@sukoyaka/contracts/dates';
import { renderSheetPdf, type PdfSheet } from './answer-pdf.render.ts';

const LEVEL_LABELS: Record<BullyingAlert['level'], string> = {
  normal: '通常',
  first_stage: '第1段階',
  first_stage_plus: '第1段階＋',
  second_stage: '第2段階',
  second_stage_plus: '第2段階＋',
  third_stage: '第3段階',
};

/** One student's sheet as printed. */
export interface AnswerPdfInput {
  schoolName: string;
  title: string;
  student: { name: string; gradeName: string; klassName: string; studentNumber: number | null };
  alert: BullyingAlert;
  rows: AnswerRow[];
}

/** The sheet's texts in their printed wording (Japan time, labels; the title without `{漢字:よみ}` readings). */
function sheetOf(input: AnswerPdfInput): PdfSheet {
  const s = input.student;
  const title = stripFurigana(input.title);
  const at = input.alert.questionnaireDatetime ? japanTime(input.alert.questionnaireDatetime).format('YYYY/MM/DD HH:mm') : '-';
  return {
    documentTitle: `${title} ${s.name}`,
    schoolName: input.schoolName,
    title,
    studentLine: `${s.name}（${s.gradeName} ${s.klassName} ${s.studentNumber ?? '-'}番）`,
    metaLine: `回答日時: ${at}\u3000アラート: ${LEVEL_LABELS[input.alert.level]}\u3000確認状況: ${CONFIRM_STATUS_LABELS[input.alert.teacherConfirmStatus]}`,
    rows: input.rows.map((r) => ({
      cells: [String(r.no), r.question, r.answer || '-', r.score === null ? '-' : `${r.score} / ${r.totalScore}`],
      matched: r.matched,
    })),
  };
}

/** The process's PDF worker thread, started on first use; null after it failed (then PDFs render here). */
let worker: Worker | null = null;
let workerBroken = false;
let nextId = 0;
const pending = new Map<number, { sheet: PdfSheet; resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

/** Whether PDFs are rendered in the worker thread (false once it failed; before first use, whether it will be tried). For tests and logs. */
export const answerPdfWorkerInUse = (): boolean => !workerBroken;

/** Renders in this thread the sheets the worker left (it failed) and stops using it. */
function abandonWorker(reason: unknown): void {
  workerBroken = true;
  worker = null;
  console.warn(`answer PDF worker unavailable, rendering in the main thread: ${String(reason)}`);
  for (const [id, p] of pending) {
    pending.delete(id);
    renderSheetPdf(p.sheet).then(p.resolve, p.reject);
  }
}

function pdfWorker(): Worker | null {
  if (workerBroken) return null;
  if (worker) return worker;
  // No inherited flags: the tsx CLI's preflight hangs a worker thread, and the worker needs no
  // loader: Node ≥ 24 (the product's) runs its TypeScript by stripping the types.
  const w = new Worker(new URL('./answer-pdf.worker.ts', import.meta.url), { execArgv: [] });
  w.unref();
  w.on('message', (m: { id: number; pdf?: ArrayBuffer; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.pdf) p.resolve(Buffer.from(m.pdf));
    else p.reject(new Error(m.error ?? 'PDF worker failed'));
  });
  w.on('error', abandonWorker);
  w.on('exit', (code) => {
    if (worker === w && pending.size) abandonWorker(`exit ${code}`);
    if (worker === w) worker = null;
  });
  worker = w;
  return w;
}

/**
 * One student's bullying-survey answers as an A4 PDF (spec §4 bulk PDF export): school, survey
 * title, the student (name, grade, class, number 番), answered datetime, alert level and
 * confirmation status, then the answer table (No, question, answer, score); rows that matched an
 * alert rule are bold on light blue as on screen. Japanese text is real text (pdftotext reads it).
 * Rendered in a worker thread at the lowest CPU priority (decision 040): pdfkit takes 60–80 ms of
 * CPU per sheet, which on the API's event loop would hold up every request meanwhile; if the
 * worker cannot run, in this thread.
 */
export function renderAnswerPdf(input: AnswerPdfInput): Promise<Buffer> {
  const sheet = sheetOf(input);
  const w = pdfWorker();
  if (!w) return renderSheetPdf(sheet);
  return new Promise<Buffer>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { sheet, resolve, reject });
    w.postMessage({ id, sheet });
  });
}
