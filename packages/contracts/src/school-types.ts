/**
 * School types a city runs and their grades (issue 23 item 3, decision 046): 小学校, 中学校,
 * 義務教育学校 (1–9年), 特別支援学校 (小学部・中学部・高等部) and 高等学校. Each national grade code
 * (grade_code_masters) carries its OneRoster Japan Profile grade code (P1–P6, J1–J3, H1–H3): the
 * 義務教育学校 前期課程 1–6年 are P1–P6 and 後期課程 7–9年 J1–J3; a 特別支援学校's 小学部 P, 中学部 J,
 * 高等部 H. The stage (P, J, H) decides how a pupil is spoken to (furigana for P1–P3 only),
 * OneRoster grades and the grade a graduate enters next (P6 → J1, J3 → H1). No zod here: the
 * pupil's first download imports this module (its zod schemas are in schools.ts).
 */
export const SCHOOL_TYPES = ['elementary', 'junior_high', 'compulsory', 'special_needs', 'high'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** The Japanese names of the school types. */
export const SCHOOL_TYPE_NAMES: Record<SchoolType, string> = {
  elementary: '小学校',
  junior_high: '中学校',
  compulsory: '義務教育学校',
  special_needs: '特別支援学校',
  high: '高等学校',
};

/** OneRoster Japan Profile grade codes (classes.grades, users.grades). */
export const JP_GRADE_CODES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'J1', 'J2', 'J3', 'H1', 'H2', 'H3'] as const;
export type JpGradeCode = (typeof JP_GRADE_CODES)[number];

/** A national grade code: our code, its name, school type, order, Japan Profile code and (特別支援学校) 学部. */
export interface GradeCode {
  code: string;
  name: string;
  schoolType: SchoolType;
  sortOrder: number;
  jpGradeCode: JpGradeCode;
  department: string | null;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const jp = (stage: 'P' | 'J' | 'H', n: number) => `${stage}${n}` as JpGradeCode;

/**
 * Every national grade code in display order (GET /api/teachers/grade_code_masters; the seed and
 * migration 0031 insert them). Codes E1–E6 and J1–J3 are the ones databases already hold.
 */
export const GRADE_CODES: readonly GradeCode[] = [
  ...range(6).map((n) => ({ code: `E${n}`, name: `小${n}`, schoolType: 'elementary' as const, sortOrder: n, jpGradeCode: jp('P', n), department: null })),
  ...range(3).map((n) => ({ code: `J${n}`, name: `中${n}`, schoolType: 'junior_high' as const, sortOrder: 6 + n, jpGradeCode: jp('J', n), department: null })),
  ...range(9).map((n) => ({
    code: `G${n}`,
    name: `義務教育学校${n}年`,
    schoolType: 'compulsory' as const,
    sortOrder: 20 + n,
    jpGradeCode: n <= 6 ? jp('P', n) : jp('J', n - 6),
    department: null,
  })),
  ...range(6).map((n) => ({
    code: `SP${n}`,
    name: `小学部${n}年`,
    schoolType: 'special_needs' as const,
    sortOrder: 40 + n,
    jpGradeCode: jp('P', n),
    department: '小学部',
  })),
  ...range(3).map((n) => ({
    code: `SJ${n}`,
    name: `中学部${n}年`,
    schoolType: 'special_needs' as const,
    sortOrder: 46 + n,
    jpGradeCode: jp('J', n),
    department: '中学部',
  })),
  ...range(3).map((n) => ({
    code: `SH${n}`,
    name: `高等部${n}年`,
    schoolType: 'special_needs' as const,
    sortOrder: 49 + n,
    jpGradeCode: jp('H', n),
    department: '高等部',
  })),
  ...range(3).map((n) => ({ code: `H${n}`, name: `高${n}`, schoolType: 'high' as const, sortOrder: 60 + n, jpGradeCode: jp('H', n), department: null })),
];

/** The grade codes a school of `schoolType` may have, in order. */
export function gradeCodesOf(schoolType: SchoolType): GradeCode[] {
  return GRADE_CODES.filter((g) => g.schoolType === schoolType);
}

/**
 * The grade's name on screen from its master: 小1, 中1, 高1 → 1年; 義務教育学校7年 → 7年; a
 * 特別支援学校's 小学部1年 stays 小学部1年 (its three 学部 each have a 1年).
 */
export function gradeDisplayName(master: { name: string; department?: string | null }): string {
  if (master.department) return master.name;
  const match = /(\d+)年?$/.exec(master.name);
  return match ? `${match[1]}年` : master.name;
}

/** The stage of a Japan Profile grade code: P 小学校段階, J 中学校段階, H 高等学校段階. */
export const stageOf = (code: string | null | undefined): 'P' | 'J' | 'H' | null => {
  const first = code?.[0];
  return first === 'P' || first === 'J' || first === 'H' ? first : null;
};

/** The Japan Profile grade a pupil of `code` enters the next year (P6 → J1 across schools, J3 → H1); null after H3. */
export function nextJpGrade(code: JpGradeCode): JpGradeCode | null {
  const index = JP_GRADE_CODES.indexOf(code);
  return index >= 0 && index < JP_GRADE_CODES.length - 1 ? JP_GRADE_CODES[index + 1]! : null;
}

/** The MEXT 学校種 (first two characters of the 学校コード) of each school type. */
export const MEXT_SCHOOL_KIND: Record<SchoolType, string> = {
  elementary: 'B1',
  junior_high: 'C1',
  compulsory: 'C2',
  special_needs: 'E1',
  high: 'D1',
};
const MEXT_KINDS = new Set(['A1', 'A2', 'B1', 'C1', 'C2', 'D1', 'D2', 'E1', 'F1', 'F2', 'G1', 'H1', 'H2']);
const MEXT_KIND_NAMES: Record<string, string> = {
  A1: '幼稚園',
  A2: '幼保連携型認定こども園',
  B1: '小学校',
  C1: '中学校',
  C2: '義務教育学校',
  D1: '高等学校',
  D2: '中等教育学校',
  E1: '特別支援学校',
  F1: '大学',
  F2: '短期大学',
  G1: '高等専門学校',
  H1: '専修学校',
  H2: '各種学校',
};

/** The check digit of a 学校コード's first 12 characters (MEXT; decision 046): the letter as 01–08, weights 1,2,1,2… from the left, products' digits summed, (10 − sum mod 10) mod 10. */
export function mextCheckDigit(first12: string): number {
  const digits = `${String(first12.charCodeAt(0) - 64).padStart(2, '0')}${first12.slice(1, 12)}`;
  let sum = 0;
  for (const [i, c] of [...digits].entries()) {
    const product = Number(c) * (i % 2 === 0 ? 1 : 2);
    sum += product >= 10 ? Math.floor(product / 10) + (product % 10) : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Why `code` is not a MEXT 学校コード (13 characters: 学校種 letter+digit, 都道府県番号 01–47, 設置区分
 * 1–3, 学校番号 7 digits not starting with 0, check digit), in Japanese; null when it is one. With
 * `schoolType`, the 学校種 must be that type's (B1 小学校 …).
 */
export function mextSchoolCodeProblem(code: string, schoolType?: SchoolType): string | null {
  if (!/^[A-Z0-9]{13}$/.test(code)) return '学校コードは英大文字と数字の13文字です（例: B113210000005）';
  const kind = code.slice(0, 2);
  if (!MEXT_KINDS.has(kind)) return `学校コードの学校種（先頭2文字「${kind}」）が正しくありません`;
  const prefecture = Number(code.slice(2, 4));
  if (!/^\d\d$/.test(code.slice(2, 4)) || prefecture < 1 || prefecture > 47)
    return `学校コードの都道府県番号（3〜4文字目「${code.slice(2, 4)}」）が正しくありません`;
  if (!/^[123]$/.test(code[4]!)) return `学校コードの設置区分（5文字目「${code[4]}」）は1（国立）・2（公立）・3（私立）のどれかです`;
  if (!/^[1-9]\d{6}$/.test(code.slice(5, 12))) return `学校コードの学校番号（6〜12文字目「${code.slice(5, 12)}」）が正しくありません`;
  const expected = mextCheckDigit(code);
  if (String(expected) !== code[12]) return `学校コードの検査数字（13文字目）が合いません。入力の誤りがないか確認してください`;
  if (schoolType && kind !== MEXT_SCHOOL_KIND[schoolType])
    return `学校コードの学校種は${MEXT_KIND_NAMES[kind]}（${kind}）です。${SCHOOL_TYPE_NAMES[schoolType]}の学校コードは${MEXT_SCHOOL_KIND[schoolType]}で始まります`;
  return null;
}

/** Whether a school of `schoolType` has pupils of the 小学校 stage (P1–P6): 小学校, 義務教育学校, 特別支援学校. */
export const hasPrimaryStage = (schoolType: SchoolType): boolean => gradeCodesOf(schoolType).some((g) => stageOf(g.jpGradeCode) === 'P');
