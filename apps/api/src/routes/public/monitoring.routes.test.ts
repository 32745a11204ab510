import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitoringFromEnv } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Spec §9 monitoring (issue 28 item 13, decision 065): the DSN the operator set, or none; the CSP follows. */
let off: TestApp;
let on: TestApp;
const DSN = 'https://0123456789abcdef@errors.example.jp/7';

beforeAll(async () => {
  [off, on] = await Promise.all([createTestApp(), createTestApp({ monitoring: { dsn: DSN, environment: 'staging' } })]);
});
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
});

describe('GET /api/monitoring_settings', () => {
  it('without MONITORING_DSN: no DSN, and the pages may connect to this server only', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/monitoring_settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ dsn: null, environment: null, tracesSampleRate: 0.1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 });
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
  });

  it('with MONITORING_DSN: the DSN and its environment, sessions sampled at 10 %, replay 0, and its origin allowed in connect-src', async () => {
    const res = await on.app.inject({ method: 'GET', url: '/api/monitoring_settings' });
    expect(res.json().data).toEqual({ dsn: DSN, environment: 'staging', tracesSampleRate: 0.1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 });
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/errors\.example\.jp(;|$)/);
  });
});

describe('MONITORING_DSN', () => {
  it('is off when empty, defaults its environment to production, and refuses what is not a DSN', () => {
    expect(monitoringFromEnv(undefined, undefined)).toBeNull();
    expect(monitoringFromEnv(' ', 'x')).toBeNull();
    expect(monitoringFromEnv(DSN, undefined)).toEqual({ dsn: DSN, environment: 'production' });
    expect(() => monitoringFromEnv('errors.example.jp', undefined)).toThrow(/MONITORING_DSN/);
    expect(() => monitoringFromEnv('https://errors.example.jp/7', undefined)).toThrow(/MONITORING_DSN/);
    expect(() => monitoringFromEnv('ftp://k@errors.example.jp/7', undefined)).toThrow(/MONITORING_DSN/);
  });
});
