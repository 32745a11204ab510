import type { OneRosterIssue, OneRosterSkipped, OneRosterSkipReason, RosterRow } from '@sukoyaka/contracts/roster-import';
import { openOneRosterZip, type CsvTable } from './oneroster-files.ts';
import { checkFile, checkReferences, JP_PROFILE_GRADES } from './oneroster-rules.ts';
import type { RosterSchool } from './roster-context.ts';
import type { InputRow } from './roster-validate.ts';
import { normaliseCell } from './roster-workbook.ts';

type Rec = Record<string, string>;

/** What the reader needs of the import's target: its schools and which Japan Profile grades each has (`${schoolId}:${code}` → grade name). */
export interface OneRosterTarget {
  schools: RosterSchool[];
  gradeByJpCode: Map<string, string>;
}

/** A OneRoster file read for the target: the people to preview, those skipped with their reason, the rules broken. */
export interface OneRosterRead {
  students: InputRow[];
  teachers: InputRow[];
  skipped: OneRosterSkipped[];
  issues: OneRosterIssue[];
  people: number;
  version: '1.1' | '1.2';
  encoding: string;
}

const live = (r: Rec | undefined) => (r?.status ?? '').toLowerCase() !== 'tobedeleted';
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
/** A code or number (学校コード, 出席番号, class title) NFKC-normalised and trimmed. */
const clean = (v: string | undefined) => (v ?? '').normalize('NFKC').trim();
/** A name as written, half-width katakana widened (ﾔﾏｸﾞﾁ → ヤマグチ); ①, 髙 and ㈱ stay. */
const nameOf = (v: string | undefined) => normaliseCell('name', v ?? '');
/** The class name of a homeroom title: 1年1組 → 1組, 小学部1年2組 → 2組, 3組 → 3組. */
const klassOf = (title: string) => clean(title).replace(/^.*?年\s*/, '');
/** The first metadata column of a record by name, whatever its case (metadata.jp.ShussekiNo / shussekiNo). */
const meta = (r: Rec, name: string) => Object.entries(r).find(([k]) => k.toLowerCase() === `metadata.jp.${name.toLowerCase()}`)?.[1] ?? '';

/**
 * Reads a OneRoster Japan Profile CSV bulk zip for the target schools and 年度 `year` (issue 23 item
 * 4, decision 045): both layouts (1.1: role and orgSourcedIds in users.csv; 1.2: roles.csv,
 * primaryOrgSourcedId, userProfiles for sign-in accounts), every rule of oneroster-rules.ts, and
 * every person of users.csv accounted for: a student row (学年 from classes.grades, 組 from the
 * title, 出席番号 from metadata.jp.ShussekiNo, ふりがな from metadata.jp.kana*), a teacher row
 * (principal / siteAdministrator / administrator → 管理者, the primary homeroom of the year → 担任),
 * or skipped: another school (its 学校コード), another 年度, no homeroom class, a grade the school
 * does not have, tobedeleted, or another role. Schools are matched by the MEXT 学校コード in
 * orgs.identifier, and by the school's URL code as a fallback. Returns one reason when the zip
 * cannot be read at all.
 */
export function readOneRoster(bytes: Buffer, year: number, target: OneRosterTarget): OneRosterRead | { reasons: string[] } {
  const opened = openOneRosterZip(bytes);
  if ('reason' in opened) return { reasons: [opened.reason] };
  const { tables, manifest, issues } = opened;
  const t = (name: string): CsvTable => tables.get(name) ?? { name, header: [], records: [], lines: [], encoding: 'UTF-8', ascii: true };
  const users = t('users.csv');
  const layout: '1.1' | '1.2' = users.header.includes('role') && !tables.has('roles.csv') ? '1.1' : '1.2';
  if (layout === '1.2' && !tables.has('roles.csv') && !users.header.includes('role'))
    issues.push({
      file: 'roles.csv',
      line: null,
      level: 'error',
      message: 'OneRoster 1.2 の形式ですが roles.csv がありません（先生・児童生徒の役割が分かりません）',
    });
  for (const table of tables.values()) checkFile(table, layout, manifest.get(`file.${table.name.replace('.csv', '')}`) === 'bulk', issues);
  checkReferences(tables, issues);

  const orgs = new Map(t('orgs.csv').records.map((o) => [o.sourcedId ?? '', o]));
  const sessions = new Map(
    t('academicSessions.csv')
      .records.filter(live)
      .map((s) => [s.sourcedId ?? '', Number(s.schoolYear)]),
  );
  const classes = new Map(
    t('classes.csv')
      .records.filter(live)
      .map((c) => [c.sourcedId ?? '', c]),
  );
  const schoolOf = (orgId: string) => {
    const org = orgs.get(orgId);
    const identifier = clean(org?.identifier).toUpperCase();
    const school = target.schools.find((s) => (s.mextSchoolCode && s.mextSchoolCode === identifier) || s.code.toUpperCase() === identifier);
    const label = !org ? `orgs.csv にない学校 ${orgId || '（指定なし）'}` : identifier ? `学校コード ${identifier}` : `学校コードなし: ${org.name ?? orgId}`;
    return { school, label };
  };
  const yearsOf = (c: Rec) => list(c.termSourcedIds).map((id) => sessions.get(id) ?? NaN);
  const fileYears = [...new Set(sessions.values())].filter(Number.isFinite).sort();

  const rolesOf = new Map<string, Rec[]>();
  for (const r of t('roles.csv').records.filter(live)) rolesOf.set(r.userSourcedId ?? '', [...(rolesOf.get(r.userSourcedId ?? '') ?? []), r]);
  const enrollmentsOf = new Map<string, Rec[]>();
  for (const e of t('enrollments.csv').records.filter(live)) enrollmentsOf.set(e.userSourcedId ?? '', [...(enrollmentsOf.get(e.userSourcedId ?? '') ?? []), e]);
  const accountOf = new Map<string, string>();
  for (const p of t('userProfiles.csv').records.filter(live))
    if (/google|microsoft|entra|azure/i.test(`${p.profileType} ${p.vendorId}`) && p.username?.includes('@')) accountOf.set(p.userSourcedId ?? '', p.username);

  const read: OneRosterRead = { students: [], teachers: [], skipped: [], issues, people: users.records.length, version: layout, encoding: encodingOf(tables) };
  const groups = new Map<string, OneRosterSkipped>();
  const skip = (reason: OneRosterSkipReason, message: string, line: number, name: string | null) => {
    const key = `${reason}|${message}`;
    const group = groups.get(key) ?? { reason, message, count: 0, people: [] };
    group.count += 1;
    group.people.push({ line, name });
    groups.set(key, group);
  };
  for (const [i, u] of users.records.entries()) {
    const line = users.lines[i] ?? i + 2;
    const id = u.sourcedId ?? '';
    const name = [nameOf(u.familyName), nameOf(u.givenName)].filter(Boolean).join(' ');
    const roles = rolesOf.get(id) ?? [];
    const primary = roles.find((r) => r.roleType === 'primary') ?? roles[0];
    const role = (layout === '1.1' ? u.role : primary?.role) ?? '';
    const orgId = primary?.orgSourcedId || u.primaryOrgSourcedId || list(u.orgSourcedIds)[0] || '';
    if (!live(u)) {
      skip('tobedeleted', '削除予定の人（status=tobedeleted）', line, schoolOf(orgId).school ? name : null);
      continue;
    }
    const kind = role === 'student' ? 'student' : ['teacher', 'administrator', 'principal', 'siteAdministrator'].includes(role) ? 'teacher' : null;
    const homerooms = (enrollmentsOf.get(id) ?? []).flatMap((e) => {
      const c = classes.get(e.classSourcedId ?? '');
      return c && c.classType === 'homeroom' ? [{ e, c }] : [];
    });
    const mine = homerooms.find(({ c }) => yearsOf(c).includes(year)) ?? null;
    const schoolOrg = kind === 'student' ? (mine ?? homerooms[0])?.c.schoolSourcedId || orgId : orgId;
    const { school, label } = schoolOf(schoolOrg);
    if (!school) {
      skip('other_school', `他の学校の人（${label}）`, line, null);
      continue;
    }
    if (!kind) {
      skip('other_role', role ? `児童生徒・先生以外の役割（${role}）` : '役割（role）がありません', line, name);
      continue;
    }
    if (!fileYears.includes(year) || (kind === 'student' && !mine && homerooms.length > 0)) {
      const years = kind === 'student' && homerooms.length > 0 ? [...new Set(homerooms.flatMap(({ c }) => yearsOf(c)))] : fileYears;
      skip('other_year', `${years.filter(Number.isFinite).join('・') || '不明な'}年度の名簿です（取り込み先は${year}年度）`, line, name);
      continue;
    }
    const cells: RosterRow = { sourcedId: id, schoolCode: school.code, name };
    const kana = [nameOf(meta(u, 'kanaFamilyName')), nameOf(meta(u, 'kanaGivenName'))].filter(Boolean).join(' ');
    const email = clean(u.email) || accountOf.get(id) || '';
    if (kind === 'student') {
      if (!mine) {
        skip('no_homeroom', 'ホームルーム（classType=homeroom）の学級に在籍していません', line, name);
        continue;
      }
      const code = list(mine.c.grades)[0] ?? list(u.grades)[0] ?? '';
      const grade = target.gradeByJpCode.get(`${school.id}:${code}`);
      if (!grade) {
        const why = !code
          ? '学年コード（grades）がありません'
          : JP_PROFILE_GRADES.includes(code)
            ? `学年コード「${code}」の学年がこの学校にありません`
            : `学年コード「${code}」はJapan Profileの学年コードではありません`;
        skip('unknown_grade', why, line, name);
        continue;
      }
      Object.assign(cells, { grade, klass: klassOf(mine.c.title ?? ''), studentNumber: clean(meta(mine.e, 'ShussekiNo')) });
      if (kana) cells.nameKana = kana;
      if (email) cells.email = email;
      read.students.push({ row: line, cells, formulaKeys: [] });
    } else {
      const homeroom = homerooms.find(({ e, c }) => e.role === 'teacher' && e.primary === 'true' && yearsOf(c).includes(year));
      cells.email = email;
      if (role !== 'teacher' && role !== '') cells.admin = '○';
      const grade = homeroom ? target.gradeByJpCode.get(`${school.id}:${list(homeroom.c.grades)[0] ?? ''}`) : undefined;
      if (homeroom && grade) Object.assign(cells, { grade, klass: klassOf(homeroom.c.title ?? '') });
      read.teachers.push({ row: line, cells, formulaKeys: [] });
    }
  }
  read.skipped = [...groups.values()];
  return read;
}

/** The encodings of the zip's CSVs as one label (e.g. Shift_JIS, or UTF-8・Shift_JIS when mixed). */
function encodingOf(tables: Map<string, CsvTable>): string {
  const telling = [...tables.values()].filter((t) => !t.ascii);
  return [...new Set((telling.length > 0 ? telling : [...tables.values()]).map((t) => t.encoding))].join('・');
}
