import { ROSTER_INVALID_FILE_MESSAGE, type RosterKind, type RosterPreview, type RosterRow } from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import { badRequest, unprocessable } from '../../lib/http-errors.ts';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { loadRosterContext, type RosterContext, type RosterTarget } from './roster-context.ts';
import { applyStudents, applyTeachers } from './roster-apply.ts';

import { checkStudentRows, checkTeacherRows, type CheckedRow, type StudentDraft } from './roster-validate.ts';
import { buildErrorFile, readRosterWorkbook, type ReadRow } from './roster-workbook.ts';
import { readOneRoster } from './oneroster.ts';

/** Rows as read from a file or sent as data (importv2): sheet row numbers start at 4 (header in row 3). */
export function rowsOfData(data: RosterRow[]): ReadRow[] {
  return data.map((cells, i) => {
    const clean: RosterRow = {};
    for (const [k, v] of Object.entries(cells)) {
      const value = String(v).normalize('NFKC').trim();
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
 * (idempotent import): verified against the stored hash, such rows become `unchanged` without a
 * password to write.
 */
async function samePasswordsUnchanged(ctx: RosterContext, checked: CheckedRow<StudentDraft>[]): Promise<CheckedRow<StudentDraft>[]> {
  await Promise.all(
    checked.map(async (r) => {
      const d = r.draft;
      if (!d?.password || d.existingId === null) return;
      const before = ctx.enrolled.get(`${d.klassId}:${d.studentNumber}`);
      if (!before || !(await verifyPassword(before.passwordHash, d.password))) return;
      d.password = null;
      if (before.name === d.name && before.nameKana === d.nameKana && (before.email ?? null) === d.email) r.action = 'unchanged';
    }),
  );
  return checked;
}

/** The outcome of importRoster: the preview the page shows, and the teachers created (to mail after commit). */
export interface RosterImportOutcome {
  preview: RosterPreview;
  createdTeachers: { id: number; email: string }[];
}

/**
 * The shared roster import engine (issue 13 item 4, decision 024; reused by the board's teacher
 * import, issue 14). Validates every row against the target schools in `year` and returns the
 * preview (every row, its errors, the action, an error file when any row is wrong). With
 * `commit`, writes all rows in the caller's transaction `db` — or none: a file with any error
 * throws 422 (fieldErrors.file lists `N行目: …`) and nothing is written. Importing the same rows
 * twice changes nothing the second time (every row is `unchanged`).
 */
export async function importRoster(db: Database, target: RosterTarget, rows: ReadRow[], year: number, commit: boolean): Promise<RosterImportOutcome> {
  if (rows.length === 0) throw badRequest(ROSTER_INVALID_FILE_MESSAGE, { file: ['入力された行がありません'] });
  const emails = target.kind === 'teachers' ? [...new Set(rows.map((r) => (r.cells.email ?? '').toLowerCase()).filter(Boolean))] : [];
  const ctx = await loadRosterContext(db, target, year, emails);
  const checked: CheckedRow<unknown>[] =
    target.kind === 'students' ? await samePasswordsUnchanged(ctx, checkStudentRows(ctx, rows)) : checkTeacherRows(ctx, rows);
  const errorCount = checked.filter((r) => r.errors.length > 0).length;
  const summary = { create: 0, update: 0, unchanged: 0 };
  for (const r of checked) if (r.action) summary[r.action] += 1;
  const previewRows = checked.map(({ row, cells, errors, action }) => ({ row, cells, errors, action }));
  const preview: RosterPreview = {
    kind: target.kind,
    year,
    reasons: [],
    rows: previewRows,
    errorCount,
    summary,
    errorFile: errorCount > 0 ? (await buildErrorFile(target.kind, previewRows)).toString('base64') : null,
    imported: false,
  };
  if (!commit) return { preview, createdTeachers: [] };
  if (errorCount > 0) {
    throw unprocessable('エラーのある行があるため、取り込みませんでした。エラーファイルを確認して修正してください。', {
      file: checked.filter((r) => r.errors.length > 0).flatMap((r) => r.errors.map((e) => `${r.row}行目: ${e}`)),
    });
  }
  let createdTeachers: { id: number; email: string }[] = [];
  if (target.kind === 'students') {
    await applyStudents(db, ctx, checked.map((r) => r.draft) as Parameters<typeof applyStudents>[2]);
  } else {
    createdTeachers = (await applyTeachers(db, ctx, checked.map((r) => r.draft) as Parameters<typeof applyTeachers>[2])).created;
  }
  return { preview: { ...preview, imported: true }, createdTeachers };
}

/** The OneRoster import's answer: a preview per kind and the rows of other schools left out. */
export interface OneRosterOutcome {
  students: RosterPreview;
  teachers: RosterPreview;
  skipped: number;
  createdTeachers: { id: number; email: string }[];
}

/**
 * OneRoster Japan Profile bulk zip (issue 13 item 4, decision 024) through the same engine: the
 * students and teachers of the target schools (rows of other schools of the zip are left out and
 * counted when the target is one school), previewed, and with `commit` written together — all rows
 * of both kinds or none (422 listing `users.csv N行目: …`).
 * @throws 400 with the reasons when the zip is not a OneRoster bulk file (or a zip bomb).
 */
export async function importOneRoster(db: Database, schools: RosterTarget['schools'], bytes: Buffer, year: number, commit: boolean): Promise<OneRosterOutcome> {
  const read = readOneRoster(bytes, year);
  if ('reasons' in read) throw badRequest('OneRosterのファイルを読み取れませんでした。', { file: read.reasons });
  const own = new Set(schools.map((s) => s.code));
  const keep = (rows: ReadRow[]) => (schools.length === 1 ? rows.filter((r) => own.has(r.cells.schoolCode ?? '')) : rows);
  const students = keep(read.students);
  const teachers = keep(read.teachers);
  const skipped = read.students.length + read.teachers.length - students.length - teachers.length;
  const preview = async (kind: RosterKind, rows: ReadRow[]) =>
    rows.length === 0 ? emptyPreview(kind, year) : (await importRoster(db, { kind, schools }, rows, year, false)).preview;
  const checked = { students: await preview('students', students), teachers: await preview('teachers', teachers) };
  if (!commit) return { ...checked, skipped, createdTeachers: [] };
  const wrong = [...checked.students.rows, ...checked.teachers.rows].filter((r) => r.errors.length > 0);
  if (wrong.length > 0)
    throw unprocessable('エラーのある行があるため、取り込みませんでした。エラーファイルを確認して修正してください。', {
      file: wrong.flatMap((r) => r.errors.map((e) => `users.csv ${r.row}行目: ${e}`)),
    });
  const done = teachers.length > 0 ? await importRoster(db, { kind: 'teachers', schools }, teachers, year, true) : null;
  const studentsDone = students.length > 0 ? await importRoster(db, { kind: 'students', schools }, students, year, true) : null;
  return {
    students: studentsDone?.preview ?? { ...checked.students, imported: true },
    teachers: done?.preview ?? { ...checked.teachers, imported: true },
    skipped,
    createdTeachers: done?.createdTeachers ?? [],
  };
}

/** A preview of no rows (a OneRoster zip without people of one kind for the target). */
function emptyPreview(kind: RosterKind, year: number): RosterPreview {
  return { kind, year, reasons: [], rows: [], errorCount: 0, summary: { create: 0, update: 0, unchanged: 0 }, errorFile: null, imported: false };
}
