import { parse } from 'csv-parse/sync';
import type { RosterRow } from '@sukoyaka/contracts/roster-import';
import { inflateZipSafely } from './safe-zip.ts';
import type { ReadRow } from './roster-workbook.ts';

/** The CSV files of a OneRoster 1.2 bulk zip the import reads (demographics is not imported: decision 024). */
const REQUIRED = ['orgs.csv', 'academicSessions.csv', 'classes.csv', 'users.csv', 'enrollments.csv'] as const;

type Record_ = Record<string, string>;

/** One CSV of the zip as records keyed by header (BOM stripped, blank lines skipped). */
function csv(files: Map<string, Uint8Array>, name: string): Record_[] {
  const entry = [...files.entries()].find(([path]) => path.split('/').pop() === name);
  if (!entry) return [];
  return parse(Buffer.from(entry[1]).toString('utf8'), { columns: true, skip_empty_lines: true, bom: true, relax_column_count: true, trim: true }) as Record_[];
}

/** A Japan Profile grade code (P1–P6 小学校, J1–J3 中学校, also 01–09) as the grade name schools use, e.g. 1年. */
function gradeOf(codes: string): string {
  const first = codes.split(',')[0]?.trim() ?? '';
  const n = /^[PJ]?0?(\d)$/i.exec(first)?.[1];
  return n ? `${n}年` : '';
}

/** The class name of a homeroom title: 1年1組 → 1組, 3組 → 3組. */
const klassOf = (title: string) =>
  title
    .normalize('NFKC')
    .replace(/^.*?年\s*/, '')
    .trim();

/** OneRoster people of one kind as roster rows (sheet row number = users.csv line). */
export interface OneRosterRows {
  students: ReadRow[];
  teachers: ReadRow[];
}

/**
 * Reads a OneRoster Japan Profile CSV bulk zip (issue 13 item 4, decision 024 mapping) into the
 * roster engine's rows for school year `year`: homeroom enrollments of students (学年・組・出席番号
 * from classes.grades / title and metadata.jp.ShussekiNo) and the teachers and administrators with
 * their primary homeroom class. Returns the reasons instead when the bytes are not a zip, a zip
 * bomb, or miss a required CSV. `tobedeleted` records are ignored.
 */
export function readOneRoster(bytes: Buffer, year: number): { reasons: string[] } | OneRosterRows {
  const files = inflateZipSafely(bytes);
  if (files === 'too_large') return { reasons: ['ファイルを展開すると大きすぎます（圧縮爆弾の疑い）'] };
  if (files === 'not_zip') return { reasons: ['OneRosterのCSV一括ファイル（.zip）ではありません'] };
  const names = new Set([...files.keys()].map((p) => p.split('/').pop()));
  const missing = REQUIRED.filter((r) => !names.has(r));
  if (missing.length > 0) return { reasons: [`OneRosterのCSVがありません: ${missing.join(', ')}`] };
  let orgs: Record_[], sessions: Record_[], classes: Record_[], users: Record_[], enrollments: Record_[];
  try {
    [orgs, sessions, classes, users, enrollments] = REQUIRED.map((n) => csv(files, n)) as [Record_[], Record_[], Record_[], Record_[], Record_[]];
  } catch {
    return { reasons: ['OneRosterのCSVを読み取れません（文字コードはUTF-8、区切りはカンマにしてください）'] };
  }
  const live = (r: Record_) => (r.status ?? '').toLowerCase() !== 'tobedeleted';
  const schoolCode = new Map(orgs.filter(live).map((o) => [o.sourcedId ?? '', o.identifier ?? '']));
  const yearOf = new Map(sessions.filter(live).map((s) => [s.sourcedId ?? '', Number(s.schoolYear)]));
  // Japan Profile: academicSessions.schoolYear is the 年度 (2026 for April 2026–March 2027).
  const inYear = (terms: string) => {
    const ids = terms
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    return ids.length === 0 || ids.some((t) => yearOf.get(t) === year);
  };
  const homerooms = new Map(
    classes
      .filter((c) => live(c) && (c.classType ?? '').toLowerCase() === 'homeroom' && inYear(c.termSourcedIds ?? ''))
      .map((c) => [
        c.sourcedId ?? '',
        { school: schoolCode.get(c.schoolSourcedId ?? '') ?? '', grade: gradeOf(c.grades ?? ''), klass: klassOf(c.title ?? '') },
      ]),
  );
  const line = new Map(users.map((u, i) => [u.sourcedId ?? '', i + 2]));
  const userOf = new Map(users.filter(live).map((u) => [u.sourcedId ?? '', u]));
  const nameOf = (u: Record_) => [u.familyName, u.givenName].filter(Boolean).join(' ');
  const kanaOf = (u: Record_) => [u['metadata.jp.kanaFamilyName'], u['metadata.jp.kanaGivenName']].filter(Boolean).join(' ');
  const students: ReadRow[] = [];
  const homeroomOfTeacher = new Map<string, { school: string; grade: string; klass: string }>();
  for (const e of enrollments.filter(live)) {
    const klass = homerooms.get(e.classSourcedId ?? '');
    const user = userOf.get(e.userSourcedId ?? '');
    if (!klass || !user) continue;
    const role = (e.role ?? '').toLowerCase();
    if (role === 'student') {
      const cells: RosterRow = {
        schoolCode: klass.school,
        grade: klass.grade,
        klass: klass.klass,
        studentNumber: e['metadata.jp.ShussekiNo'] ?? '',
        name: nameOf(user),
      };
      if (kanaOf(user)) cells.nameKana = kanaOf(user);
      if (user.email) cells.email = user.email;
      students.push({ row: line.get(user.sourcedId ?? '') ?? 0, cells, formulaKeys: [] });
    } else if (role === 'teacher' && (e.primary ?? '').toLowerCase() === 'true') homeroomOfTeacher.set(user.sourcedId ?? '', klass);
  }
  const teachers: ReadRow[] = users
    .filter((u) => live(u) && ['teacher', 'administrator'].includes((u.role ?? '').toLowerCase()))
    .map((u) => {
      const homeroom = homeroomOfTeacher.get(u.sourcedId ?? '');
      const school = homeroom?.school ?? schoolCode.get((u.orgSourcedIds ?? '').split(',')[0]?.trim() ?? '') ?? '';
      const cells: RosterRow = { schoolCode: school, name: nameOf(u), email: u.email ?? '' };
      if ((u.role ?? '').toLowerCase() === 'administrator') cells.admin = '○';
      if (homeroom) Object.assign(cells, { grade: homeroom.grade, klass: homeroom.klass });
      return { row: line.get(u.sourcedId ?? '') ?? 0, cells, formulaKeys: [] };
    });
  return { students: students.sort((a, b) => a.row - b.row), teachers };
}
