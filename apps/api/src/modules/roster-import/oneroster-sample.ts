import { strToU8, zipSync } from 'fflate';

/** A school of a sample OneRoster zip: its code, and per homeroom (grade code, title) the students' names. */
export interface SampleSchool {
  code: string;
  klasses: { grade: string; title: string; students: string[]; teacherEmail?: string }[];
}

const csvLine = (cells: string[]) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');

/**
 * A OneRoster 1.2 CSV bulk zip (Japan Profile columns) of `schools` in 年度 `year`, for the import
 * tests and the roster bench: orgs, academicSessions, classes, users (kana in metadata.jp.*),
 * enrollments (出席番号 in metadata.jp.ShussekiNo), demographics (empty), manifest.
 */
export function buildOneRosterZip(schools: SampleSchool[], year: number): Buffer {
  const orgs = [['sourcedId', 'status', 'name', 'type', 'identifier', 'parentSourcedId']];
  const sessions = [
    ['sourcedId', 'status', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
    ['ay', 'active', `${year}年度`, 'schoolYear', `${year}-04-01`, `${year + 1}-03-31`, '', String(year)],
  ];
  const classes = [['sourcedId', 'status', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId', 'termSourcedIds']];
  const users = [
    [
      'sourcedId',
      'status',
      'enabledUser',
      'orgSourcedIds',
      'role',
      'username',
      'givenName',
      'familyName',
      'email',
      'metadata.jp.kanaGivenName',
      'metadata.jp.kanaFamilyName',
    ],
  ];
  const enrollments = [['sourcedId', 'status', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'metadata.jp.ShussekiNo']];
  schools.forEach((school, si) => {
    const org = `org-${si}`;
    orgs.push([org, 'active', `${school.code}校`, 'school', school.code, '']);
    school.klasses.forEach((k, ki) => {
      const cls = `cls-${si}-${ki}`;
      classes.push([cls, 'active', k.title, k.grade, '', '', 'homeroom', '', org, 'ay']);
      k.students.forEach((name, n) => {
        const id = `stu-${si}-${ki}-${n}`;
        const [family = '', given = ''] = name.split(' ');
        users.push([id, 'active', 'true', org, 'student', id, given, family, '', 'たろう', 'めいぼ']);
        enrollments.push([`enr-${id}`, 'active', cls, org, id, 'student', 'false', String(n + 1)]);
      });
      if (k.teacherEmail) {
        const id = `tea-${si}-${ki}`;
        users.push([id, 'active', 'true', org, 'teacher', id, '先生', `担任${ki}`, k.teacherEmail, '', '']);
        enrollments.push([`enr-${id}`, 'active', cls, org, id, 'teacher', 'true', '']);
      }
    });
  });
  const file = (rows: string[][]) => strToU8(`${rows.map(csvLine).join('\n')}\n`);
  return Buffer.from(
    zipSync({
      'manifest.csv': file([
        ['propertyName', 'value'],
        ['manifest.version', '1.0'],
        ['oneroster.version', '1.2'],
      ]),
      'orgs.csv': file(orgs),
      'academicSessions.csv': file(sessions),
      'classes.csv': file(classes),
      'users.csv': file(users),
      'enrollments.csv': file(enrollments),
      'demographics.csv': file([['sourcedId', 'status', 'birthDate', 'sex']]),
    }),
  );
}
