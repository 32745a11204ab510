import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { mailDeliveries } from '@sukoyaka/db/schema';
import { MAIL_QUEUE } from '../modules/mail/mail.service.ts';
import { startTestSmtp, type TestSmtp } from '../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The mail worker (jobs/mail.jobs.ts) under a morning's backlog: many talk-request mails queued at
 * once reach a real SMTP server each exactly once, and a refused delivery is retried on its own
 * without sending the rest of its batch again.
 */
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  await t.runtime.boss.updateQueue(MAIL_QUEUE, { retryDelay: 1, retryBackoff: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the mail queue', () => {
  it('delivers a backlog of 45 mails each exactly once, retrying a refused one alone', async () => {
    const keys = Array.from({ length: 45 }, (_, i) => `backlog.${i}`);
    // The first delivery of the first batch is refused (451) by the busy server.
    smtp.failNext(1);
    for (const key of keys) await t.runtime.mail.enqueue(t.db, { key, to: ['soudan@a.example.jp'], subject: `相談 ${key}`, text: '話したい' });

    const mails = await smtp.waitFor(45, 60_000);
    // A little longer: a batch sent again would arrive now.
    await new Promise((r) => setTimeout(r, 2_000));
    const ours = smtp.received.filter((m) => m.subject.startsWith('相談 backlog.'));
    expect(mails.length).toBeGreaterThanOrEqual(45);
    expect(smtp.refused).toBe(1);
    expect(ours).toHaveLength(45);
    expect(new Set(ours.map((m) => m.subject)).size).toBe(45);
    const recorded = await t.db.select().from(mailDeliveries).where(inArray(mailDeliveries.key, keys));
    expect(recorded).toHaveLength(45);
  });
});
