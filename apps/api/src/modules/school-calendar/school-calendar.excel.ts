import ExcelJS from 'exceljs';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { SCHOOL_CALENDAR_KIND_NAMES, SCHOOL_CALENDAR_KINDS, SCHOOL_CALENDAR_LABEL_MAX, type SchoolCalendarKind } from '@sukoyaka/contracts/school-calendar';
import { dateKeySchema } from '@sukoyaka/contracts/date-key';
import { excelForm, FORM_HEADER_ROW, type DownloadFile, type ExcelColumn } from '../../lib/workbook.ts';
import type { RangeDraft } from './school-calendar.validate.ts';

/** The template's sheet name, header row (row 3) and first data row. */
export const TEMPLATE_SHEET = '学校カレンダー';
export const TEMPLATE_HEADERS = ['種類', '名称', '開始日', '終了日', '学級（学級閉鎖のみ）'] as const;
const HEADER_ROW = FORM_HEADER_ROW;
const LAST_TEMPLATE_ROW = 500;
/** The download's file name (spec §9 style, no time stamp: it is a form). */
export const TEMPLATE_FILE_NAME = '学校カレンダー_テンプレート.xlsx';

/** The spec §8 "Invalid file upload" message; the reasons go in fieldErrors.file. */
export const INVALID_FILE_MESSAGE = '添付されたファイルの形式が正しくありません。正しいExcelファイルをアップロードしてください。';

/**
 * GET /api/teachers/school_calendar/template: the Excel form (lib/workbook.ts; one sheet
 * 学校カレンダー, title, instructions, header in row 3, a 種類 drop-down and date-formatted 開始日 /
 * 終了日 columns for the first 500 rows).
 */
export function calendarTemplate(): DownloadFile {
  const kinds = SCHOOL_CALENDAR_KINDS.map((k) => SCHOOL_CALENDAR_KIND_NAMES[k]);
  const widths = [14, 24, 14, 14, 20];
  const columns: ExcelColumn[] = TEMPLATE_HEADERS.map((header, i) => ({
    header,
    width: widths[i]!,
    ...(i === 0 ? { choices: kinds } : {}),
    ...(i === 2 || i === 3 ? { numFmt: 'yyyy/mm/dd' } : {}),
  }));
  const instructions = `種類は ${kinds.join('／')} から選び、日付は 2026/07/21 の形で入力してください。学級は学級閉鎖のときだけ（例: 1年 1組）。`;
  return excelForm(TEMPLATE_FILE_NAME, { title: TEMPLATE_SHEET, instructions, fillRows: LAST_TEMPLATE_ROW - HEADER_ROW }, columns);
}

const KIND_BY_NAME = new Map<string, SchoolCalendarKind>(SCHOOL_CALENDAR_KINDS.map((k) => [SCHOOL_CALENDAR_KIND_NAMES[k], k]));

/** A cell's text: rich text and formulas' results flattened, trimmed. */
function text(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('result' in value) return text(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
  }
  return String(value).trim();
}

/** A date cell as a date key: an Excel date (exceljs reads it as UTC midnight) or text 2026/07/21 / 2026-07-21. Null when not a real date. */
function dateOf(value: ExcelJS.CellValue): string | null {
  const key =
    value instanceof Date
      ? Number.isNaN(value.getTime())
        ? ''
        : value.toISOString().slice(0, 10)
      : text(value).replace(
          /^(\d{4})[/.年-](\d{1,2})[/.月-](\d{1,2})日?$/,
          (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
        );
  return dateKeySchema.safeParse(key).success ? key : null;
}

/**
 * Reads the filled-in template (spec §5 "Upload must be the downloaded Excel template with a single
 * sheet"): either the reasons the file cannot be used at all (not an Excel file, not the
 * template, several sheets, no rows), or the rows read (`drafts`, their sheet row numbers `rows`)
 * with `rowReasons` (`N行目: …`) for the rows that could not be read. `klassIdOf(年度, '1年 1組')`
 * resolves the 学級 column. Empty rows are skipped.
 */
export async function parseCalendarWorkbook(
  bytes: Buffer,
  klassIdOf: (year: number, name: string) => number | undefined,
): Promise<{ drafts: RangeDraft[]; rows: number[]; rowReasons: string[] } | { reasons: string[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { reasons: ['Excelファイル（.xlsx）ではありません'] };
  }
  if (workbook.worksheets.length !== 1)
    return { reasons: [workbook.worksheets.length === 0 ? 'シートがありません' : 'シートが複数あります（1つのシートにしてください）'] };
  const sheet = workbook.worksheets[0]!;
  const header = TEMPLATE_HEADERS.map((_, i) => text(sheet.getRow(HEADER_ROW).getCell(i + 1).value));
  if (header.some((h, i) => h !== TEMPLATE_HEADERS[i]))
    return { reasons: ['ダウンロードしたテンプレートではありません（独自の形式のファイル）。テンプレートに入力してください'] };
  const reasons: string[] = [];
  const drafts: RangeDraft[] = [];
  const rows: number[] = [];
  for (let r = HEADER_ROW + 1; r <= Math.min(sheet.rowCount, 10_000); r += 1) {
    const row = sheet.getRow(r);
    const cells = [1, 2, 3, 4, 5].map((c) => row.getCell(c).value);
    if (cells.every((v) => text(v) === '')) continue;
    const bad = (m: string) => reasons.push(`${r}行目: ${m}`);
    const kind = KIND_BY_NAME.get(text(cells[0]!));
    const label = text(cells[1]!);
    const from = dateOf(cells[2]!);
    const to = dateOf(cells[3]!);
    const klassName = text(cells[4]!).replace(/\s+/g, ' ');
    if (!kind) bad(`種類「${text(cells[0]!)}」は使えません`);
    if (label.length > SCHOOL_CALENDAR_LABEL_MAX) bad(`名称は${SCHOOL_CALENDAR_LABEL_MAX}文字以内で入力してください`);
    if (!from) bad('開始日の日付が正しくありません');
    if (!to) bad('終了日の日付が正しくありません');
    let klassId: number | null = null;
    if (klassName && from) {
      klassId = klassIdOf(schoolYearOf(from), klassName) ?? null;
      if (klassId === null) bad(`学級「${klassName}」が見つかりません`);
    }
    if (kind && from && to && (klassId !== null || !klassName)) {
      drafts.push({ kind, label, from, to, klassId });
      rows.push(r);
    }
  }
  if (drafts.length === 0 && reasons.length === 0) return { reasons: ['入力された行がありません'] };
  return { drafts, rows, rowReasons: reasons };
}
