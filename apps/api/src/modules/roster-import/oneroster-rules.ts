import type { OneRosterIssue } from '@sukoyaka/contracts/roster-import';
import { mextSchoolCodeProblem } from '@sukoyaka/contracts/school-types';
import type { CsvTable } from './oneroster-files.ts';

/**
 * The OneRoster Japan Profile rules the import checks (decision 045 cites where each comes from:
 * the 1EdTech OneRoster 1.1/1.2 CSV binding, the Japan Profile and the importers of the Digital
 * Agency's 2022 project, 1EdTechJapan/DA2022). Per file: the header in the binding's order,
 * required values, code lists, sourcedId unique; then the references between files. `error` rules
 * break what the import reads and block it; `warning` rules are reported and the import goes on.
 */
interface FileRules {
  header: string[];
  required: string[];
  /** Required by the Japan Profile but not needed by this product: a warning when blank. */
  jpRequired?: string[];
  codes?: Record<string, { values: readonly string[]; level: OneRosterIssue['level'] }>;
}

const STATUS = { values: ['active', 'tobedeleted'], level: 'error' } as const;
const BOOL = (level: OneRosterIssue['level']) => ({ values: ['true', 'false'], level });
/** Japan Profile grade codes (classes.grades, users.grades): 小 P1–P6, 中 J1–J3, 高 H1–H3, 幼 E1–E3. */
export const JP_PROFILE_GRADES = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'J1', 'J2', 'J3', 'H1', 'H2', 'H3', 'E1', 'E2', 'E3'];
const ROLES_12 = [
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
];

const USERS_12 =
  'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns';
const USERS_11 =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';

/** The rules of each file; users.csv by layout (1.1: role and orgSourcedIds in users.csv; 1.2: roles.csv). */
export function rulesOf(file: string, layout: '1.1' | '1.2'): FileRules | null {
  const split = (h: string) => h.split(',');
  switch (file) {
    case 'orgs.csv':
      return {
        header: split('sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId'),
        required: ['sourcedId', 'name', 'type'],
        codes: { status: STATUS, type: { values: ['school', 'district'], level: 'warning' } },
      };
    case 'academicSessions.csv':
      return {
        header: split('sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear'),
        required: ['sourcedId', 'title', 'type', 'startDate', 'endDate', 'schoolYear'],
        codes: { status: STATUS, type: { values: ['schoolYear'], level: 'warning' } },
      };
    case 'classes.csv':
      return {
        header: split(
          'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
        ),
        required: ['sourcedId', 'title', 'classType', 'schoolSourcedId', 'termSourcedIds'],
        jpRequired: ['courseSourcedId'],
        codes: { status: STATUS, classType: { values: ['homeroom', 'scheduled'], level: 'error' } },
      };
    case 'enrollments.csv':
      return {
        header: split('sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate'),
        required: ['sourcedId', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role'],
        jpRequired: ['primary'],
        codes: { status: STATUS, role: { values: ['administrator', 'proctor', 'student', 'teacher', 'guardian'], level: 'error' }, primary: BOOL('error') },
      };
    case 'users.csv':
      return {
        header: split(layout === '1.1' ? USERS_11 : USERS_12),
        required: ['sourcedId', 'enabledUser', 'username', 'givenName', 'familyName', ...(layout === '1.1' ? ['orgSourcedIds', 'role'] : [])],
        jpRequired: ['metadata.jp.kanaGivenName', 'metadata.jp.kanaFamilyName'],
        codes: {
          status: STATUS,
          enabledUser: BOOL('error'),
          ...(layout === '1.1'
            ? { role: { values: ['administrator', 'aide', 'guardian', 'parent', 'proctor', 'relative', 'student', 'teacher'], level: 'error' as const } }
            : {}),
        },
      };
    case 'roles.csv':
      return {
        header: split('sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId'),
        required: ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
        codes: { status: STATUS, roleType: { values: ['primary', 'secondary'], level: 'error' }, role: { values: ROLES_12, level: 'error' } },
      };
    case 'userProfiles.csv':
      return {
        header: split('sourcedId,status,dateLastModified,userSourcedId,profileType,vendorId,applicationId,description,credentialType,username,password'),
        required: ['sourcedId', 'userSourcedId', 'profileType', 'vendorId', 'credentialType', 'username'],
        codes: { status: STATUS },
      };
    case 'courses.csv':
      return {
        header: split('sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes'),
        required: ['sourcedId', 'title', 'orgSourcedId'],
        codes: { status: STATUS },
      };
    default:
      return null;
  }
}

const HALF_WIDTH_KANA = /[\uFF66-\uFF9F]/;
const NAME_FIELDS = [
  'givenName',
  'familyName',
  'middleName',
  'preferredGivenName',
  'preferredFamilyName',
  'metadata.jp.kanaGivenName',
  'metadata.jp.kanaFamilyName',
  'name',
  'title',
];

/** Checks one file against its rules; `bulk` when the manifest says so (status and dateLastModified are then left blank). */
export function checkFile(table: CsvTable, layout: '1.1' | '1.2', bulk: boolean, issues: OneRosterIssue[]): void {
  const rules = rulesOf(table.name, layout);
  if (!rules) return;
  const file = table.name;
  const missing = rules.header.filter((h) => !table.header.includes(h));
  const requiredMissing = missing.filter((h) => rules.required.includes(h));
  if (requiredMissing.length > 0) issues.push({ file, line: 1, level: 'error', message: `必須の列がありません: ${requiredMissing.join(', ')}` });
  const optionalMissing = missing.filter((h) => !rules.required.includes(h));
  if (optionalMissing.length > 0) issues.push({ file, line: 1, level: 'warning', message: `仕様の列がありません: ${optionalMissing.join(', ')}` });
  if (missing.length === 0 && table.header.slice(0, rules.header.length).join(',') !== rules.header.join(','))
    issues.push({ file, line: 1, level: 'warning', message: `列の順番が仕様（${rules.header.slice(0, 4).join(',')},…）と違います。列名で読み取りました` });
  const seen = new Map<string, number>();
  for (const [i, r] of table.records.entries()) {
    const line = table.lines[i] ?? i + 2;
    const add = (level: OneRosterIssue['level'], message: string) => issues.push({ file, line, level, message });
    for (const f of rules.required) if (table.header.includes(f) && !r[f]) add('error', `${f} が空です（必須）`);
    for (const f of rules.jpRequired ?? []) if (!r[f]) add('warning', `${f} が空です（Japan Profileでは必須）`);
    for (const [f, code] of Object.entries(rules.codes ?? {}))
      if (r[f] && !code.values.includes(r[f]!)) add(code.level, `${f} の値「${r[f]}」は使えません（${code.values.join('・')}）`);
    if (bulk && (r.status || r.dateLastModified)) add('warning', 'bulk（全件）のファイルでは status と dateLastModified は空欄にする決まりです');
    for (const f of NAME_FIELDS) {
      if (r[f]?.includes('\uFFFD')) add('error', `${f} が文字化けしています`);
      else if (r[f] && HALF_WIDTH_KANA.test(r[f])) add('warning', `${f} に半角カタカナがあります（全角に直して取り込みます）`);
    }
    if (r.grades)
      for (const g of r.grades.split(','))
        if (!JP_PROFILE_GRADES.includes(g.trim()))
          add('warning', `grades の学年コード「${g.trim()}」はJapan Profileの学年コード（P1〜P6・J1〜J3・H1〜H3）ではありません`);
    if (file === 'academicSessions.csv') {
      if (r.schoolYear && !/^\d{4}$/.test(r.schoolYear)) add('error', `schoolYear は西暦4桁です（「${r.schoolYear}」）`);
      if (r.title && !/^\d{4}年度$/.test(r.title)) add('warning', `title は「2026年度」の形です（「${r.title}」）`);
      for (const f of ['startDate', 'endDate']) if (r[f] && !/^\d{4}-\d{2}-\d{2}$/.test(r[f]!)) add('error', `${f} は YYYY-MM-DD です（「${r[f]}」）`);
    }
    if (file === 'orgs.csv' && r.type === 'school' && r.identifier && mextSchoolCodeProblem(r.identifier.toUpperCase()))
      add('warning', `identifier「${r.identifier}」は文部科学省の学校コード（13桁）ではありません: ${mextSchoolCodeProblem(r.identifier.toUpperCase())}`);
    if (file === 'orgs.csv' && r.type === 'district' && r.parentSourcedId) add('warning', 'district（教育委員会）に parentSourcedId は入れません');
    if (r.sourcedId) {
      const first = seen.get(r.sourcedId);
      if (first !== undefined) add('error', `sourcedId「${r.sourcedId}」が${first}行目と重複しています`);
      else seen.set(r.sourcedId, line);
    }
  }
}

/** A reference from one file's column to another file's sourcedIds; `list`: a comma-separated list. */
interface Reference {
  from: string;
  column: string;
  to: string;
  level: OneRosterIssue['level'];
  list?: boolean;
}

const REFERENCES: Reference[] = [
  { from: 'classes.csv', column: 'schoolSourcedId', to: 'orgs.csv', level: 'error' },
  { from: 'classes.csv', column: 'termSourcedIds', to: 'academicSessions.csv', level: 'error', list: true },
  { from: 'classes.csv', column: 'courseSourcedId', to: 'courses.csv', level: 'warning' },
  { from: 'enrollments.csv', column: 'classSourcedId', to: 'classes.csv', level: 'error' },
  { from: 'enrollments.csv', column: 'userSourcedId', to: 'users.csv', level: 'error' },
  { from: 'enrollments.csv', column: 'schoolSourcedId', to: 'orgs.csv', level: 'error' },
  { from: 'users.csv', column: 'orgSourcedIds', to: 'orgs.csv', level: 'error', list: true },
  { from: 'users.csv', column: 'primaryOrgSourcedId', to: 'orgs.csv', level: 'error' },
  { from: 'users.csv', column: 'metadata.jp.homeClass', to: 'classes.csv', level: 'warning' },
  { from: 'users.csv', column: 'agentSourcedIds', to: 'users.csv', level: 'warning', list: true },
  { from: 'roles.csv', column: 'userSourcedId', to: 'users.csv', level: 'error' },
  { from: 'roles.csv', column: 'orgSourcedId', to: 'orgs.csv', level: 'error' },
  { from: 'roles.csv', column: 'userProfileSourcedId', to: 'userProfiles.csv', level: 'warning' },
  { from: 'userProfiles.csv', column: 'userSourcedId', to: 'users.csv', level: 'warning' },
  { from: 'academicSessions.csv', column: 'parentSourcedId', to: 'academicSessions.csv', level: 'warning' },
  { from: 'orgs.csv', column: 'parentSourcedId', to: 'orgs.csv', level: 'warning' },
  { from: 'courses.csv', column: 'orgSourcedId', to: 'orgs.csv', level: 'warning' },
];

/** The references between files: every id a record names must exist in the file it points to (when that file is in the zip). */
export function checkReferences(tables: Map<string, CsvTable>, issues: OneRosterIssue[]): void {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) ids.set(file, (set = new Set(tables.get(file)?.records.map((r) => r.sourcedId ?? '') ?? [])));
    return set;
  };
  for (const ref of REFERENCES) {
    const from = tables.get(ref.from);
    if (!from || !tables.has(ref.to) || !from.header.includes(ref.column)) continue;
    const known = idsOf(ref.to);
    for (const [i, r] of from.records.entries()) {
      const value = r[ref.column] ?? '';
      const values = ref.list ? value.split(',').map((v) => v.trim()) : [value];
      for (const v of values)
        if (v && v !== 'NULL' && !known.has(v))
          issues.push({ file: ref.from, line: from.lines[i] ?? i + 2, level: ref.level, message: `${ref.column}「${v}」が ${ref.to} にありません` });
    }
  }
}
