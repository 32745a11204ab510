import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const FONT_DIR = path.dirname(require.resolve('@expo-google-fonts/noto-sans-jp/package.json'));
/** Noto Sans JP (SIL OFL), embedded (subset) so every PC prints the cards the same. */
export const CARD_FONTS = {
  regular: path.join(FONT_DIR, '400Regular/NotoSansJP_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold/NotoSansJP_700Bold.ttf'),
};

/** One card: who, where to sign in and the initial password. */
export interface SignInCard {
  schoolName: string;
  schoolCode: string;
  loginUrl: string;
  gradeName: string;
  klassName: string;
  studentNumber: number;
  name: string;
  password: string;
  /** The text of the card's QR code (`SKC1.<id>.<secret>`, decision 062); printed only here. */
  qrText: string;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 5;
const GAP = 10;
/** The QR code's side on the card (points), quiet zone of 2 modules included. */
const QR_SIZE = 74;

/** Draws `text` as a QR code (error correction M), black modules on white, side `size` at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 4);
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + 2) * cell, y + (row + 2) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** Draws one card with its top-left corner at (x, y) and size w × h (points). */
function drawCard(doc: PDFKit.PDFDocument, card: SignInCard, x: number, y: number, w: number, h: number): void {
  doc.save().roundedRect(x, y, w, h, 6).dash(4, { space: 3 }).lineWidth(0.8).strokeColor('#555555').stroke().undash().restore();
  const left = x + 12;
  const width = w - 24;
  // The QR code sits top right beside the first four lines; the login URL below keeps the full width.
  const besideQr = width - QR_SIZE - 4;
  drawQr(doc, card.qrText, x + w - 8 - QR_SIZE, y + 4, QR_SIZE);
  doc
    .fillColor('#000000')
    .font('bold')
    .fontSize(10)
    .text(`${card.schoolName}\u3000ログインカード`, left, y + 10, { width: besideQr });
  doc
    .font('bold')
    .fontSize(13)
    .text(`${card.gradeName} ${card.klassName}\u3000${card.studentNumber}番`, left, y + 28, { width: besideQr });
  doc
    .font('regular')
    .fontSize(11)
    .text(card.name, left, y + 48, { width: besideQr, height: 16, ellipsis: true });
  doc.fontSize(8.5).text(`学校コード: ${card.schoolCode}`, left, y + 70, { width: besideQr });
  doc.text(`ログイン: ${card.loginUrl}`, left, y + 83, { width, height: 22, lineGap: 0 });
  doc
    .font('bold')
    .fontSize(9)
    .text('はじめのパスワード', left, y + h - 38, { width });
  doc
    .font('bold')
    .fontSize(16)
    .text(card.password, left + 96, y + h - 43, { width: width - 96 });
}

/**
 * The sign-in cards PDF (issue 13; decision 023): A4 pages of 2 × 5 cut-out cards, one per
 * student in 出席番号 order, with school, grade, class, number, name, school code, login URL, the
 * initial password and the QR code of the card's sign-in secret (issue 27, decision 062), in
 * embedded Noto Sans JP. Resolves with the PDF bytes.
 */
export function renderSignInCards(cards: SignInCard[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'すこやか' }, autoFirstPage: false });
  doc.registerFont('regular', CARD_FONTS.regular);
  doc.registerFont('bold', CARD_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = (PAGE.width - MARGIN * 2 - GAP * (COLUMNS - 1)) / COLUMNS;
  const h = (PAGE.height - MARGIN * 2 - GAP * (ROWS - 1)) / ROWS;
  cards.forEach((card, i) => {
    const slot = i % (COLUMNS * ROWS);
    if (slot === 0) doc.addPage();
    const col = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawCard(doc, card, MARGIN + col * (w + GAP), MARGIN + row * (h + GAP), w, h);
  });
  if (cards.length === 0) doc.addPage().font('regular').fontSize(12).text('このクラスには児童生徒が登録されていません。');
  doc.end();
  return done;
}
