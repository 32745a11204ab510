import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sosSettings, students } from '@sukoyaka/db/schema';
import { buildApp } from '../app.ts';
import { appContextOf } from '../runtime.ts';
import { createMetrics, type Metrics } from '../modules/metrics/metrics.ts';
import { createTestApp, signInStudent, signInTeacher, TEST_OPTIONS, type TestApp } from '../test/test-app.ts';
import { startMetricsServer } from './metrics.ts';

/**
 * Issue 15 "Metrics and health": what an operator scrapes from /metrics after a pupil checks in and
 * asks to talk — per-route latency by pattern, the business counters, the mail queue's depth — and
 * that no pupil name or id is in it.
 */
let t: TestApp;
let metricsApp: FastifyInstance;
let metrics: Metrics;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  metrics = createMetrics(t.handle);
  // A second app on the same database, built with metrics, as server.ts builds it.
  metricsApp = await buildApp(appContextOf(t.runtime), { ...TEST_OPTIONS, metrics });
  await metricsApp.ready();
  server = await startMetricsServer(metrics, 0, '127.0.0.1');
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server?.close();
  await metricsApp?.close();
  await t?.close();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};
const app = () => metricsApp;

describe('GET /metrics', () => {
  it('counts a check-in and a talk request, times routes by pattern, and shows the mail queue', async () => {
    const student = await signInStudent(t, t.schoolA, 0, 2);
    const checkin = await app().inject({ method: 'POST', url: '/api/conditions', headers: student, payload: { mental: 'bad', physical: 'good' } });
    expect(checkin.statusCode).toBe(200);
    const [setting] = await t.db.select().from(sosSettings).where(eq(sosSettings.schoolId, t.schoolA.id)).limit(1);
    await t.db
      .update(sosSettings)
      .set({ notificationEmails: ['nurse@a.example.jp'] })
      .where(eq(sosSettings.id, setting!.id));
    const headers = { ...student, 'idempotency-key': 'metrics-test-0001' };
    const sos = await app().inject({ method: 'POST', url: '/api/soss', headers, payload: { sosSettingId: setting!.id } });
    expect(sos.statusCode).toBe(201);
    // The outbox's retry with the same key is the same request: not a second talk request.
    expect((await app().inject({ method: 'POST', url: '/api/soss', headers, payload: { sosSettingId: setting!.id } })).statusCode).toBe(200);
    const [one] = await t.db.select().from(students).where(eq(students.schoolId, t.schoolA.id)).limit(1);
    const teacher = await signInTeacher(t, t.schoolA, 'admin');
    expect((await app().inject({ method: 'GET', url: `/api/teachers/students/${one!.id}/access_logs`, headers: teacher })).statusCode).toBe(200);
    await app().inject({ method: 'GET', url: '/api/no-such-thing/12345' });

    const text = await scrape();
    expect(text).toMatch(/^sukoyaka_checkins_total 1$/m);
    expect(text).toMatch(/^sukoyaka_talk_requests_total 1$/m);
    expect(text).toMatch(/sukoyaka_http_request_duration_seconds_count\{method="POST",route="\/api\/conditions",status_code="200"\} 1/);
    expect(text).toMatch(/route="\/api\/teachers\/students\/:id\/access_logs"/);
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    // The talk request queued its mail to the teachers.
    expect(text).toMatch(/sukoyaka_job_queue_jobs\{queue="mail",state="created"\} [1-9]/);
    expect(text).toMatch(/sukoyaka_db_pool_connections\{state="total"\} [1-9]/);
    // No id, name or school in any label or value.
    // Route labels are patterns: no id of any kind (no digit) appears in one.
    expect(text).not.toMatch(/route="[^"]*\d[^"]*"/);
    expect(text).not.toMatch(/12345|A小学校|school-a/);
  });

  it('serves nothing else on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
