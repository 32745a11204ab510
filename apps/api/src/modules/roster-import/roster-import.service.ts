import { ROSTER_INVALID_FILE_MESSAGE, type RosterPreview, type RosterRow } from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import { badRequest, unprocessable } from '../../lib/http-errors.ts';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { loadRosterContext, type RosterContext, type RosterTarget } from './roster-context.ts';
import { applyStudents, applyTeachers } from './roster-apply.ts';

export { UNSET_PASSWORD_HASH } from './roster-apply.ts';
import { checkStudentRows, checkTeacherRows, type CheckedRow, type StudentDraft } from './roster-validate.ts';
import { buildErrorFile, readRosterWorkbook, type ReadRow } from './roster-workbook.ts';

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
