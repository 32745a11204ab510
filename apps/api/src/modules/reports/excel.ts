import ExcelJS from 'exceljs';
import { formatDate, formatDateTime, japanTime } from '@sukoyaka/contracts/dates';

/** The header block every Excel export starts with (spec §9): title, output time, fiscal year, period. */
export interface ExcelHeader {
  title: string;
  outputAt: Date;
  fiscalYear: number;
  period: { from: string; toInclusive: string };
}

/**
 * A workbook with one sheet: the spec §9 header block (rows 1–4), a blank row, then the table
 * with its column widths. Returns the .xlsx bytes.
 */
export async function buildWorkbook(header: ExcelHeader, columns: { header: string; width: number }[], rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'すこやか';
  workbook.created = header.outputAt;
  const sheet = workbook.addWorksheet(header.title);
  addHeaderBlock(sheet, header, columns);
  for (const row of rows) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: HEADER_BLOCK_ROWS }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows the header block takes (title, output time, fiscal year, period, blank, column headers). */
export const HEADER_BLOCK_ROWS = 6;

/**
 * Writes the spec §9 header block (rows 1–4), a blank row and the table's header row, and sets the
 * column widths, on an in-memory sheet or a streaming one (exceljs stream.xlsx.WorkbookWriter; the
 * caller commits its rows and sets the frozen view when it creates the sheet).
 */
export function addHeaderBlock(
  sheet: Pick<ExcelJS.Worksheet, 'addRow' | 'getColumn'>,
  header: ExcelHeader,
  columns: { header: string; width: number }[],
): void {
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).width = c.width;
  });
  sheet.addRow([header.title]).font = { bold: true, size: 14 };
  sheet.addRow(['出力日時', formatDateTime(header.outputAt)]);
  sheet.addRow(['年度', `${header.fiscalYear}年度`]);
  sheet.addRow(['期間', `${formatDate(header.period.from)}〜${formatDate(header.period.toInclusive)}`]);
  sheet.addRow([]);
  const headerRow = sheet.addRow(columns.map((c) => c.header));
  headerRow.font = { bold: true };
  headerRow.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
    cell.border = { bottom: { style: 'thin' } };
  });
}

/** Spec §9 file name: the title plus YYMMDD_hhmm (Japan time), e.g. 登録状況_261121_0805.xlsx. */
export function excelFileName(title: string, at: Date): string {
  return `${title}_${japanTime(at).format('YYMMDD_HHmm')}.xlsx`;
}

/** A Content-Disposition that keeps a Japanese file name (RFC 6266 / 5987) with an ASCII fallback. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
