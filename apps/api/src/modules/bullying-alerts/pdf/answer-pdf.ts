import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CONFIRM_STATUS_LABELS, type AnswerRow, type BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { japanTime } from '@sukoyaka/contracts/dates';

const require = createRequire(import.meta.url);
/** Noto Sans JP (SIL OFL) from npm, read once and embedded (subset) in every PDF, so the text extracts. */
const FONTS = {
  regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')),
  bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf')),
};

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

const MARGIN = 40;
const WIDTH = 595.28 - MARGIN * 2; // A4
const COLS = { no: 28, question: 210, answer: 210, score: WIDTH - 28 - 210 - 210 };

/**
 * One student's bullying-survey answers as an A4 PDF (spec §4 bulk PDF export): school, survey
 * title, the student (name, grade, class, number 番), answered datetime, alert level and
 * confirmation status, then the answer table (No, question, answer, score); rows that matched an
 * alert rule are bold on light blue as on screen. Japanese text is real text (pdftotext reads it).
 */
export function renderAnswerPdf(input: AnswerPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${input.title} ${input.student.name}` } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const s = input.student;
  doc.font('regular').fontSize(9).fillColor('#333333').text(input.schoolName);
  doc.font('bold').fontSize(15).fillColor('#000000').text(input.title);
  doc.moveDown(0.3);
  doc
    .font('bold')
    .fontSize(12)
    .text(`${s.name}（${s.gradeName} ${s.klassName} ${s.studentNumber ?? '-'}番）`);
  const at = input.alert.questionnaireDatetime ? japanTime(input.alert.questionnaireDatetime).format('YYYY/MM/DD HH:mm') : '-';
  doc
    .font('regular')
    .fontSize(10)
    .text(`回答日時: ${at}\u3000アラート: ${LEVEL_LABELS[input.alert.level]}\u3000確認状況: ${CONFIRM_STATUS_LABELS[input.alert.teacherConfirmStatus]}`);
  doc.moveDown(0.6);
  drawRow(doc, ['No', '質問', '回答', '点数'], true, false);
  for (const r of input.rows)
    drawRow(doc, [String(r.no), r.question, r.answer || '-', r.score === null ? '-' : `${r.score} / ${r.totalScore}`], r.matched, r.matched);
  doc.end();
  return done;
}

/** One table row: cells wrapped in their column, a light blue band for a matched row. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold: boolean, shaded: boolean): void {
  const widths = [COLS.no, COLS.question, COLS.answer, COLS.score];
  doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
  const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 8 }))) + 8;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  if (shaded) doc.save().rect(MARGIN, y, WIDTH, height).fill('#dbeafe').restore();
  doc.save().rect(MARGIN, y, WIDTH, height).lineWidth(0.5).strokeColor('#888888').stroke().restore();
  let x = MARGIN;
  cells.forEach((c, i) => {
    doc.fillColor('#000000').text(c, x + 4, y + 4, { width: widths[i]! - 8 });
    x += widths[i]!;
  });
  doc.x = MARGIN;
  doc.y = y + height;
}
