import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, studentComments, teachers } from '@sukoyaka/db/schema';
import { conflict } from '../lib/http-errors.ts';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../test/test-app.ts';
import { accessLogPlugin, withAccessLog } from './access-log.ts';
import { appContextOf } from '../runtime.ts';
import { authPlugin } from './auth.ts';
import { contextPlugin } from './context.ts';
import { errorHandlerPlugin } from './error-handler.ts';

/**
 * withAccessLog on the product's own plugins (context, auth, access log, error envelope) with one
 * route of this test's: the memo is written, then the route fails or not, in one transaction.
 */
let t: TestApp;
let app: FastifyInstance;
let headers: AuthHeaders;
let studentId: number;
let teacherId: number;
const ROUTE = '/api/teachers/test_memo';

beforeAll(async () => {
  t = await createTestApp();
  headers = await signInTeacher(t, t.schoolA, 0);
  studentId = (await t.app.inject({ method: 'GET', url: '/api/teachers/students', headers })).json().data[0].id;
  teacherId = (await t.db.select().from(teachers).where(eq(teachers.email, t.schoolA.klasses[0]!.teacherEmail)))[0]!.id;
  app = Fastify();
  await app.register(errorHandlerPlugin, { spa: false });
  await app.register(contextPlugin, appContextOf(t.runtime));
  await app.register(accessLogPlugin, { flushIntervalMs: 60_000 });
  await app.register(authPlugin);
  app.post<{ Body: { content: string; fail: boolean } }>(ROUTE, { config: { role: 'teacher' } }, async (request) => {
    const id = await withAccessLog(app.db, request, async (tx) => {
      const [row] = await tx
        .insert(studentComments)
        .values({ studentId, schoolId: t.schoolA.id, teacherId, content: request.body.content })
        .returning({ id: studentComments.id });
      if (request.body.fail) throw conflict('このメモは保存できません。');
      return row!.id;
    });
    return { data: { id } };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const logRows = () => t.db.select().from(accessLogs).where(eq(accessLogs.route, ROUTE)).orderBy(accessLogs.id);
const memos = (content: string) => t.db.select().from(studentComments).where(eq(studentComments.content, content));

describe('withAccessLog', () => {
  it('writes the log row in the write’s transaction: there at once, without a batch flush', async () => {
    const res = await app.inject({ method: 'POST', url: ROUTE, headers, payload: { studentId, content: 'ok', fail: false } });
    expect(res.statusCode).toBe(200);
    expect(await memos('ok')).toHaveLength(1);
    expect(app.accessLog.pending).toBe(0);
    expect(await logRows()).toMatchObject([{ actorType: 'teacher', actorId: teacherId, method: 'POST', statusCode: 200, studentIds: [studentId] }]);
  });

  it('leaves neither the write nor a log row when the write fails after writing', async () => {
    const res = await app.inject({ method: 'POST', url: ROUTE, headers, payload: { studentId, content: 'rolled back', fail: true } });
    expect(res.statusCode).toBe(409);
    await app.accessLog.flush();
    expect(await memos('rolled back')).toHaveLength(0);
    expect(await logRows()).toHaveLength(1);
  });

  it('is refused by the database when anyone tries to change a log row afterwards', async () => {
    await expect(t.db.execute(sql`update access_logs set ip = '0.0.0.0' where route = ${ROUTE}`)).rejects.toThrow();
    expect((await logRows()).map((r) => r.ip)).not.toContain('0.0.0.0');
  });
});
