import { cpSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startProductServer } from '../support/product-server.ts';
import { templateDir } from '../support/servers.ts';
import { sessionHeaders } from '../support/staff.ts';
import { kitaStudent, signInStudentOf } from './student.ts';

/**
 * Spec §9 monitoring (issue 28 item 13, decision 065). With MONITORING_DSN set, an uncaught error in
 * a pupil's page reaches the monitoring server (a stand-in that records what Sentry's SDK posts; the
 * server is not ours, the SDK is the real one) without the pupil's name or session; with no DSN (the
 * configured server of every other journey) the SDK is never downloaded and nothing is sent.
 */

/** A Sentry-compatible intake on 127.0.0.1 that keeps every envelope posted to /api/<project>/envelope/. */
async function startIntake(port: number): Promise<{ envelopes: string[]; close: () => Promise<void> }> {
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\//.test(req.url ?? '')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { envelopes, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('with MONITORING_DSN an uncaught error reaches the monitoring server, without the pupil; sessions sampled at 10 %, no replay', async ({ page }) => {
  test.setTimeout(180_000);
  const base = Number(process.env.E2E_PORT);
  const intake = await startIntake(base + 5100);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-monitoring-'));
  cpSync(templateDir(), dataDir, { recursive: true });
  const dsn = `http://e2epublickey@127.0.0.1:${base + 5100}/42`;
  const server = await startProductServer({ port: base + 5000, dataDir, env: { MONITORING_DSN: dsn, MONITORING_ENVIRONMENT: 'e2e' } });
  try {
    const student = kitaStudent({ klass: '1組', studentNumber: 1 });
    const settings = await (await page.request.get(`${server.origin}/api/monitoring_settings`)).json();
    expect(settings.data).toMatchObject({ dsn, environment: 'e2e', tracesSampleRate: 0.1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 });

    await signInStudentOf(page, `${server.origin}/kita-jhs`, student);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('monitoring-sdk')))).toBe(true);
    const headers = await sessionHeaders(page);
    const me = (await (await page.request.get(`${server.origin}/api/students/me`, { headers })).json()).data as { name: string };
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('monitoring-probe: the check-in page failed');
      }, 0);
    });
    await expect.poll(() => intake.envelopes.find((e) => e.includes('monitoring-probe')), { timeout: 15_000 }).toBeTruthy();
    const envelope = intake.envelopes.find((e) => e.includes('monitoring-probe'))!;
    expect(envelope).toContain('"environment":"e2e"');
    for (const secret of [me.name, student.password, headers['access-token']!]) expect(envelope).not.toContain(secret);
    expect(envelope).not.toContain('"type":"replay_event"');
  } finally {
    await server.stop();
    await intake.close();
  }
});

test('without MONITORING_DSN the SDK is not downloaded and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/envelope\/|monitoring-sdk/.test(r.url())) sent.push(r.url());
  });
  await signInStudentOf(page, '/kita-jhs', kitaStudent({ klass: '1組', studentNumber: 1 }));
  const settings = await (await page.request.get('/api/monitoring_settings')).json();
  expect(settings.data.dsn).toBeNull();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('monitoring-probe without a DSN');
    }, 0);
  });
  await page.waitForTimeout(1_000);
  expect(sent).toEqual([]);
});
