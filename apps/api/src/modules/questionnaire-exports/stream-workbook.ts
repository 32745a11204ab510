import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { addHeaderBlock, excelFileName, HEADER_BLOCK_ROWS, type ExcelHeader } from '../reports/reports.service.ts';

/** A cell of an export row. */
export type ExportCell = string | number | null;

/** A column of an export table: its header and width (spec §9: 24 and 18 for the first two). */
export interface ExportColumn {
  header: string;
  width: number;
}

/** What every export returns: the spec §9 file name and the .xlsx bytes as a stream. */
export interface ExportFile {
  fileName: string;
  stream: Readable;
}

/**
 * A text cell that a spreadsheet could read as a formula (starting with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe (OWASP "CSV injection"), so neither the
 * .xlsx nor a CSV LibreOffice makes of it runs anything. Numbers are unchanged.
 */
export function neutralise(value: ExportCell): ExportCell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A worksheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetName(title: string): string {
  return [...title.replace(/[[\]:*?/\\]/g, '_')].slice(0, 31).join('') || 'Sheet1';
}

/** The spec §9 file name (title plus YYMMDD_hhmm) with characters a file system refuses replaced. */
export function exportFileName(title: string, at: Date): string {
  return excelFileName(title.replace(/[\\/:*?"<>|]/g, '_'), at);
}

/**
 * The style of every data cell, ONE shared object: exceljs gives each new cell its own empty style
 * object and then resolves it to a style id anew (half of a 1,000-row export's time); a shared
 * object is resolved once and cached by identity. Frozen, so no cell can change it for all.
 */
const PLAIN: Partial<ExcelJS.Style> = Object.freeze({});

/**
 * Streams a one-sheet workbook (exceljs stream.xlsx.WorkbookWriter): the spec §9 header block
 * (reports/excel.ts), then the rows of `batches` in order, each row committed as it is written so
 * the whole file is never in memory. Every text cell is neutralised. Errors of `batches` destroy
 * the stream (the client sees a broken download, never a truncated file that looks whole).
 */
export function streamWorkbook(header: ExcelHeader, columns: ExportColumn[], batches: AsyncIterable<ExportCell[][]> | Iterable<ExportCell[][]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  workbook.creator = 'すこやか';
  workbook.created = header.outputAt;
  const write = async () => {
    const sheet = workbook.addWorksheet(sheetName(header.title), { views: [{ state: 'frozen', ySplit: HEADER_BLOCK_ROWS }] });
    addHeaderBlock(sheet, header, columns);
    for await (const rows of batches) {
      for (const row of rows) {
        const added = sheet.addRow(row.map(neutralise));
        added.eachCell((cell) => {
          cell.style = PLAIN;
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

/** The file of an export: name from the title and time, rows streamed. */
export function exportFile(header: ExcelHeader, columns: ExportColumn[], batches: AsyncIterable<ExportCell[][]> | Iterable<ExportCell[][]>): ExportFile {
  return { fileName: exportFileName(header.title, header.outputAt), stream: streamWorkbook(header, columns, batches) };
}
