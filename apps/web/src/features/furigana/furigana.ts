import { hasPrimaryStage, type SchoolType } from '@sukoyaka/contracts/school-types';
import type { StudentWording } from '../../components/ui/student-wording.tsx';

const KANJI_NUMERALS: Record<string, string> = { 一: '1', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6' };

/**
 * The number of a grade name (1年, １年, 小1, 一年 → 1), or null when it has none. Grade names are
 * each school's own words, so this reads the first number written in them.
 */
export function gradeNumber(gradeName: string): number | null {
  const normalised = gradeName.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[一二三四五六]/g, (c) => KANJI_NUMERALS[c]!);
  const match = /\d+/.exec(normalised);
  return match ? Number(match[0]) : null;
}

/**
 * Whether furigana start on for a student (issue 3; decision 046): for pupils of the 小学校 stage's
 * grades 1 to 3 (Japan Profile P1–P3: 小学校, 義務教育学校 1–3年, 特別支援学校 小学部1–3年), who have
 * not learnt most kanji yet; a 中学生 (J1, also 義務教育学校 7年) is never spoken to as a first-grader.
 * Without a grade (a page before sign-in), for a school that has 小学校-stage pupils. A grade without
 * a code (an old database) falls back to its name's number in an elementary school.
 */
export function furiganaByDefault(schoolType: SchoolType | undefined, grade?: { jpGradeCode: string | null; gradeName: string }): boolean {
  if (!schoolType) return false;
  if (grade === undefined) return hasPrimaryStage(schoolType);
  if (grade.jpGradeCode) return ['P1', 'P2', 'P3'].includes(grade.jpGradeCode);
  const number = gradeNumber(grade.gradeName);
  return schoolType === 'elementary' && number !== null && number >= 1 && number <= 3;
}

/**
 * The wording of a student's own screens by school type and grade (issue 24 item 5): kana-heavy
 * (the messages' base keys) for 小1–3, as furiganaByDefault; for 中学生 and 高校生 (Japan Profile
 * J* / H*; 義務教育学校 7年–9年, 特別支援学校 中学部・高等部) the `_junior` messages; otherwise (小4–6)
 * the `_standard` ones. A grade without a code falls back to the school type and the grade's number.
 * Before sign-in (no grade) the kana-heavy wording.
 */
export function studentWording(schoolType: SchoolType | undefined, grade?: { jpGradeCode: string | null; gradeName: string }): StudentWording {
  if (!schoolType || !grade || furiganaByDefault(schoolType, grade)) return 'kana';
  if (grade.jpGradeCode) return /^[JH]/.test(grade.jpGradeCode) ? 'junior' : 'standard';
  return schoolType === 'elementary' ? 'standard' : 'junior';
}
