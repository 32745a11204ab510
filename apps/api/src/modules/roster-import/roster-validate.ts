import type { RosterPreviewRow, RosterRow, RosterRowAction } from '@sukoyaka/contracts/roster-import';
import { columnsOf, FORMULA_LIKE } from './roster-workbook.ts';
import type { RosterContext, RosterSchool } from './roster-context.ts';

/** A student row that passed validation: where it goes and what changes. */
export interface StudentDraft {
  schoolId: number;
  gradeId: number;
  klassName: string;
  /** Set when the class exists in the year; else the import creates it. */
  klassId: number | null;
  studentNumber: number;
  name: string;
  /** null: keep the stored value (a blank optional cell; decision 045) or none for a new student. */
  nameKana: string | null;
  email: string | null;
  password: string | null;
  existingId: number | null;
  /** The existing student's enrollment of the year (moved to this seat when it differs). */
  enrollmentId: number | null;
  /** `move_existing`: the pupil now at the seat moves to this number of the same class. */
  moveExisting: { studentId: number; enrollmentId: number; toNumber: number } | null;
  /** The OneRoster sourcedId of the person, recorded for the next import. */
  sourcedId: string | null;
}

/** A teacher row that passed validation. `klass` null = keep this year's homeroom (blank 担任). */
export interface TeacherDraft {
  schoolId: number;
  name: string;
  email: string;
  admin: boolean;
  klass: { gradeId: number; name: string; klassId: number | null } | null;
  existingId: number | null;
  sourcedId: string | null;
}

/** A validated row: what the preview shows and (when error-free) what the import writes. */
export interface CheckedRow<D> extends RosterPreviewRow {
  draft: D | null;
}

/** A row as read from a file (sheet row or users.csv line, cells by column key, formula cells' keys). */
export interface InputRow {
  row: number;
  cells: RosterRow;
  formulaKeys: string[];
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;
const ADMIN_MARKS = new Set(['○', '〇', 'O', 'o', '1', '◯']);

/** 1 → 1年, 1年生 → 1年; 1 → 1組, A → A組 (names as the grade/class settings show them). */
const gradeName = (v: string) => (/^\d+$/.test(v) ? `${v}年` : v.replace(/年生$/, '年'));
const klassName = (v: string) => (/^[\dA-Za-z]+$/.test(v) ? `${v}組` : v);

/** A checked row with nothing to show yet: errors only, or a plain action. */
export function checkedRow<D>(input: InputRow, errors: string[], action: RosterRowAction | null = null, draft: D | null = null): CheckedRow<D> {
  return { row: input.row, cells: input.cells, errors, action, changes: [], kept: [], conflict: null, resolution: null, warnings: [], draft };
}

/** Checks shared by both kinds: formula-like cells (never evaluated) and the school code (the URL code or the MEXT 学校コード). */
export function commonChecks(ctx: RosterContext, cells: RosterRow, formulaKeys: string[], errors: string[]): RosterSchool | null {
  const headers = new Map<string, string>(columnsOf(ctx.target.kind).map((c) => [c.key, c.header]));
  for (const key of formulaKeys) errors.push(`${headers.get(key) ?? key}: 数式は使えません。値を入力してください`);
  for (const [key, value] of Object.entries(cells)) if (FORMULA_LIKE.test(value)) errors.push(`${headers.get(key) ?? key}: =、+、-、@ で始まる値は使えません`);
  const code = cells.schoolCode ?? '';
  const schools = ctx.target.schools;
  if (!code) {
    if (schools.length === 1) return schools[0]!;
    errors.push('学校コードを入力してください');
    return null;
  }
  const school = schools.find((s) => s.code === code || (s.mextSchoolCode ?? '') === code.toUpperCase());
  if (!school) errors.push(`学校コード「${code}」は取り込み先の学校ではありません（他の学校の行は取り込めません）`);
  return school ?? null;
}

/** The grade id for a row's 学年 (must exist in the grade settings) and the class (created if missing). */
export function placeOf(ctx: RosterContext, school: RosterSchool, grade: string, klass: string, errors: string[], label = '') {
  const gradeId = ctx.gradeIds.get(`${school.id}:${gradeName(grade)}`);
  if (!gradeId) {
    errors.push(`${label}学年「${grade}」がありません（学年・組の設定を確認してください）`);
    return null;
  }
  const name = klassName(klass);
  if (name.length > 20) {
    errors.push(`${label}組は20文字以内で入力してください`);
    return null;
  }
  return { gradeId, name, klassId: ctx.klassIds.get(`${school.id}:${gradeId}:${name}`) ?? null };
}

/**
 * Validates teacher rows: school, 氏名, e-mail (unique in the file; one used by another school's
 * teacher is refused), 管理者 ○ or blank, 担任 grade and class (both or neither; both blank keeps
 * this year's homeroom, decision 045). Each update lists its changes (old → new).
 */
export function checkTeacherRows(ctx: RosterContext, rows: InputRow[]): CheckedRow<TeacherDraft>[] {
  const seen = new Map<string, number>();
  // Each teacher's homeroom in the file ('' when left blank) and the first row naming each class.
  const fileKlassOf = new Map(rows.map((r) => [(r.cells.email ?? '').toLowerCase(), `${r.cells.grade ?? ''}${r.cells.klass ?? ''}`]));
  const firstRowOfKlass = new Map<string, number>();
  return rows.map((input) => {
    const { cells, formulaKeys, row } = input;
    const errors: string[] = [];
    const school = commonChecks(ctx, cells, formulaKeys, errors);
    const { name = '', email = '', admin = '', grade = '', klass = '' } = cells;
    if (!name) errors.push('氏名を入力してください');
    else if (name.length > 50) errors.push('氏名は50文字以内で入力してください');
    else if (name.includes('\uFFFD')) errors.push('氏名が文字化けしています（ファイルの文字コードを確認してください）');
    const lower = email.toLowerCase();
    if (!email) errors.push('メールアドレスを入力してください');
    else if (!EMAIL.test(email) || email.length > 254) errors.push('メールアドレスの形式が正しくありません');
    else {
      const first = seen.get(lower);
      if (first !== undefined) errors.push(`同じメールアドレスの行が${first}行目にもあります`);
      else seen.set(lower, row);
    }
    if (admin && !ADMIN_MARKS.has(admin)) errors.push('管理者は「○」か空欄にしてください');
    if (Boolean(grade) !== Boolean(klass)) errors.push('担任学年と担任組は両方入力するか、両方空欄にしてください');
    const existing = lower ? ctx.teachersByEmail.get(lower) : undefined;
    // Only that it cannot be used: never that another school has an account with it (issue 28 item 6).
    if (school && existing && existing.schoolId !== school.id) errors.push('このメールアドレスは使えません。別のメールアドレスを入力してください');
    const place = school && grade && klass ? placeOf(ctx, school, grade, klass, errors, '担任') : null;
    if (errors.length > 0 || !school) return checkedRow<TeacherDraft>(input, errors);
    const draft: TeacherDraft = {
      schoolId: school.id,
      name,
      email: lower,
      admin: ADMIN_MARKS.has(admin),
      klass: place,
      existingId: existing?.id ?? null,
      sourcedId: cells.sourcedId ?? null,
    };
    const checked = checkedRow(input, errors, 'create', draft);
    if (place)
      checked.warnings.push(
        ...secondHomeroom(ctx, { row, email: lower, label: `${grade}${place.name}`, klassId: place.klassId, school: school.id }, fileKlassOf, firstRowOfKlass),
      );
    if (!existing) return checked;
    const homeroom = (ids: number[]) => ids.map((id) => klassLabel(ctx, id)).join('、');
    if (existing.name !== name) checked.changes.push({ field: 'name', before: existing.name, after: name });
    if (existing.admin !== draft.admin) checked.changes.push({ field: 'admin', before: existing.admin ? '○' : '', after: draft.admin ? '○' : '' });
    if (place) {
      const same = place.klassId !== null && existing.klassIds.length === 1 && existing.klassIds[0] === place.klassId;
      if (!same) checked.changes.push({ field: 'klass', before: homeroom(existing.klassIds), after: `${grade}${place.name}` });
    } else if (existing.klassIds.length > 0) checked.kept.push('klass');
    checked.action = checked.changes.length > 0 ? 'update' : 'unchanged';
    return checked;
  });
}

/**
 * Issue 28 item 6: a row that makes someone 担任 of a class that already has one (a teacher now, who
 * is not moved elsewhere by the same file) or that an earlier row of the file also names gets a
 * warning: the import adds a second 担任, it does not replace the first.
 */
function secondHomeroom(
  ctx: RosterContext,
  row: { row: number; email: string; label: string; klassId: number | null; school: number },
  fileKlassOf: Map<string, string>,
  firstRowOfKlass: Map<string, number>,
): string[] {
  const key = `${row.school}:${row.label}`;
  const earlier = firstRowOfKlass.get(key);
  if (earlier === undefined) firstRowOfKlass.set(key, row.row);
  const staying = (row.klassId === null ? [] : (ctx.homeroomsByKlass.get(row.klassId) ?? [])).filter((h) => {
    if (h.email === row.email) return false;
    const inFile = fileKlassOf.get(h.email);
    return inFile === undefined || inFile === '' || inFile === row.label;
  });
  if (staying.length > 0) {
    const names = staying.map((h) => `${h.name}先生`).join('、');
    return [`${row.label}の担任はすでに${names}です。取り込むと担任が${staying.length + 1}人になります（今の担任はそのままです）`];
  }
  if (earlier !== undefined) return [`${row.label}の担任は${earlier}行目にもあります。取り込むと担任が2人になります`];
  return [];
}

/** A class of the year as shown to people: 1年1組. */
export function klassLabel(ctx: RosterContext, klassId: number): string {
  for (const [key, id] of ctx.klassIds) {
    if (id !== klassId) continue;
    const gradeId = Number(key.split(':')[1]);
    return `${ctx.gradeNames.get(gradeId) ?? ''}${ctx.klassNames.get(klassId) ?? ''}`;
  }
  return '';
}
