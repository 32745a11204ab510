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
/** Most rows one import may carry (a city's junior highs: 30,000 people and more fit). */
export const ROSTER_ROWS_MAX = 50_000;

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

/**
 * How a conflict row is resolved (issue 23 item 1, decision 045): the row names an existing pupil's
 * 学年・組・出席番号 (or Google address, or OneRoster sourcedId) with another name.
 * `same_student`: it is that pupil, renamed. `move_existing`: another pupil; the new one gets the
 * number and the existing pupil keeps everything and moves to the class's next free number.
 * `skip`: the row is not imported (the existing pupil stays as is).
 */
export const CONFLICT_CHOICES = ['same_student', 'move_existing', 'skip'] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

/** The choices sent with an import, one per conflict row (its sheet row, or users.csv line for OneRoster). */
export const rosterResolutionsSchema = z
  .array(z.object({ row: z.number().int().min(1).max(1_000_000), choice: z.enum(CONFLICT_CHOICES) }).strict())
  .max(ROSTER_ROWS_MAX)
  .optional();
export type RosterResolution = NonNullable<z.infer<typeof rosterResolutionsSchema>>[number];

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
    resolutions: rosterResolutionsSchema,
  })
  .strict();
export type RosterFileBody = z.infer<typeof rosterFileBodySchema>;

/** POST …/importv2: the rows themselves (spec §3 "data and year"), e.g. the preview's rows after a fix. */
export const rosterDataBodySchema = z
  .object({
    data: z.array(rosterRowSchema).min(1, '取り込む行がありません').max(ROSTER_ROWS_MAX),
    year: yearSchema,
    resolutions: rosterResolutionsSchema,
  })
  .strict();
export type RosterDataBody = z.infer<typeof rosterDataBodySchema>;

/**
 * What the import does to a row: a new account, a changed one, nothing (same data: idempotent), a
 * conflict that needs a choice (decision 045), or skip (the choice was not to import the row).
 */
export const ROSTER_ROW_ACTIONS = ['create', 'update', 'unchanged', 'conflict', 'skip'] as const;
export type RosterRowAction = (typeof ROSTER_ROW_ACTIONS)[number];

/** One field an update changes: the column key, the stored value and the file's ('' = none). */
export const rosterChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type RosterChange = z.infer<typeof rosterChangeSchema>;

/**
 * The existing pupil a conflict row runs into: their name and ふりがな, where they are now
 * (e.g. 1年1組3番), the choices offered and, with `move_existing`, the number they would move to.
 */
export const rosterConflictSchema = z.object({
  studentName: z.string(),
  studentKana: z.string().nullable(),
  place: z.string(),
  reason: z.string(),
  choices: z.array(z.enum(CONFLICT_CHOICES)),
  moveToNumber: z.number().nullable(),
});
export type RosterConflict = z.infer<typeof rosterConflictSchema>;

/**
 * A previewed row: its sheet row number (1-based, as Excel shows; users.csv line for OneRoster),
 * cells, errors and planned action; for an update every changed field (old → new); the optional
 * columns left blank whose stored value stays (`kept`); a conflict and the choice sent for it;
 * warnings that do not stop the import.
 */
export const rosterPreviewRowSchema = z.object({
  row: z.number(),
  cells: rosterRowSchema,
  errors: z.array(z.string()),
  action: z.enum(ROSTER_ROW_ACTIONS).nullable(),
  changes: z.array(rosterChangeSchema),
  kept: z.array(z.string()),
  conflict: rosterConflictSchema.nullable(),
  resolution: z.enum(CONFLICT_CHOICES).nullable(),
  /** What the import will do that a person should know before it does (e.g. a class's second 担任; issue 28 item 6). */
  warnings: z.array(z.string()),
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
  summary: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), conflict: z.number(), skip: z.number() }),
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

/** Why a person of a OneRoster file is not imported (decision 045). */
export const ONEROSTER_SKIP_REASONS = ['other_school', 'other_year', 'no_homeroom', 'unknown_grade', 'tobedeleted', 'other_role'] as const;
export type OneRosterSkipReason = (typeof ONEROSTER_SKIP_REASONS)[number];

/**
 * People of the file not imported, grouped by reason and detail: the message (e.g. 他の学校の人
 * （学校コード B113210000005）), how many, and each person's users.csv line (names only for this
 * school's own people: another school's pupils are not shown to this school).
 */
export const oneRosterSkippedSchema = z.object({
  reason: z.enum(ONEROSTER_SKIP_REASONS),
  message: z.string(),
  count: z.number(),
  people: z.array(z.object({ line: z.number(), name: z.string().nullable() })),
});
export type OneRosterSkipped = z.infer<typeof oneRosterSkippedSchema>;

/** A broken OneRoster Japan Profile rule: file, line (null: the file as a whole), level and a Japanese message. */
export const oneRosterIssueSchema = z.object({
  file: z.string(),
  line: z.number().nullable(),
  level: z.enum(['error', 'warning']),
  message: z.string(),
});
export type OneRosterIssue = z.infer<typeof oneRosterIssueSchema>;

/**
 * POST /api/teachers/oneroster/previewimport and /import (our addition, decisions 024 and 045): a
 * OneRoster Japan Profile bulk zip (1.1 or 1.2 layout, UTF-8 or Shift_JIS), previewed per kind.
 * Every person of the file is in `students`, `teachers` or `skipped`; `people` counts them all.
 * `issues`: the broken rules (errors block the import; at most ONEROSTER_ISSUES_MAX, `moreIssues` the rest).
 */
export const oneRosterPreviewSchema = z.object({
  students: rosterPreviewSchema,
  teachers: rosterPreviewSchema,
  skipped: z.array(oneRosterSkippedSchema),
  people: z.number(),
  version: z.string(),
  encoding: z.string(),
  issues: z.array(oneRosterIssueSchema),
  moreIssues: z.number(),
});
export type OneRosterPreview = z.infer<typeof oneRosterPreviewSchema>;

/** Most rule issues one answer lists (a broken 30,000-line file would otherwise list 30,000). */
export const ONEROSTER_ISSUES_MAX = 500;
