import { z } from 'zod';

/**
 * Roster imports and exports (issue 13 item 4; spec §2 student/import, teacher/import, §3 "Imports:
 * file and year, or data and year", §5 upload rules, §7 students/previewimport, import, importv2,
 * export and the same under settings/). One engine for students of a school, teachers of a school
 * and (issue 14) teachers across a board's schools: docs/decisions/024-roster-import-and-oneroster.md.
 */

/** Which roster a file or rows describe. */
export const ROSTER_KINDS = ['students', 'teachers'] as const;
export type RosterKind = (typeof ROSTER_KINDS)[number];

/** Largest upload accepted (bytes of the .xlsx or OneRoster .zip); a larger body is refused with 413. */
export const ROSTER_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Most rows one import may carry (a board of 20 schools with 10,000 users fits). */
export const ROSTER_ROWS_MAX = 20_000;

/** The student template's columns (row 3 of the sheet), in order; keys of a student row. */
export const STUDENT_COLUMNS = [
  { key: 'schoolCode', header: '学校コード' },
  { key: 'grade', header: '学年' },
  { key: 'klass', header: '組' },
  { key: 'studentNumber', header: '出席番号' },
  { key: 'name', header: '氏名' },
  { key: 'nameKana', header: 'ふりがな' },
  { key: 'email', header: 'メールアドレス（Googleログイン用・任意）' },
  { key: 'password', header: '初期パスワード（任意）' },
] as const;

/** The teacher template's columns; 管理者 is ○ for an admin teacher, 担任 is e.g. 1年 1組 or blank. */
export const TEACHER_COLUMNS = [
  { key: 'schoolCode', header: '学校コード' },
  { key: 'name', header: '氏名' },
  { key: 'email', header: 'メールアドレス' },
  { key: 'admin', header: '管理者（○）' },
  { key: 'grade', header: '担任学年' },
  { key: 'klass', header: '担任組' },
] as const;

export type StudentColumnKey = (typeof STUDENT_COLUMNS)[number]['key'];
export type TeacherColumnKey = (typeof TEACHER_COLUMNS)[number]['key'];

/** One roster row as text cells (keys of STUDENT_COLUMNS or TEACHER_COLUMNS); blank cells may be omitted. */
export const rosterRowSchema = z.record(z.string().max(40), z.string().max(300));
export type RosterRow = z.infer<typeof rosterRowSchema>;

const yearSchema = z.coerce
  .number({ message: '年度を選んでください' })
  .int('年度を選んでください')
  .min(2000, '年度を選んでください')
  .max(2100, '年度を選んでください');

/**
 * POST …/previewimport and …/import: the file (base64 of the .xlsx; the API also takes it as
 * multipart/form-data `file` + `year`, spec §3) and the school year (年度) the roster is for.
 */
export const rosterFileBodySchema = z
  .object({
    file: z
      .string({ message: 'ファイルを選んでください' })
      .min(1, 'ファイルを選んでください')
      .max(Math.ceil((ROSTER_FILE_MAX_BYTES * 4) / 3) + 4),
    year: yearSchema,
    fileName: z.string().max(255).optional(),
  })
  .strict();
export type RosterFileBody = z.infer<typeof rosterFileBodySchema>;

/** POST …/importv2: the rows themselves (spec §3 "data and year"), e.g. the preview's rows after a fix. */
export const rosterDataBodySchema = z
  .object({
    data: z.array(rosterRowSchema).min(1, '取り込む行がありません').max(ROSTER_ROWS_MAX),
    year: yearSchema,
  })
  .strict();
export type RosterDataBody = z.infer<typeof rosterDataBodySchema>;

/** What the import does to a row: a new account, a changed one, or nothing (same data: idempotent). */
export const ROSTER_ROW_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type RosterRowAction = (typeof ROSTER_ROW_ACTIONS)[number];

/** A previewed row: its sheet row number (1-based, as Excel shows), cells, errors and planned action. */
export const rosterPreviewRowSchema = z.object({
  row: z.number(),
  cells: rosterRowSchema,
  errors: z.array(z.string()),
  action: z.enum(ROSTER_ROW_ACTIONS).nullable(),
});
export type RosterPreviewRow = z.infer<typeof rosterPreviewRowSchema>;

/**
 * The preview (and the import's answer). `reasons`: why the file cannot be read at all (spec §5's
 * three reasons, or a zip bomb / formula); then `rows` is empty. `errorFile`: base64 .xlsx of the
 * uploaded rows with an エラー column, present when any row has errors. `imported`: true only
 * after a successful import (all rows written).
 */
export const rosterPreviewSchema = z.object({
  kind: z.enum(ROSTER_KINDS),
  year: z.number(),
  reasons: z.array(z.string()),
  rows: z.array(rosterPreviewRowSchema),
  errorCount: z.number(),
  summary: z.object({ create: z.number(), update: z.number(), unchanged: z.number() }),
  errorFile: z.string().nullable(),
  imported: z.boolean(),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** GET …/export and …/template query: the school year (default: the current one). */
export const rosterExportQuerySchema = z.object({ year: yearSchema.optional() }).strict();
export type RosterExportQuery = z.infer<typeof rosterExportQuerySchema>;

/** The spec §8 "Invalid file upload" message. */
export const ROSTER_INVALID_FILE_MESSAGE = '添付されたファイルの形式が正しくありません。正しいExcelファイルをアップロードしてください。';

/** The spec §5 reasons an upload is refused as a whole (all three are listed to the user). */
export const ROSTER_FORMAT_REASONS = [
  'Excelファイルではありません',
  'ステップ1でダウンロードしたテンプレートではなく、独自の形式のファイルです',
  'シートが複数あります',
] as const;

/**
 * POST /api/teachers/oneroster/previewimport and /import (our addition, decision 024): a OneRoster
 * Japan Profile bulk zip, previewed per kind; `skipped` counts the zip's rows for other schools.
 */
export const oneRosterPreviewSchema = z.object({ students: rosterPreviewSchema, teachers: rosterPreviewSchema, skipped: z.number() });
export type OneRosterPreview = z.infer<typeof oneRosterPreviewSchema>;
