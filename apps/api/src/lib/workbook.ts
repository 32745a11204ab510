import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatDate, formatDateTime, japanTime } from '@sukoyaka/contracts/dates';

/**
 * The one Excel writer (decision 047): every .xlsx the API sends is one sheet streamed by exceljs's
 * WorkbookWriter, each row committed as it is written, so a big school's file is never whole in
 * memory. Above the table stands either the spec §9 header block of an export (`ExcelHeader`) or the
 * title and instructions of a form people fill in and upload (`ExcelForm`: the roster and calendar
 * templates). Text cells that a spreadsheet could run as a formula are neutralised.
 */

/** A cell of a row: text, a number, or empty. */
export type ExcelCell = string | number | null;

/** A column of the table: its header and width (characters). */
export interface ExcelColumn {
  header: string;
  width: number;
  /** The number format of the column ('@' keeps typed text as text, 'yyyy/mm/dd' a date). */
  numFmt?: string;
  /** A drop-down of these values in the rows a form leaves to fill in (`ExcelForm.fillRows`). */
  choices?: readonly string[];
  /** The column's text in red (an error file's エラー). */
  red?: boolean;
}

/** The header block every Excel export starts with (spec §9): title, output time, fiscal year, period. */
export interface ExcelHeader {
  title: string;
  outputAt: Date;
  fiscalYear: number;
  period: { from: string; toInclusive: string };
}

/** A form to fill in and upload: the title in row 1, `instructions` in row 2, the header in row 3 (FORM_HEADER_ROW). */
export interface ExcelForm {
  title: string;
  instructions: string;
  /** How many rows below the header get the columns' drop-downs (none when left out). */
  fillRows?: number;
}

/** A file to download: its name and its bytes (whole, or a stream). Sent by lib/send-file.ts. */
export interface DownloadFile {
  fileName: string;
  body: Buffer | Readable;
}

/** Rows the spec §9 header block takes (title, output time, fiscal year, period, blank, column headers). */
export const HEADER_BLOCK_ROWS = 6;
/** The row of a form's column headers; its data start on the next row. */
export const FORM_HEADER_ROW = 3;

/**
 * A text cell that a spreadsheet could read as a formula (= + - @, or a tab or carriage return,
 * followed by more) gets a leading apostrophe (OWASP "CSV injection"), so neither the .xlsx nor a CSV
 * LibreOffice makes of it runs anything. A lone "-" (an empty figure) and numbers are unchanged.
 */
export function neutralise(value: ExcelCell): ExcelCell {
  return typeof value === 'string' && value.length > 1 && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A worksheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetName(title: string): string {
  return [...title.replace(/[[\]:*?/\\]/g, '_')].slice(0, 31).join('') || 'Sheet1';
}

/** Spec §9 file name: the title plus YYMMDD_hhmm (Japan time), e.g. 登録状況_261121_0805.xlsx; characters a file system refuses become _. */
export function excelFileName(title: string, at: Date): string {
  return `${title.replace(/[\\/:*?"<>|]/g, '_')}_${japanTime(at).format('YYMMDD_HHmm')}.xlsx`;
}

/** Cell styles are ONE shared frozen object per column: exceljs resolves a style by identity, so 100,000 cells cost one lookup (half a big export's time otherwise). */
function columnStyles(columns: readonly ExcelColumn[]): Partial<ExcelJS.Style>[] {
  return columns.map((c) => Object.freeze({ ...(c.numFmt ? { numFmt: c.numFmt } : {}), ...(c.red ? { font: { color: { argb: 'FFC00000' } } } : {}) }));
}

/** Rows 1–4 of spec §9 and a blank row, or a form's title and instructions. */
function writeTop(sheet: ExcelJS.Worksheet, top: ExcelHeader | ExcelForm): void {
  sheet.addRow([top.title]).font = { bold: true, size: 14 };
  if ('instructions' in top) {
    sheet.addRow([top.instructions]);
    return;
  }
  sheet.addRow(['出力日時', formatDateTime(top.outputAt)]);
  sheet.addRow(['年度', `${top.fiscalYear}年度`]);
  sheet.addRow(['期間', `${formatDate(top.period.from)}〜${formatDate(top.period.toInclusive)}`]);
  sheet.addRow([]);
}

/**
 * Streams a one-sheet workbook: `top` (an export's header block or a form's title and instructions),
 * the column header row (bold, shaded, frozen), then the rows of `batches` in order, each committed
 * as it is written. Every text cell is neutralised. An error of `batches` destroys the stream (the
 * client sees a broken download, never a truncated file that looks whole).
 */
export function streamWorkbook(
  top: ExcelHeader | ExcelForm,
  columns: readonly ExcelColumn[],
  batches: AsyncIterable<ExcelCell[][]> | Iterable<ExcelCell[][]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  workbook.creator = 'すこやか';
  if ('outputAt' in top) workbook.created = top.outputAt;
  const headerRow = 'instructions' in top ? FORM_HEADER_ROW : HEADER_BLOCK_ROWS;
  const write = async () => {
    const sheet = workbook.addWorksheet(sheetName(top.title), { views: [{ state: 'frozen', ySplit: headerRow }] });
    columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.width;
      if (c.numFmt) column.numFmt = c.numFmt;
    });
    writeTop(sheet, top);
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
      cell.border = { bottom: { style: 'thin' } };
    });
    const fillRows = 'fillRows' in top ? (top.fillRows ?? 0) : 0;
    // The streaming sheet keeps range validations (its typings leave them out).
    const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations;
    columns.forEach((c, i) => {
      if (!c.choices || fillRows === 0) return;
      const letter = sheet.getColumn(i + 1).letter;
      validations.add(`${letter}${headerRow + 1}:${letter}${headerRow + fillRows}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`"${c.choices.join(',')}"`],
      });
    });
    const styles = columnStyles(columns);
    for await (const rows of batches) {
      for (const row of rows) {
        const added = sheet.addRow(row.map(neutralise));
        added.eachCell((cell, n) => {
          cell.style = styles[n - 1] ?? PLAIN;
        });
        added.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The style of a cell beyond the table's columns (a note under it). */
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});

/** An export (spec §9): its file name from the title and output time, its rows streamed under the header block. */
export function excelExport(
  header: ExcelHeader,
  columns: readonly ExcelColumn[],
  batches: AsyncIterable<ExcelCell[][]> | Iterable<ExcelCell[][]>,
): DownloadFile & { body: Readable } {
  return { fileName: excelFileName(header.title, header.outputAt), body: streamWorkbook(header, columns, batches) };
}

/** A form (a template, an export to edit and upload again, an error file) named `fileName`. */
export function excelForm(fileName: string, form: ExcelForm, columns: readonly ExcelColumn[], rows: ExcelCell[][] = []): DownloadFile & { body: Readable } {
  return { fileName, body: streamWorkbook(form, columns, [rows]) };
}
