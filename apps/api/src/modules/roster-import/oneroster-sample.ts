import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';

/** A school of a sample OneRoster zip: its 学校コード (orgs.identifier), and per homeroom (grade code, title) the students' names. */
export interface SampleSchool {
  code: string;
  klasses: { grade: string; title: string; students: string[]; teacherEmail?: string; year?: number }[];
}

/** How the sample is written: the 1.2 layout (roles.csv, primaryOrgSourcedId) or 1.1 (role in users.csv), and the encoding. */
export interface SampleOptions {
  layout?: '1.1' | '1.2';
  encoding?: 'utf8' | 'utf8-bom' | 'cp932';
  /** Deterministic sourcedIds (stu-0-0-0 …) instead of UUIDs: the same file twice has the same people. */
  stableIds?: boolean;
}

const csvLine = (cells: string[]) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/**
 * A OneRoster Japan Profile CSV bulk zip of `schools` in 年度 `year` (a class may carry another
 * year), for the import tests and the roster bench, as a 校務支援 system writes it: manifest,
 * orgs, academicSessions, courses, classes, users (kana in metadata.jp.*), roles (1.2),
 * enrollments (出席番号 in metadata.jp.ShussekiNo), demographics (empty); UTF-8 or CP932.
 */
export function buildOneRosterZip(schools: SampleSchool[], year: number, options: SampleOptions = {}): Buffer {
  const layout = options.layout ?? '1.2';
  const id = (stable: string) => (options.stableIds === false ? randomUUID() : stable);
  const orgs = [['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId']];
  const years = [...new Set([year, ...schools.flatMap((s) => s.klasses.map((k) => k.year ?? year))])];
  const sessions = [['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear']];
  for (const y of years) sessions.push([`ay-${y}`, '', '', `${y}年度`, 'schoolYear', `${y}-04-01`, `${y + 1}-03-31`, '', String(y)]);
  const courses = [
    ['sourcedId', 'status', 'dateLastModified', 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId', 'subjects', 'subjectCodes'],
  ];
  const classes = [
    [
      'sourcedId',
      'status',
      'dateLastModified',
      'title',
      'grades',
      'courseSourcedId',
      'classCode',
      'classType',
      'location',
      'schoolSourcedId',
      'termSourcedIds',
      'subjects',
      'subjectCodes',
      'periods',
      'metadata.jp.specialNeeds',
    ],
  ];
  const userHead =
    layout === '1.2'
      ? 'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns'
      : 'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
  const users = [[...userHead.split(','), 'metadata.jp.kanaGivenName', 'metadata.jp.kanaFamilyName', 'metadata.jp.kanaMiddleName', 'metadata.jp.homeClass']];
  const roles = [
    ['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId'],
  ];
  const enrollments = [
    [
      'sourcedId',
      'status',
      'dateLastModified',
      'classSourcedId',
      'schoolSourcedId',
      'userSourcedId',
      'role',
      'primary',
      'beginDate',
      'endDate',
      'metadata.jp.ShussekiNo',
      'metadata.jp.PublicFlg',
    ],
  ];
  const user = (
    uid: string,
    org: string,
    role: string,
    given: string,
    family: string,
    email: string,
    kana: [string, string],
    homeClass: string,
    grade: string,
  ) => {
    const named = {
      sourcedId: uid,
      enabledUser: 'true',
      username: email || uid,
      givenName: given,
      familyName: family,
      email,
      grades: grade,
      preferredGivenName: given,
      preferredFamilyName: family,
      primaryOrgSourcedId: org,
      orgSourcedIds: org,
      role,
    };
    users.push([...userHead.split(',').map((h) => (named as Record<string, string>)[h] ?? ''), kana[1], kana[0], '', homeClass]);
    if (layout === '1.2') roles.push([`role-${uid}`, '', '', uid, 'primary', role, '', '', org, '']);
  };
  schools.forEach((school, si) => {
    const org = id(`org-${si}`);
    orgs.push([org, '', '', `${school.code}学校`, 'school', school.code, '']);
    school.klasses.forEach((k, ki) => {
      const cls = id(`cls-${si}-${ki}`);
      const course = id(`crs-${si}-${ki}`);
      const y = k.year ?? year;
      courses.push([course, '', '', `ay-${y}`, `${y}年度ホームルーム`, '', k.grade, org, '', '']);
      classes.push([cls, '', '', k.title, k.grade, course, '', 'homeroom', '', org, `ay-${y}`, '', '', '', 'false']);
      k.students.forEach((name, n) => {
        const uid = id(`stu-${si}-${ki}-${n}`);
        const [family = '', given = ''] = name.split(' ');
        user(uid, org, 'student', given, family, '', ['めいぼ', 'たろう'], cls, k.grade);
        enrollments.push([id(`enr-${si}-${ki}-${n}`), '', '', cls, org, uid, 'student', 'false', '', '', String(n + 1), '']);
      });
      if (k.teacherEmail) {
        const uid = id(`tea-${si}-${ki}`);
        user(uid, org, 'teacher', '先生', `担任${ki}`, k.teacherEmail, ['たんにん', 'せんせい'], '', '');
        enrollments.push([id(`enr-t-${si}-${ki}`), '', '', cls, org, uid, 'teacher', 'true', '', '', '', '']);
      }
    });
  });
  const encode = (text: string) =>
    options.encoding === 'cp932' ? new Uint8Array(iconv.encode(text, 'cp932')) : options.encoding === 'utf8-bom' ? strToU8(`\uFEFF${text}`) : strToU8(text);
  const file = (rows: string[][]) => encode(`${rows.map(csvLine).join('\r\n')}\r\n`);
  const manifest = [
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', layout],
    ...['academicSessions', 'classes', 'courses', 'demographics', 'enrollments', 'orgs', 'users'].map((f) => [`file.${f}`, 'bulk']),
    ['file.roles', layout === '1.2' ? 'bulk' : 'absent'],
    ['file.userProfiles', 'absent'],
    ['source.systemName', 'サンプル校務支援'],
    ['source.systemCode', 'sample'],
  ];
  return Buffer.from(
    zipSync({
      'manifest.csv': file(manifest),
      'orgs.csv': file(orgs),
      'academicSessions.csv': file(sessions),
      'courses.csv': file(courses),
      'classes.csv': file(classes),
      'users.csv': file(users),
      ...(layout === '1.2' ? { 'roles.csv': file(roles) } : {}),
      'enrollments.csv': file(enrollments),
      'demographics.csv': file([['sourcedId', 'status', 'dateLastModified', 'birthDate', 'sex']]),
    }),
  );
}
