import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDate, formatDateTime, japanTime } from '@sukoyaka/contracts/dates';
import { BOARD_EXCEL_FORMATS, EMPTY_FIGURE, formatBoardCell, formatBoardCount } from '@sukoyaka/contracts/board-figures';
import { SUPPRESSION_NOTE, type BoardReport, type BoardReportRow } from '@sukoyaka/contracts/local-government';
import { excelExport, type DownloadFile, type ExcelCell } from '../../lib/workbook.ts';

/** The level of a report row as the files name it. */
const LEVEL_LABELS: Record<BoardReportRow['level'], string> = { organization: '組織', school: '学校', grade: '学年', klass: '学級' };
/** The report's period line: 2026年度 (4月〜3月) or one month. */
const periodOf = (r: BoardReport) => `${formatDate(r.from)}〜${formatDate(r.to)}`;

/**
 * The report as .xlsx (spec §9): the header block (title, 出力日時, 年度, 期間), then 名称 (24),
 * 区分 (18) and the report's columns (18; 20 for 心と身体の不調状況), "<5" / "*" as text, and the
 * suppression legend under the table. Figures stay numbers, formatted as the screen writes them
 * (counts #,##0, rates 0.0: issue 28 item 10). File name: title + YYMMDD_hhmm.
 */
export function boardReportExcel(report: BoardReport, now = new Date()): DownloadFile {
  const third = report.type === 'dashboard_continuous_weak_condition' ? 20 : 18;
  const columns = [
    { header: '名称', width: 24 },
    { header: '区分', width: 18 },
    ...report.columns.map((c) => ({ header: c.label, width: third, numFmt: BOARD_EXCEL_FORMATS[c.kind] })),
  ];
  const rows: ExcelCell[][] = report.rows.map((r) => [
    r.name,
    LEVEL_LABELS[r.level],
    ...report.columns.map((c) => {
      const v = r.cells[c.key];
      return typeof v === 'number' ? v : v === null || v === undefined ? EMPTY_FIGURE : v;
    }),
  ]);
  if (report.suppression) rows.push([], [SUPPRESSION_NOTE]);
  return excelExport({ title: report.title, outputAt: now, fiscalYear: report.year, period: { from: report.from, toInclusive: report.to } }, columns, [rows]);
}

const require = createRequire(import.meta.url);
/** Noto Sans JP (SIL OFL), embedded so Japanese renders and pdftotext reads it back. */
const FONT = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');

/**
 * The report as PDF (A4 landscape, Noto Sans JP embedded, text extractable): the header facts,
 * the same table as the Excel, its figures written as on screen (31,245; 87.5) (continued on new pages with the header row repeated), the legend,
 * and a bar chart of the monthly series. File name: title + YYMMDD_hhmm.pdf.
 */
export async function boardReportPdf(report: BoardReport, now = new Date()): Promise<{ fileName: string; body: Buffer }> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: report.title, Creator: 'すこやか' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('jp', FONT).font('jp');

  doc.fontSize(16).text(report.title);
  doc.fontSize(9).text(`出力日時 ${formatDateTime(now)}  年度 ${report.year}年度  期間 ${periodOf(report)}`);
  doc.moveDown(0.5);
  drawTable(doc, report);
  if (report.suppression) doc.fontSize(8).text(SUPPRESSION_NOTE, 36, doc.y + 4);
  drawChart(doc, report);
  doc.end();
  await done;
  return { fileName: `${report.title}_${japanTime(now).format('YYMMDD_HHmm')}.pdf`, body: Buffer.concat(chunks) };
}

function drawTable(doc: PDFKit.PDFDocument, report: BoardReport): void {
  const left = 36;
  const width = doc.page.width - 72;
  const nameWidth = 170;
  const colWidth = (width - nameWidth) / report.columns.length;
  const rowHeight = 16;
  const header = () => {
    const y = doc.y;
    doc
      .rect(left, y, width, rowHeight * 2)
      .fill('#e8f0fe')
      .fillColor('black');
    doc.fontSize(7).text('名称', left + 2, y + 3, { width: nameWidth - 4 });
    report.columns.forEach((c, i) => doc.text(c.label, left + nameWidth + i * colWidth + 2, y + 3, { width: colWidth - 4, align: 'right' }));
    doc.y = y + rowHeight * 2;
  };
  header();
  for (const row of report.rows) {
    if (doc.y + rowHeight > doc.page.height - 40) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const indent = row.level === 'grade' ? 8 : row.level === 'klass' ? 16 : row.level === 'school' && report.rows[0]?.level === 'organization' ? 8 : 0;
    doc.fontSize(8).text(row.name, left + 2 + indent, y + 4, { width: nameWidth - 4 - indent, lineBreak: false, ellipsis: true });
    report.columns.forEach((c, i) =>
      doc.text(formatBoardCell(c.kind, row.cells[c.key]), left + nameWidth + i * colWidth + 2, y + 4, {
        width: colWidth - 4,
        align: 'right',
        lineBreak: false,
      }),
    );
    doc
      .moveTo(left, y + rowHeight)
      .lineTo(left + width, y + rowHeight)
      .lineWidth(0.3)
      .stroke('#cccccc');
    doc.y = y + rowHeight;
  }
}

/** A bar per month (April first); hidden bars are drawn as a hatch-free outline labelled with their cell. */
function drawChart(doc: PDFKit.PDFDocument, report: BoardReport): void {
  const bars = report.chart.bars;
  if (bars.length === 0) return;
  const chartHeight = 150;
  if (doc.y + chartHeight + 50 > doc.page.height - 36) doc.addPage();
  const left = 60;
  const top = doc.y + 24;
  doc
    .fontSize(10)
    .fillColor('black')
    .text(`${report.chart.label}（月別）`, 36, doc.y + 8);
  const max = Math.max(1, ...bars.map((b) => (typeof b.value === 'number' ? b.value : 0)));
  const slot = Math.min(60, (doc.page.width - left - 60) / bars.length);
  bars.forEach((b, i) => {
    const x = left + i * slot + 6;
    const h = typeof b.value === 'number' ? (b.value / max) * chartHeight : 0;
    if (h > 0) doc.rect(x, top + chartHeight - h, slot - 12, h).fill('#4c6ef5');
    else doc.rect(x, top + chartHeight - 2, slot - 12, 2).fill('#adb5bd');
    doc
      .fillColor('black')
      .fontSize(7)
      .text(formatBoardCount(b.value), x - 4, top + chartHeight - h - 10, { width: slot - 4, align: 'center' });
    doc.text(b.label, x - 4, top + chartHeight + 3, { width: slot - 4, align: 'center' });
  });
  doc
    .moveTo(left, top + chartHeight)
    .lineTo(left + bars.length * slot, top + chartHeight)
    .lineWidth(0.5)
    .stroke('black');
  doc.y = top + chartHeight + 16;
}
