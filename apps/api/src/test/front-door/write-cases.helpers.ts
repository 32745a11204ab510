import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '../generated/surface.ts';
import { rowsOf } from '../generated/tenancy-fixtures.ts';
import { PASSWORDS, type AuthHeaders } from '../test-app.ts';
import type { FrontDoorContext } from './write-cases.ts';

/**
 * What the front-door cases (write-cases.*.ts) share to build a valid call: the ids of school A a
 * screen would have shown, the password re-entry of the bullying pages, the step-1 templates
 * filled in as a teacher would, and the rows a statement reads back.
 */

/** An ISO instant `days` from now (questionnaire deliveries' periods). */
export const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The one value a query reads (a count, an id). */
export async function valueOf<T = number>(ctx: FrontDoorContext, query: SQL): Promise<T> {
  const [row] = await rowsOf<{ value: T }>(ctx.t, query);
  if (!row) throw new Error('no row');
  return typeof row.value === 'string' && /^\d+$/.test(row.value) ? (Number(row.value) as T) : row.value;
}

/** How many rows of `table` match `where` (a check that a write is stored). */
export const countOf = (ctx: FrontDoorContext, table: string, where: SQL) =>
  valueOf<number>(ctx, sql`SELECT count(*)::int AS value FROM ${sql.raw(table)} WHERE ${where}`);

/** The id of the suite's signed-in pupil (1年1組1番 of school A). */
export const pupilIdOf = async ({ get }: FrontDoorContext) => (await get<{ id: number }>('student', '/api/students/me')).id;

/** The id of school A's student `studentNumber` of class `klassIndex`, as the class list shows them. */
export async function studentIdOf(ctx: FrontDoorContext, klassIndex = 0, studentNumber = 1): Promise<number> {
  const klass = ctx.t.schoolA.klasses[klassIndex]!;
  const list = await ctx.get<{ id: number; studentNumber: number }[]>('teacher', `/api/teachers/students?klassId=${klass.id}`);
  return list.find((s) => s.studentNumber === studentNumber)!.id;
}

/** The id of school A's teacher with `email` (settings/teacher list). */
export async function teacherIdOf(ctx: FrontDoorContext, email: string): Promise<number> {
  const list = await ctx.get<{ id: number; email: string }[]>('teacher', '/api/teachers/settings');
  return list.find((x) => x.email === email)!.id;
}

/** The id of school A's questionnaire delivery whose questionnaire is titled `title`. */
export const deliveryIdOf = (ctx: FrontDoorContext, title: string) =>
  valueOf(
    ctx,
    sql`SELECT d.id AS value FROM questionnaire_deliveries d JOIN questionnaires q ON q.id = d.questionnaire_id
        WHERE d.school_id = ${ctx.t.schoolA.id} AND q.title = ${title} AND d.deleted_at IS NULL ORDER BY d.id DESC LIMIT 1`,
  );

/**
 * The `confirm-token` header of the bullying pages (decision 022): the password typed again on
 * verify_pass by the session that then calls.
 */
export async function confirmTokenHeader(ctx: FrontDoorContext, headers: AuthHeaders = ctx.sessions.teacher): Promise<Record<string, string>> {
  const { confirmPassToken } = await ctx.send<{ confirmPassToken: string }>(headers, 'POST', '/api/teachers/verify_pass', { password: PASSWORDS.teacher });
  return { 'confirm-token': confirmPassToken };
}

/** A step-1 template (`templateUrl`, downloaded as `as`) with `rows` written from row 4, as base64 for the JSON upload. */
export async function filledTemplate(ctx: FrontDoorContext, as: Exclude<Role, 'public'>, templateUrl: string, rows: unknown[][]): Promise<string> {
  const res = await ctx.t.app.inject({ method: 'GET', url: templateUrl, headers: ctx.sessions[as] });
  if (res.statusCode !== 200) throw new Error(`GET ${templateUrl}: ${res.statusCode}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  rows.forEach((r, i) => r.forEach((v, j) => (book.worksheets[0]!.getCell(4 + i, j + 1).value = v as ExcelJS.CellValue)));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/** The mail text's one-time token named `name` (reset_password_token, confirmation_token). */
export function tokenIn(text: string | undefined, name: string): string {
  const token = new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(text ?? '')?.[1];
  if (!token) throw new Error(`no ${name} in the mail`);
  return token;
}

/** A question as the student's (or the test page's) questionnaire shows it. */
interface ShownQuestion {
  id: number;
  formType: string;
  options: { id: number; text: string }[];
}

/**
 * A pupil's answers to every question shown: the option `pick` chooses (default the first) for a
 * choice, the first ticked for a checkbox, a sentence for a text.
 */
export function answersTo(groups: { questions: ShownQuestion[] }[], pick: (q: ShownQuestion) => number = (q) => q.options[0]!.id) {
  return groups.flatMap((g) =>
    g.questions.map((q) =>
      q.formType === 'text' || q.formType === 'long_text'
        ? { questionId: q.id, text: 'とくにありません' }
        : q.formType === 'checkbox'
          ? { questionId: q.id, questionOptionIds: [pick(q)] }
          : { questionId: q.id, questionOptionId: pick(q) },
    ),
  );
}

/**
 * A 6年 pupil of school B that B's year-end advancement sent on to school A (status applied), as
 * acceptance lists them: the go-on row's id. A fixture in SQL: applying B's plan through the API
 * would need a plan for every pupil of B.
 */
export async function graduateSentToA(ctx: FrontDoorContext): Promise<number> {
  const { schoolA, schoolB } = ctx.t;
  return valueOf(
    ctx,
    sql`INSERT INTO student_go_on_schools (school_id, student_id, school_year_id, kind, go_on_school_id, status)
        SELECT ${schoolB.id}, se.student_id, se.school_year_id, 'graduate', ${schoolA.id}, 'applied'
        FROM student_enrollments se WHERE se.klass_id = ${schoolB.klasses.at(-1)!.id} AND se.student_number = 1
        RETURNING id AS value`,
  );
}
