import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// Self-contained on purpose (only pdfkit and Node): it also runs in the PDF worker thread
// (answer-pdf.worker.ts), which loads it without the app's module graph.

const require = createRequire(import.meta.url);
/** Noto Sans JP (SIL OFL) from npm, read once and embedded (subset) in every PDF, so the text extracts. */
const FONTS = {
  regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')),
  bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf')),
};

/** One student's sheet as printed, every text already in its final wording. */
export interface PdfSheet {
  /** The document's Title property. */
  documentTitle: string;
  schoolName: string;
  title: string;
  /** e.g. 山田 太郎（5年 1組 3番） */
  studentLine: string;
  /** 回答日時 / アラート / 確認状況 line. */
  metaLine: string;
  /** The answer table without its header: No, question, answer, score; matched rows bold on light blue. */
  rows: { cells: [string, string, string, string]; matched: boolean }[];
}

const MARGIN = 40;
const WIDTH = 595.28 - MARGIN * 2; // A4
const COLS = { no: 28, question: 210, answer: 210, score: WIDTH - 28 - 210 - 210 };

/** Renders `sheet` as an A4 PDF with Noto Sans JP embedded (pdfkit); the bytes. */
export function renderSheetPdf(sheet: PdfSheet): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: sheet.documentTitle } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('regular').fontSize(9).fillColor('#333333').text(sheet.schoolName);
  doc.font('bold').fontSize(15).fillColor('#000000').text(sheet.title);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(12).text(sheet.studentLine);
  doc.font('regular').fontSize(10).text(sheet.metaLine);
  doc.moveDown(0.6);
  drawRow(doc, ['No', '質問', '回答', '点数'], true, false);
  for (const r of sheet.rows) drawRow(doc, r.cells, r.matched, r.matched);
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
