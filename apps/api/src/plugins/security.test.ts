import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../test/test-app.ts';

/** Issue 9 part 7: CSP without inline scripts, no-store on API answers, 414/431 in Japanese on a real socket. */
let t: TestApp;
let admin: AuthHeaders;
let port: number;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

beforeAll(async () => {
  // A minimal built web app, so static assets are served as in production.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'suites-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>すこやか</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  t = await createTestApp({ webDistDir: dist });
  admin = await signInTeacher(t, t.schoolA, 'admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `raw` bytes on a fresh connection and returns what the server wrote before closing. */
function rawRequest(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('Content-Security-Policy', () => {
  it.each(['/', '/api/docs', '/api/health'])('%s allows no inline script', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
  });

  it('Swagger UI loads its initializer from a file (works under that CSP)', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/api/docs/' })).body;
    expect(html).toContain('swagger-initializer.js');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  it('keeps HSTS off on a plain-HTTP host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on an authenticated answer, its 401 and an Excel export', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: admin });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/teachers/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const report = await t.app.inject({ method: 'GET', url: '/api/teachers/students/report?type=condition&year=2026', headers: admin });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    expect(report.headers['cache-control']).toBe('no-store');
  });

  it('leaves the static web assets cacheable', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('what the HTTP parser and the router refuse, over a real socket', () => {
  it('a URL over the header limit gets 414 in the Japanese envelope', async () => {
    const res = await rawRequest(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(414);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    const errors = JSON.parse(res.body).errors as string[];
    expect(errors[0]).toMatch(JAPANESE);
  });

  it('headers over the limit get 431 in the Japanese envelope', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).errors[0]).toContain('Cookie');
  });

  it('a path parameter longer than the router allows gets 414 in Japanese', async () => {
    const res = await rawRequest(`DELETE /api/teachers/attention_students/${'9'.repeat(300)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body).errors[0]).toMatch(JAPANESE);
  });

  it('malformed HTTP gets 400 in Japanese', async () => {
    const res = await rawRequest('NONSENSE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors[0]).toMatch(JAPANESE);
  });
});
