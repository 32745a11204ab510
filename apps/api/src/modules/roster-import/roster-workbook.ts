import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import {
  ROSTER_FORMAT_REASONS,
  STUDENT_COLUMNS,
  TEACHER_COLUMNS,
  type RosterKind,
  type RosterPreviewRow,
  type RosterRow,
} from '@sukoyaka/contracts/roster-import';
import { excelForm, FORM_HEADER_ROW, type DownloadFile, type ExcelColumn } from '../../lib/workbook.ts';
import { inflateZipSafely } from './safe-zip.ts';

/** The template's sheet names, header row (row 3) and first data row (spec §5: a single sheet). */
export const ROSTER_SHEETS: Record<RosterKind, string> = { students: '児童生徒名簿', teachers: '教職員名簿' };
const HEADER_ROW = FORM_HEADER_ROW;
const TEMPLATE_ROWS = 1_000;

/** The columns of a roster kind. */
export const columnsOf = (kind: RosterKind) => (kind === 'students' ? STUDENT_COLUMNS : TEACHER_COLUMNS);

const INSTRUCTIONS: Record<RosterKind, string> = {
  students:
    '3行目の見出しは変更しないでください。学年は「1年」、組は「1組」のように学年・組の設定と同じ名前で入力します。学校コードは空欄のままで構いません。ふりがな・メールアドレス・初期パスワードが空欄のときは、登録済みの値を変えません。出席番号に別の名前の児童生徒がいるときは、取り込み前の確認で選べます。初期パスワードが空欄の新しい児童生徒は、ログインカード印刷時にパスワードが発行されます。',
  teachers:
    '3行目の見出しは変更しないでください。管理者は「○」、担任学年・担任組は担任する学級（例: 1年・1組）を入力します。担任学年・担任組が空欄のときは、今年度の担任を変えません。新しい先生には登録のご案内メールが届きます。',
};

/** A cell value that a spreadsheet would run as a formula (CSV/Excel injection): = + - @ tab CR. An upload holding one is refused row by row. */
export const FORMULA_LIKE = /^[=+\-@\t\r]/;

/** Row 2 of the board's teacher template (issue 14 organization/import): the school code decides the school. */
export const BOARD_TEACHER_INSTRUCTIONS =
  '3行目の見出しは変更しないでください。学校コードには先生が所属する学校の学校コード（学校一覧に表示）を必ず入力します。管理者は「○」、担任学年・担任組は担任する学級（例: 1年・1組）を入力します。新しい先生には登録のご案内メールが届きます。';

/** The step-1 template's file name, e.g. 児童生徒名簿_テンプレート.xlsx. */
export const rosterTemplateName = (kind: RosterKind) => `${ROSTER_SHEETS[kind]}_テンプレート.xlsx`;

/**
 * The roster workbook (step 1 template, and students/export, settings/export in the same layout so
 * an export can be edited and imported back; lib/workbook.ts): one sheet, title, instructions (row
 * 2; `instructions` replaces the school's text, e.g. BOARD_TEACHER_INSTRUCTIONS), header in row 3,
 * the given rows (cells that start like a formula neutralised), every column typed as text. An empty
 * template offers ○ in 管理者 as a drop-down for its first 1,000 rows. `errors` adds a last column
 * エラー in red (the error file), one text per row.
 */
export function rosterWorkbook(
  kind: RosterKind,
  fileName: string,
  rows: RosterRow[] = [],
  options: { errors?: string[]; instructions?: string } = {},
): DownloadFile & { body: Readable } {
  const keys = columnsOf(kind);
  const columns: ExcelColumn[] = keys.map((c) => ({
    header: c.header,
    width: c.key === 'email' || c.key === 'password' ? 30 : c.key === 'name' || c.key === 'nameKana' ? 20 : 12,
    numFmt: '@',
    ...(c.key === 'admin' ? { choices: ['○'] } : {}),
  }));
  if (options.errors) columns.push({ header: 'エラー', width: 60, red: true });
  const cells = rows.map((row, i) => [...keys.map((c) => row[c.key] ?? ''), ...(options.errors ? [options.errors[i] ?? ''] : [])]);
  const form = { title: ROSTER_SHEETS[kind], instructions: options.instructions ?? INSTRUCTIONS[kind], fillRows: rows.length === 0 ? TEMPLATE_ROWS : 0 };
  return excelForm(fileName, form, columns, cells);
}

/** The error file (issue 13), as bytes for the preview's JSON: the uploaded rows with an エラー column saying what to fix in each row. */
export function buildErrorFile(kind: RosterKind, rows: RosterPreviewRow[]): Promise<Buffer> {
  const file = rosterWorkbook(
    kind,
    `${ROSTER_SHEETS[kind]}_エラー.xlsx`,
    rows.map((r) => r.cells),
    { errors: rows.map((r) => r.errors.join(' / ')) },
  );
  return buffer(file.body);
}

/** A cell's text (rich text flattened, NFKC-normalised full-width → half-width digits, trimmed), or a formula marker. */
function cellText(value: ExcelJS.CellValue): { text: string; formula: boolean } {
  if (value == null) return { text: '', formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { text: '', formula: true };
    if ('richText' in value) return { text: value.richText.map((t) => t.text).join(''), formula: false };
    if ('text' in value) return { text: String(value.text), formula: false };
    if ('error' in value) return { text: '', formula: true };
  }
  return { text: String(value), formula: false };
}

/**
 * A cell as the import reads it: codes and numbers NFKC-normalised (全角の１ → 1), names and
 * ふりがな only widened from half-width katakana (ﾔﾏｸﾞﾁ → ヤマグチ): a name keeps its ①, 髙 and ㈱
 * as typed (data a person typed is not changed).
 */
export function normaliseCell(key: string, text: string): string {
  if (key === 'name' || key === 'nameKana') return text.replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC')).trim();
  return text.normalize('NFKC').trim();
}

/** A read sheet: its data rows (sheet row number, cells by column key, formula cells' keys). */
export interface ReadRow {
  row: number;
  cells: RosterRow;
  formulaKeys: string[];
}

/**
 * Reads an uploaded roster (spec §5 upload rules). Returns the spec's three reasons when the bytes
 * are not an Excel file, not the step-1 template (row 3 headers differ) or have more than one sheet,
 * or a zip-bomb reason; else the non-empty data rows (a formula cell is never evaluated: it is
 * reported per row).
 */
export async function readRosterWorkbook(kind: RosterKind, bytes: Buffer): Promise<{ reasons: string[] } | { rows: ReadRow[] }> {
  const all = { reasons: [...ROSTER_FORMAT_REASONS] };
  const zip = inflateZipSafely(bytes);
  if (zip === 'too_large') return { reasons: ['ファイルを展開すると大きすぎます（圧縮爆弾の疑い）', ...ROSTER_FORMAT_REASONS] };
  if (zip === 'not_zip' || !zip.has('[Content_Types].xml')) return all;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return all;
  }
  if (workbook.worksheets.length !== 1) return all;
  const sheet = workbook.worksheets[0]!;
  const columns = columnsOf(kind);
  const headers = columns.map((_, i) => cellText(sheet.getRow(HEADER_ROW).getCell(i + 1).value).text.trim());
  if (headers.some((h, i) => h !== columns[i]!.header)) return all;
  const rows: ReadRow[] = [];
  const last = Math.min(sheet.rowCount, HEADER_ROW + 20_000);
  for (let r = HEADER_ROW + 1; r <= last; r += 1) {
    const row = sheet.getRow(r);
    const cells: RosterRow = {};
    const formulaKeys: string[] = [];
    columns.forEach((c, i) => {
      const { text, formula } = cellText(row.getCell(i + 1).value);
      if (formula) formulaKeys.push(c.key);
      const value = normaliseCell(c.key, text);
      if (value) cells[c.key] = value;
    });
    if (Object.keys(cells).length > 0 || formulaKeys.length > 0) rows.push({ row: r, cells, formulaKeys });
  }
  return { rows };
}
