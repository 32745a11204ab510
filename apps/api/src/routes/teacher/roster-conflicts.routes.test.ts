import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { RosterPreview, RosterRow } from '@sukoyaka/contracts/roster-import';
import { conditions, studentEnrollments, students } from '@sukoyaka/db/schema';
import { rosterWorkbook } from '../../modules/roster-import/roster-workbook.ts';
import { buffer } from 'node:stream/consumers';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 23 item 1 (decision 045): the preview shows every change; a row that gives an existing
 * pupil's 学年・組・出席番号 to another name is a conflict that needs a choice, never a silent
 * rename; blank optional cells keep stored values; records stay with the person, not the number.
 */
let t: TestApp;
let admin: AuthHeaders;
const year = schoolYearOf();

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

/** 1年1組 of school A: three pupils (1–3番) seeded with names, ふりがな and school e-mails. */
const klass = () => t.schoolA.klasses[0]!;
const pupil = async (number: number) => {
  const [row] = await t.db
    .select({ id: students.id, name: students.name, nameKana: students.nameKana, email: students.email, number: studentEnrollments.studentNumber })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(studentEnrollments.klassId, klass().id), eq(studentEnrollments.studentNumber, number)));
  return row!;
};
const byId = async (id: number) => {
  const [row] = await t.db
    .select({ id: students.id, name: students.name, nameKana: students.nameKana, email: students.email, number: studentEnrollments.studentNumber })
    .from(students)
    .innerJoin(studentEnrollments, eq(studentEnrollments.studentId, students.id))
    .where(eq(students.id, id));
  return row!;
};
const send = async (path: 'previewimport' | 'import', rows: RosterRow[], resolutions?: { row: number; choice: string }[]) => {
  const file = await buffer(rosterWorkbook('students', 'roster.xlsx', rows).body);
  return t.app.inject({ method: 'POST', url: `/api/teachers/students/${path}`, headers: admin, payload: { file: file.toString('base64'), year, resolutions } });
};
const seat = (number: number, name: string, more: RosterRow = {}): RosterRow => ({ grade: '1年', klass: '1組', studentNumber: String(number), name, ...more });

describe('a row naming an existing pupil’s seat with another name', () => {
  it('is a conflict in the preview, and the import refuses it without a choice; nothing changes', async () => {
    const yuzuki = await pupil(1);
    await t.db.insert(conditions).values({ studentId: yuzuki.id, schoolId: t.schoolA.id, date: '2026-05-01', mental: 'good', physical: 'good' });
    const preview = await send('previewimport', [seat(1, '別人 太郎')]);
    expect(preview.statusCode).toBe(200);
    const row = (preview.json().data as RosterPreview).rows[0]!;
    expect(row.action).toBe('conflict');
    expect(row.conflict).toMatchObject({ studentName: yuzuki.name, place: '1年1組1番', choices: ['same_student', 'move_existing', 'skip'], moveToNumber: 4 });
    const refused = await send('import', [seat(1, '別人 太郎')]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors.file[0]).toMatch(/^4行目: 1年1組1番には.+さんが登録されています/);
    expect(await byId(yuzuki.id)).toEqual(yuzuki);
  });

  it('「別の児童生徒」: the new pupil gets the number, the existing one moves to the next free number with her e-mail and check-ins', async () => {
    const yuzuki = await pupil(1);
    const res = await send('import', [seat(1, '別人 太郎', { nameKana: 'べつじん たろう' })], [{ row: 4, choice: 'move_existing' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary).toMatchObject({ create: 1, conflict: 0 });
    expect(await byId(yuzuki.id)).toEqual({ ...yuzuki, number: 4 });
    expect((await pupil(1)).name).toBe('別人 太郎');
    const records = await t.db.select().from(conditions).where(eq(conditions.studentId, yuzuki.id));
    expect(records).toHaveLength(1);
  });

  it('「同じ児童生徒」 renames the pupil and keeps her id, e-mail and records; 「取り込まない」 leaves her as she is', async () => {
    const second = await pupil(2);
    const skipped = await send('import', [seat(2, '改名 花子')], [{ row: 4, choice: 'skip' }]);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().data.rows[0]).toMatchObject({ action: 'skip', resolution: 'skip' });
    expect(await byId(second.id)).toEqual(second);
    const renamed = await send('import', [seat(2, '改名 花子')], [{ row: 4, choice: 'same_student' }]);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.rows[0].changes).toEqual([{ field: 'name', before: second.name, after: '改名 花子' }]);
    expect(await byId(second.id)).toEqual({ ...second, name: '改名 花子' });
  });
});

describe('every change shown; blank cells keep; numbers move with the person', () => {
  it('a blank ふりがな and e-mail keep the stored values (listed as kept); a new ふりがな shows old → new', async () => {
    const third = await pupil(3);
    const blank = await send('previewimport', [seat(3, third.name)]);
    expect(blank.json().data.rows[0]).toMatchObject({ action: 'unchanged', changes: [], kept: ['nameKana', 'email'] });
    await send('import', [seat(3, third.name)]);
    expect(await byId(third.id)).toEqual(third);
    const kana = await send('previewimport', [seat(3, third.name, { nameKana: 'あたらしい よみ' })]);
    expect(kana.json().data.rows[0]).toMatchObject({ action: 'update', changes: [{ field: 'nameKana', before: third.nameKana, after: 'あたらしい よみ' }] });
  });

  it('two pupils whose numbers were swapped are matched by name and swap seats; nobody is renamed', async () => {
    const [a, b] = [await pupil(2), await pupil(3)];
    const rows = [seat(2, b.name), seat(3, a.name)];
    const preview = (await send('previewimport', rows)).json().data as RosterPreview;
    expect(preview.rows.map((r) => [r.action, r.changes])).toEqual([
      ['update', [{ field: 'place', before: '1年1組3番', after: '1年1組2番' }]],
      ['update', [{ field: 'place', before: '1年1組2番', after: '1年1組3番' }]],
    ]);
    expect((await send('import', rows)).statusCode).toBe(200);
    expect(await byId(a.id)).toEqual({ ...a, number: 3 });
    expect(await byId(b.id)).toEqual({ ...b, number: 2 });
  });

  it('a preview writes nothing', async () => {
    const before = await t.db.select().from(students).where(eq(students.schoolId, t.schoolA.id));
    await send('previewimport', [seat(9, '新入 生'), seat(1, '上書き 試験')]);
    expect(await t.db.select().from(students).where(eq(students.schoolId, t.schoolA.id))).toEqual(before);
  });
});
