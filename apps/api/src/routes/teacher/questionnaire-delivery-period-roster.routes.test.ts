import ExcelJS from 'exceljs';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { studentEnrollments, students } from '@sukoyaka/db/schema';
import { type AuthHeaders, createTestApp, signInSchoolStaff, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 28 item 7 (decision 068): a closed survey's response rate uses the roster of its period. A
 * pupil who joins the class during the year (転入, a roster import) counts for deliveries still open,
 * never for one that had already ended; the import dates the enrolment.
 */
let t: TestApp;
let admin: AuthHeaders;
const URL = '/api/teachers/questionnaire_deliveries';
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

type Row = { id: number; targetCount: number; state: string };
async function deliver(title: string, fromDays: number, toDays: number): Promise<Row> {
  const gradeIds = [t.schoolA.klasses[0]!.gradeId];
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: admin,
    payload: {
      title,
      startAt: iso(Date.now() + fromDays * day),
      finishAt: iso(Date.now() + toDays * day),
      gradeIds,
      needsConsent: false,
      template: 'school_life',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const rowOf = async (id: number): Promise<Row> =>
  ((await t.app.inject({ method: 'GET', url: URL, headers: admin })).json().data.list as Row[]).find((r) => r.id === id)!;

/** The student template filled with one pupil joining 1年 1組 as 出席番号 30, imported for this 年度. */
async function importTransfer(): Promise<void> {
  const template = await t.app.inject({ method: 'GET', url: '/api/teachers/students/import_template', headers: admin });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const klassName = (await t.db.query.klasses.findFirst({ where: (k, { eq: is }) => is(k.id, t.schoolA.klasses[0]!.id) }))!.name;
  ['', '1年', klassName, 30, '転入 花子', 'てんにゅう はなこ'].forEach((v, j) => (book.worksheets[0]!.getCell(4, j + 1).value = v));
  const file = Buffer.from(await book.xlsx.writeBuffer());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teachers/students/import',
    headers: admin,
    payload: { file: file.toString('base64'), year: schoolYearOf() },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.summary).toMatchObject({ create: 1 });
}

describe('the roster of a delivery’s period', () => {
  it('a pupil who transfers in after a survey closed does not count for it; a survey still open counts them', async () => {
    const closed = await deliver('閉じた調査', -10, -3);
    const open = await deliver('実施中の調査', -1, 7);
    expect(closed.state).toBe('finished');
    expect(open.state).toBe('open');
    const before = { closed: closed.targetCount, open: open.targetCount };
    expect(before.closed).toBe(before.open);
    expect(before.closed).toBeGreaterThan(0);

    await importTransfer();
    const [joined] = await t.db
      .select({ enrolledAt: studentEnrollments.enrolledAt })
      .from(studentEnrollments)
      .innerJoin(students, eq(students.id, studentEnrollments.studentId))
      .where(and(eq(students.name, '転入 花子'), isNotNull(studentEnrollments.enrolledAt)));
    expect(joined!.enrolledAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await rowOf(closed.id)).targetCount).toBe(before.closed);
    expect((await rowOf(open.id)).targetCount).toBe(before.open + 1);
  });

  it('a survey completed (完了) early uses the roster up to its 完了, not its planned finish', async () => {
    const early = await deliver('早めに完了', -5, 5);
    const done = await t.app.inject({ method: 'POST', url: `${URL}/${early.id}/complete`, headers: admin });
    expect(done.statusCode).toBe(200);
    const target = (await rowOf(early.id)).targetCount;
    // A pupil enrolled after the 完了 (dated a minute later) does not count; a pupil of the whole year does.
    const [seat] = await t.db.select().from(studentEnrollments).where(eq(studentEnrollments.klassId, t.schoolA.klasses[0]!.id)).limit(1);
    await t.db
      .update(studentEnrollments)
      .set({ enrolledAt: new Date(Date.now() + 60_000) })
      .where(eq(studentEnrollments.id, seat!.id));
    expect((await rowOf(early.id)).targetCount).toBe(target - 1);
    await t.db.update(studentEnrollments).set({ enrolledAt: null }).where(eq(studentEnrollments.id, seat!.id));
    expect((await rowOf(early.id)).targetCount).toBe(target);
  });
});
