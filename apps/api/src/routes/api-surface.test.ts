import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The API surface is the spec's (docs/spec/api-endpoints.tsv): every route we serve is either
 * one of its rows, spelled exactly, or one of the additions recorded in docs/decisions/007.
 */
const ADDITIONS = new Set([
  // A custom delivery's alerts and もう こたえない pupils (issue 28 item 4, issue 24 item 7, decision 076).
  'GET /api/teachers/questionnaire_deliveries/follow_up',
  // A talk request's state for the pupil, 見ました, the urgent line and the school's hours (decisions 053, issue 25).
  'GET /api/students/soss',
  'POST /api/students/soss/urgent',
  'GET /api/students/talk_hours',
  'GET /api/teachers/schools/school_hours',
  'POST /api/teachers/schools/update_school_hours',
  'POST /api/teachers/students/seen_sos',
  // Replaying a proposed alert rule over the last 90 school days (issue 25 item 4, decision 077).
  'POST /api/teachers/condition_settings/replay',
  // The board's words of distress (issue 25 item 5, decision 071).
  'GET /api/local_governments/distress_words',
  'POST /api/local_governments/distress_words',
  // The board's own lines out of school hours (issue 25 item 1, decision 078).
  'GET /api/local_governments/talk_lines',
  'POST /api/local_governments/talk_lines',
  // QR sign-in cards (issue 27, decision 062): sign-in by the card's secret, revoking a card.
  'POST /api/students/card_sign_in',
  'POST /api/teachers/students/{id}/revoke_sign_in_card',
  // The pupil's furigana switch, kept with the pupil (issue 24 item 4).
  'POST /api/students/furigana',
  // The class teacher undoes a pupil's もう こたえない (issue 24 item 7, decision 052).
  'POST /api/teachers/students/questionaire/ask_again',
  // Bullying cases (いじめ事案) from 認知 to 解消 or 重大事態 (issue 26, decision 060).
  'GET /api/teachers/bullying_cases',
  'POST /api/teachers/bullying_cases',
  'GET /api/teachers/bullying_cases/{id}',
  'POST /api/teachers/bullying_cases/{id}/actions',
  'POST /api/teachers/bullying_cases/{id}/state',
  'POST /api/teachers/bullying_cases/{id}/serious_claim',
  'GET /api/local_governments/bullying_cases/candidates',
  'GET /api/local_governments/bullying_survey',
  'GET /api/local_governments/bullying_survey/excel',
  'GET /api/local_governments/bullying_survey/cases',
  'GET /api/local_governments/bullying_survey/pupils',
  'GET /api/health',
  'GET /api/ready',
  // The class register's totals (出席簿・指導要録; issue 25 item 7, decision 066).
  'GET /api/teachers/students/{id}/attendance_totals',
  'GET /api/teachers/klasses/{id}/attendance_totals/export',
  // Where the browser reports its errors (spec §9 monitoring; issue 28 item 13, decision 065).
  'GET /api/monitoring_settings',
  // Deleting a student's health data on request (issue 15 item 7, decision 032).
  'DELETE /api/teachers/students/{id}/health_data',
  'DELETE /api/students/sign_out',
  'DELETE /api/teachers/sign_out',
  'DELETE /api/parents/sign_out',
  'DELETE /api/local_governments/sign_out',
  // Sign in with Google (decision 014).
  'GET /api/students/google/start',
  'GET /api/students/google/callback',
  'POST /api/students/google/sign_in',
  // Sign in with Microsoft, and the board's choice of providers (issue 15 item 6, decision 034).
  'GET /api/students/microsoft/start',
  'GET /api/students/microsoft/callback',
  'POST /api/students/microsoft/sign_in',
  'GET /api/local_governments/sign_in_providers',
  'POST /api/local_governments/sign_in_providers',
  // Staff MFA (issue 9, decision 019): the code step of sign-in, own TOTP, school / board policy.
  'POST /api/teachers/sign_in/mfa',
  'POST /api/local_governments/sign_in/mfa',
  'POST /api/teachers/sign_in/mfa/enrolment',
  'POST /api/local_governments/sign_in/mfa/enrolment',
  'GET /api/teachers/mfa',
  'POST /api/teachers/mfa/setup',
  'POST /api/teachers/mfa/enable',
  'POST /api/teachers/mfa/disable',
  'POST /api/teachers/mfa/recovery_codes',
  'GET /api/teachers/mfa/policy',
  'POST /api/teachers/mfa/policy',
  'GET /api/local_governments/mfa',
  'POST /api/local_governments/mfa/setup',
  'POST /api/local_governments/mfa/enable',
  'POST /api/local_governments/mfa/disable',
  'POST /api/local_governments/mfa/recovery_codes',
  'GET /api/local_governments/mfa/policy',
  'POST /api/local_governments/mfa/policy',
  // Access log: the student's 閲覧履歴 for admin teachers (issue 9, decision 007).
  'GET /api/teachers/students/{id}/access_logs',
  // School calendar (issue 10, decision 020): the school's own non-school days, admin teachers.
  'GET /api/teachers/school_calendar',
  'POST /api/teachers/school_calendar/bulk_create',
  'POST /api/teachers/school_calendar/bulk_delete',
  'POST /api/teachers/school_calendar/import',
  'GET /api/teachers/school_calendar/template',
  // Questionnaire deliveries (issue 11, decision 021): copy a delivery for next term; test-mode evaluation (stores nothing).
  'POST /api/teachers/questionnaire_deliveries/{id}/copy',
  'POST /api/teachers/questionnaire_deliveries/{id}/test',
  // 未対応をすべて表示 (issue 10 item 4, decision 030).
  'GET /api/teachers/all_dashboards/unsupported',
  // Alerts that learn (issue 10 item 11, decision 033): marks, the 90-day counts, the talk-request escalation hours.
  'POST /api/teachers/alert_feedbacks',
  'GET /api/teachers/alert_feedbacks',
  'GET /api/teachers/alert_feedbacks/summary',
  'GET /api/teachers/schools/sos_escalation',
  'POST /api/teachers/schools/update_sos_escalation',
  // School administration (issue 13, decision 007): the settings pages' roster, summary, cards, new teacher.
  'GET /api/teachers/grade_klasses/summary',
  'GET /api/teachers/student_accounts',
  'POST /api/teachers/students/{id}/reset_password',
  'POST /api/teachers/students/sign_in_cards',
  'POST /api/teachers/settings',
  // Roster imports (issue 13 item 4, decision 024): the step-1 templates.
  'GET /api/teachers/students/import_template',
  'GET /api/teachers/settings/import_template',
  'POST /api/teachers/oneroster/previewimport',
  'POST /api/teachers/oneroster/import',
  // The board sets a school's MEXT 学校コード (issue 23 item 2, decision 046).
  'POST /api/local_governments/schools/{id}/mext_school_code',
  // Acceptance of graduates (issue 13 item 5, decision 025) and the board's switch.
  'GET /api/teachers/acceptances',
  'POST /api/teachers/acceptances/accept',
  'GET /api/local_governments/roster_settings',
  'POST /api/local_governments/roster_settings',
  // Board of education (issue 14, decision 007): the dashboard, report settings (decision 026), report files of the three other reports, ending a school access (decision 028).
  'GET /api/local_governments/organization/dashboard',
  'GET /api/local_governments/report_settings',
  'POST /api/local_governments/report_settings',
  'GET /api/local_governments/organization/dashboard_want_to_talk',
  'GET /api/local_governments/organization/dashboard_daily_active_users',
  'GET /api/local_governments/organization/dashboard_continuous_weak_condition',
  'DELETE /api/teachers/board_access',
  // Board reminder mails to its schools (issue 14 item 5, decision 027).
  'GET /api/local_governments/remind_email',
  'POST /api/local_governments/remind_email',
  // Early warning and response times (issue 14 item 6).
  'GET /api/local_governments/organization/response_times',
  'GET /api/local_governments/organization/early_warning',
  // The board's teacher import: step-1 template and preview (issue 14 item 5, decision 024).
  'GET /api/local_governments/organization/import_template',
  'POST /api/local_governments/organization/previewimport',
  // The board's health-data retention setting (issue 15 item 7, decision 032).
  'GET /api/local_governments/retention_settings',
  'POST /api/local_governments/retention_settings',
]);

function specEndpoints(): Set<string> {
  const file = path.resolve(import.meta.dirname, '../../../../docs/spec/api-endpoints.tsv');
  const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
  return new Set(
    rows.map((r) => {
      const [method, p] = r.split('\t');
      return `${method} ${p}`;
    }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API surface', () => {
  it('serves the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves only paths of the spec (or recorded additions), spelled exactly', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const spec = specEndpoints();
    const served = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(served.length).toBeGreaterThan(10);
    const unknown = served.filter((e) => !spec.has(e) && !ADDITIONS.has(e));
    expect(unknown).toEqual([]);
  });

  it('sends the security headers, without HSTS or upgrade-insecure-requests on plain HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an unknown API path with the Japanese 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teachers/no_such_thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['ページが見つかりませんでした。URLをご確認ください。'] });
  });

  it('answers malformed JSON with 400 in the envelope, without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/students/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"schoolCode":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toBe('入力内容に誤りがあります。');
    expect(res.body).not.toMatch(/at |SyntaxError|stack/);
  });
});
