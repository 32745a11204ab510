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
  nameKana: string | null;
  email: string | null;
  password: string | null;
  existingId: number | null;
}

/** A teacher row that passed validation. `klass` null = no homeroom class this year. */
export interface TeacherDraft {
  schoolId: number;
  name: string;
  email: string;
  admin: boolean;
  klass: { gradeId: number; name: string; klassId: number | null } | null;
  existingId: number | null;
}

/** A validated row: what the preview shows and (when error-free) what the import writes. */
export interface CheckedRow<D> extends RosterPreviewRow {
  draft: D | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;
const ADMIN_MARKS = new Set(['○', '〇', 'O', 'o', '1', '◯']);

/** 1 → 1年, 1年生 → 1年; 1 → 1組, A → A組 (names as the grade/class settings show them). */
const gradeName = (v: string) => (/^\d+$/.test(v) ? `${v}年` : v.replace(/年生$/, '年'));
const klassName = (v: string) => (/^[\dA-Za-z]+$/.test(v) ? `${v}組` : v);

/** Checks shared by both kinds: formula-like cells (never evaluated) and the school code. */
function commonChecks(ctx: RosterContext, cells: RosterRow, formulaKeys: string[], errors: string[]): RosterSchool | null {
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
  const school = schools.find((s) => s.code === code);
  if (!school) errors.push(`学校コード「${code}」は取り込み先の学校ではありません（他の学校の行は取り込めません）`);
  return school ?? null;
}

/** The grade id for a row's 学年 (must exist in the grade settings) and the class (created if missing). */
function placeOf(ctx: RosterContext, school: RosterSchool, grade: string, klass: string, errors: string[], label = '') {
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
 * Validates student rows (issue 13 "Bad input"): school, grade (must exist), class, 出席番号 1–999
 * (unique per class in the file), 氏名 (≤ 50), ふりがな (kana), e-mail (unique in the school),
 * initial password (8–64 characters). Returns one checked row per input row, in order, with the
 * action the import would take (create / update / unchanged: the same file twice changes nothing).
 */
export function checkStudentRows(ctx: RosterContext, rows: { row: number; cells: RosterRow; formulaKeys: string[] }[]): CheckedRow<StudentDraft>[] {
  const seen = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  return rows.map(({ row, cells, formulaKeys }) => {
    const errors: string[] = [];
    const school = commonChecks(ctx, cells, formulaKeys, errors);
    const { grade = '', klass = '', studentNumber = '', name = '', nameKana = '', email = '', password = '' } = cells;
    if (!grade) errors.push('学年を入力してください');
    if (!klass) errors.push('組を入力してください');
    const number = /^\d{1,3}$/.test(studentNumber) ? Number(studentNumber) : NaN;
    if (!(number >= 1 && number <= 999)) errors.push('出席番号は1〜999の数字で入力してください');
    if (!name) errors.push('氏名を入力してください');
    else if (name.length > 50) errors.push('氏名は50文字以内で入力してください');
    if (nameKana && (!KANA.test(nameKana) || nameKana.length > 100)) errors.push('ふりがなはひらがな・カタカナで入力してください');
    if (email && !EMAIL.test(email)) errors.push('メールアドレスの形式が正しくありません');
    if (password && (password.length < 8 || password.length > 64 || !/^[\x21-\x7e]+$/.test(password)))
      errors.push('初期パスワードは8〜64文字の半角英数字記号で入力してください');
    const place = school && grade && klass ? placeOf(ctx, school, grade, klass, errors) : null;
    let existing: ReturnType<RosterContext['enrolled']['get']> = undefined;
    if (school && place && Number.isInteger(number)) {
      const key = `${school.id}:${place.gradeId}:${place.name}:${number}`;
      const first = seen.get(key);
      if (first !== undefined) errors.push(`同じ学年・組・出席番号の行が${first}行目にもあります`);
      else seen.set(key, row);
      if (place.klassId) existing = ctx.enrolled.get(`${place.klassId}:${number}`);
    }
    const lowerEmail = email.toLowerCase();
    if (school && email) {
      const owner = ctx.studentEmails.get(`${school.id}:${lowerEmail}`);
      if (owner !== undefined && owner !== existing?.studentId) errors.push('このメールアドレスは他の児童生徒が使っています');
      const first = seenEmails.get(lowerEmail);
      if (first !== undefined) errors.push(`同じメールアドレスの行が${first}行目にもあります`);
      else seenEmails.set(lowerEmail, row);
    }
    if (errors.length > 0 || !school || !place) return { row, cells, errors, action: null, draft: null };
    const draft: StudentDraft = {
      schoolId: school.id,
      gradeId: place.gradeId,
      klassName: place.name,
      klassId: place.klassId,
      studentNumber: number,
      name,
      nameKana: nameKana || null,
      email: lowerEmail || null,
      password: password || null,
      existingId: existing?.studentId ?? null,
    };
    const action: RosterRowAction = !existing
      ? 'create'
      : existing.name === name && (existing.nameKana ?? '') === nameKana && (existing.email ?? '').toLowerCase() === lowerEmail && !password
        ? 'unchanged'
        : 'update';
    return { row, cells, errors, action, draft };
  });
}

/**
 * Validates teacher rows: school, 氏名, e-mail (unique in the file; one used by another school's
 * teacher is refused), 管理者 ○ or blank, 担任 grade and class (both or neither).
 */
export function checkTeacherRows(ctx: RosterContext, rows: { row: number; cells: RosterRow; formulaKeys: string[] }[]): CheckedRow<TeacherDraft>[] {
  const seen = new Map<string, number>();
  return rows.map(({ row, cells, formulaKeys }) => {
    const errors: string[] = [];
    const school = commonChecks(ctx, cells, formulaKeys, errors);
    const { name = '', email = '', admin = '', grade = '', klass = '' } = cells;
    if (!name) errors.push('氏名を入力してください');
    else if (name.length > 50) errors.push('氏名は50文字以内で入力してください');
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
    if (school && existing && existing.schoolId !== school.id) errors.push('このメールアドレスは他の学校の先生が使っています');
    const place = school && grade && klass ? placeOf(ctx, school, grade, klass, errors, '担任') : null;
    if (errors.length > 0 || !school) return { row, cells, errors, action: null, draft: null };
    const draft: TeacherDraft = { schoolId: school.id, name, email: lower, admin: ADMIN_MARKS.has(admin), klass: place, existingId: existing?.id ?? null };
    const sameKlass = place
      ? place.klassId !== null && existing?.klassIds.length === 1 && existing.klassIds[0] === place.klassId
      : existing?.klassIds.length === 0;
    const action: RosterRowAction = !existing ? 'create' : existing.name === name && existing.admin === draft.admin && sameKlass ? 'unchanged' : 'update';
    return { row, cells, errors, action, draft };
  });
}
