import { eq, inArray } from 'drizzle-orm';
import {
  ONEROSTER_ISSUES_MAX,
  ROSTER_INVALID_FILE_MESSAGE,
  type OneRosterPreview,
  type RosterKind,
  type RosterPreview,
  type RosterResolution,
  type RosterRow,
} from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { gradeCodeMasters, grades, schools } from '@sukoyaka/db/schema';
import { badRequest, unprocessable } from '../../lib/http-errors.ts';
import { loadRosterContext, type RosterContext, type RosterSchool, type RosterTarget } from './roster-context.ts';
import { applyStudents, applyTeachers } from './roster-apply.ts';
import { readOneRoster } from './oneroster.ts';
import { checkTeacherRows, type CheckedRow, type StudentDraft, type TeacherDraft } from './roster-validate.ts';
import { checkStudentRows } from './student-rows.ts';
import { buildErrorFile, normaliseCell, readRosterWorkbook, type ReadRow } from './roster-workbook.ts';

/** Rows as read from a file or sent as data (importv2): sheet row numbers start at 4 (header in row 3). */
export function rowsOfData(data: RosterRow[]): ReadRow[] {
  return data.map((cells, i) => {
    const clean: RosterRow = {};
    for (const [k, v] of Object.entries(cells)) {
      const value = normaliseCell(k, String(v));
      if (value) clean[k] = value;
    }
    return { row: i + 4, cells: clean, formulaKeys: [] };
  });
}

/** Reads an uploaded file into rows, or throws 400 with the spec §8 message and §5 reasons in fieldErrors.file. */
export async function rowsOfFile(target: RosterTarget, file: Buffer): Promise<ReadRow[]> {
  const read = await readRosterWorkbook(target.kind, file);
  if ('reasons' in read) throw badRequest(ROSTER_INVALID_FILE_MESSAGE, { file: read.reasons });
  return read.rows;
}

/**
 * An existing student's row whose initial password is the one already set changes nothing
 * (idempotent import): verified against the stored hash, such rows lose the password change.
 */
async function samePasswordsUnchanged(ctx: RosterContext, checked: CheckedRow<StudentDraft>[]): Promise<CheckedRow<StudentDraft>[]> {
  await Promise.all(
    checked.map(async (r) => {
      const d = r.draft;
      if (!d?.password || d.existingId === null) return;
      const before = ctx.studentsById.get(d.existingId);
      if (!before || !(await verifyPassword(before.passwordHash, d.password))) return;
      d.password = null;
      r.changes = r.changes.filter((c) => c.field !== 'password');
      if (r.action === 'update' && r.changes.length === 0) r.action = 'unchanged';
    }),
  );
  return checked;
}

/** The outcome of importRoster: the preview the page shows, and the teachers created (to mail after commit). */
export interface RosterImportOutcome {
  preview: RosterPreview;
  createdTeachers: { id: number; email: string }[];
}

/** The preview of checked rows (every row, its errors, action, changes, conflict; the error file when any row is wrong). */
async function previewOf(kind: RosterKind, year: number, checked: CheckedRow<unknown>[]): Promise<RosterPreview> {
  const errorCount = checked.filter((r) => r.errors.length > 0).length;
  const summary = { create: 0, update: 0, unchanged: 0, conflict: 0, skip: 0 };
  for (const r of checked) if (r.action) summary[r.action] += 1;
  const rows = checked.map(({ draft: _, ...row }) => row);
  return {
    kind,
    year,
    reasons: [],
    rows,
    errorCount,
    summary,
    errorFile: errorCount > 0 ? (await buildErrorFile(kind, rows)).toString('base64') : null,
    imported: false,
  };
}

const REFUSED = 'エラーのある行があるため、取り込みませんでした。エラーファイルを確認して修正してください。';
const UNRESOLVED = '同じ学年・組・出席番号に別の名前の児童生徒がいる行があります。行ごとに「同じ児童生徒」「別の児童生徒」「取り込まない」を選んでください。';

/** The rows that keep an import from writing: errors first, then conflicts without a choice (`label` prefixes the line, e.g. users.csv). */
function blockers(preview: RosterPreview, label = ''): { message: string; lines: string[] } | null {
  const wrong = preview.rows.filter((r) => r.errors.length > 0);
  if (wrong.length > 0) return { message: REFUSED, lines: wrong.flatMap((r) => r.errors.map((e) => `${label}${r.row}行目: ${e}`)) };
  const open = preview.rows.filter((r) => r.action === 'conflict');
  if (open.length > 0) return { message: UNRESOLVED, lines: open.map((r) => `${label}${r.row}行目: ${r.conflict?.reason ?? ''}`) };
  return null;
}

/**
 * The shared roster import engine (issue 13 item 4, decisions 024 and 045; reused by the board's
 * teacher import, issue 14). Validates every row against the target schools in `year` and returns
 * the preview (every row, its errors, the action with each changed field old → new, conflicts and
 * the `resolutions` applied, an error file when any row is wrong). A preview writes nothing. With
 * `commit`, writes all rows in the caller's transaction `db` — or none: a file with any error or an
 * unresolved conflict throws 422 (fieldErrors.file lists `N行目: …`) and nothing is written.
 * Importing the same rows twice changes nothing the second time (every row is `unchanged`).
 */
export async function importRoster(
  db: Database,
  target: RosterTarget,
  rows: ReadRow[],
  year: number,
  commit: boolean,
  resolutions: RosterResolution[] = [],
): Promise<RosterImportOutcome> {
  if (rows.length === 0) throw badRequest(ROSTER_INVALID_FILE_MESSAGE, { file: ['入力された行がありません'] });
  const emails = target.kind === 'teachers' ? [...new Set(rows.map((r) => (r.cells.email ?? '').toLowerCase()).filter(Boolean))] : [];
  const ctx = await loadRosterContext(db, target, year, emails);
  const choices = new Map(resolutions.map((r) => [r.row, r.choice]));
  const checked: CheckedRow<unknown>[] =
    target.kind === 'students' ? await samePasswordsUnchanged(ctx, checkStudentRows(ctx, rows, choices)) : checkTeacherRows(ctx, rows);
  const preview = await previewOf(target.kind, year, checked);
  if (!commit) return { preview, createdTeachers: [] };
  const blocked = blockers(preview);
  if (blocked) throw unprocessable(blocked.message, { file: blocked.lines });
  const drafts = checked.flatMap((r) => (r.draft ? [r.draft] : []));
  let createdTeachers: { id: number; email: string }[] = [];
  if (target.kind === 'students') await applyStudents(db, ctx, drafts as StudentDraft[]);
  else createdTeachers = (await applyTeachers(db, ctx, drafts as TeacherDraft[])).created;
  return { preview: { ...preview, imported: true }, createdTeachers };
}

/** The OneRoster import's answer: the preview (per kind, the people skipped, the rules broken) and the teachers created. */
export interface OneRosterOutcome {
  preview: OneRosterPreview;
  createdTeachers: { id: number; email: string }[];
}

/**
 * OneRoster Japan Profile bulk zip (issue 23 item 4, decisions 024 and 045) through the same
 * engine: the students and teachers of the target schools previewed, everyone else listed as
 * skipped with the reason, the broken Japan Profile rules listed; with `commit` both kinds are
 * written together — all rows or none (422 listing `users.csv N行目: …`; an `error` rule of the
 * file refuses it as well).
 * @throws 400 with one reason when the upload cannot be read (not a zip, an .xlsx, a CSV missing, an encoding that is neither UTF-8 nor Shift_JIS).
 */
export async function importOneRoster(
  db: Database,
  schools: RosterSchool[],
  bytes: Buffer,
  year: number,
  commit: boolean,
  resolutions: RosterResolution[] = [],
): Promise<OneRosterOutcome> {
  const targetSchools = await withMextCodes(db, schools);
  const gradeByJpCode = await gradesByJpCode(db, targetSchools);
  const read = readOneRoster(bytes, year, { schools: targetSchools, gradeByJpCode });
  if ('reasons' in read) throw badRequest('OneRosterのファイルを読み取れませんでした。', { file: read.reasons });
  const run = async (kind: RosterKind, rows: ReadRow[], write: boolean) =>
    rows.length === 0
      ? { preview: emptyPreview(kind, year), createdTeachers: [] }
      : importRoster(db, { kind, schools: targetSchools }, rows, year, write, resolutions);
  const [students, teachers] = [await run('students', read.students, false), await run('teachers', read.teachers, false)];
  const errors = read.issues.filter((i) => i.level === 'error');
  const preview: OneRosterPreview = {
    students: students.preview,
    teachers: teachers.preview,
    skipped: read.skipped,
    people: read.people,
    version: read.version,
    encoding: read.encoding,
    issues: [...errors, ...read.issues.filter((i) => i.level === 'warning')].slice(0, ONEROSTER_ISSUES_MAX),
    moreIssues: Math.max(0, read.issues.length - ONEROSTER_ISSUES_MAX),
  };
  if (!commit) return { preview, createdTeachers: [] };
  if (errors.length > 0)
    throw unprocessable('OneRosterの決まりに合わない箇所があるため、取り込みませんでした。校務支援システムの書き出しを確認してください。', {
      file: errors.slice(0, ONEROSTER_ISSUES_MAX).map((i) => `${i.file}${i.line ? ` ${i.line}行目` : ''}: ${i.message}`),
    });
  if (read.students.length + read.teachers.length === 0)
    throw unprocessable('このファイルには取り込める人がいません。取り込まない人の一覧で理由を確認してください。', {
      file: read.skipped.map((g) => `${g.message}: ${g.count}人`),
    });
  for (const p of [preview.students, preview.teachers]) {
    const blocked = blockers(p, 'users.csv ');
    if (blocked) throw unprocessable(blocked.message, { file: blocked.lines });
  }
  const teachersDone = await run('teachers', read.teachers, true);
  const studentsDone = await run('students', read.students, true);
  return {
    preview: { ...preview, students: { ...studentsDone.preview, imported: true }, teachers: { ...teachersDone.preview, imported: true } },
    createdTeachers: teachersDone.createdTeachers,
  };
}

/** The target schools with their MEXT 学校コード (OneRoster orgs are matched by it first). */
async function withMextCodes(db: Database, list: RosterSchool[]): Promise<RosterSchool[]> {
  const rows = await db
    .select({ id: schools.id, mextSchoolCode: schools.mextSchoolCode })
    .from(schools)
    .where(
      inArray(
        schools.id,
        list.map((s) => s.id),
      ),
    );
  const codes = new Map(rows.map((r) => [r.id, r.mextSchoolCode]));
  return list.map((s) => ({ ...s, mextSchoolCode: codes.get(s.id) ?? null }));
}

/** `${schoolId}:${Japan Profile grade code}` → the school's grade name, for the target schools. */
async function gradesByJpCode(db: Database, list: RosterSchool[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ schoolId: grades.schoolId, name: grades.name, code: gradeCodeMasters.jpGradeCode })
    .from(grades)
    .innerJoin(gradeCodeMasters, eq(gradeCodeMasters.id, grades.gradeCodeMasterId))
    .where(
      inArray(
        grades.schoolId,
        list.map((s) => s.id),
      ),
    );
  return new Map(rows.filter((r) => r.code).map((r) => [`${r.schoolId}:${r.code}`, r.name]));
}

/** A preview of no rows (a OneRoster zip without people of one kind for the target). */
function emptyPreview(kind: RosterKind, year: number): RosterPreview {
  return {
    kind,
    year,
    reasons: [],
    rows: [],
    errorCount: 0,
    summary: { create: 0, update: 0, unchanged: 0, conflict: 0, skip: 0 },
    errorFile: null,
    imported: false,
  };
}
