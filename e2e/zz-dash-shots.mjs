// Temporary screenshot script of the dash engineer (removed after use).
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://127.0.0.1:3301';
const out = '/tmp/dash-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const width = Number(process.env.W ?? 1366), height = Number(process.env.H ?? 768);
async function login(email, school = 'minami-es') {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'ja-JP' });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  await page.goto(`${base}/${school}/teacher/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill('sukoyaka-teacher');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/class_dashboard/);
  if (process.env.LANG_CODE) { await page.goto(`${base}/minami-es/teacher/class_dashboard?lang=${process.env.LANG_CODE}`); await page.waitForTimeout(500); }
  return page;
}
async function axe(page, name) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(name, 'axe:', bad.length ? bad.map((v) => `${v.id} ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`).join('\n  ') : 'ok', r.violations.filter((v) => !['serious','critical'].includes(v.impact)).map((v) => v.id).join(','));
}
async function shot(page, name, full = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${process.env.PREFIX ?? ''}${name}.png`, fullPage: full });
  await axe(page, name);
}
const only = process.env.ONLY?.split(',');
const want = (n) => !only || only.includes(n);
const t = await login('t1-2@minami-es.example.jp');
if (want('class')) {
  await t.goto(`${base}/minami-es/teacher/class_dashboard?date=2026-11-20`);
  await t.getByRole('row').nth(3).waitFor();
  await shot(t, 'class-day');
  await t.goto(`${base}/minami-es/teacher/class_dashboard?date=2026-11-20&view=week`);
  await t.getByRole('columnheader', { name: /11\/16/ }).waitFor();
  await shot(t, 'class-week');
}
if (want('absent')) {
  await t.goto(`${base}/minami-es/teacher/class_dashboard?date=2026-11-20`);
  const sel = t.getByLabel(/^.* の出欠$/).nth(9);
  await sel.selectOption('absent');
  await t.getByRole('dialog').waitFor();
  await shot(t, 'class-absent-modal', false);
  await t.getByRole('dialog').getByLabel('欠席理由').selectOption('sick');
  await t.getByRole('dialog').getByLabel('メモ').fill('朝、保護者から電話。熱 38.2 度。');
  await t.getByRole('button', { name: '保存して閉じる' }).click();
  await t.getByRole('dialog').waitFor({ state: 'detached' });
  await t.waitForTimeout(600);
  await shot(t, 'class-after-absent');
}
if (want('menu')) {
  await t.goto(`${base}/minami-es/teacher/class_dashboard?date=2026-11-20`);
  await t.getByRole('button', { name: process.env.LANG_CODE ? /^Alerts/ : /^アラート/ }).click();
  await t.getByRole('menu').waitFor();
  await shot(t, 'header-menu', false);
  await t.mouse.click(10, 600);
  await t.waitForTimeout(300);
  console.log('menu open after outside click:', await t.getByRole('menu').count());
}
if (want('alerts')) {
  await t.goto(`${base}/minami-es/teacher/mental_dashboard`);
  await t.getByRole('table').waitFor();
  await shot(t, 'mental');
  await t.goto(`${base}/minami-es/teacher/physical_dashboard`);
  await t.getByRole('table').waitFor();
  await shot(t, 'physical');
}
if (want('sos')) {
  await t.goto(`${base}/minami-es/teacher/sos_dashboard`);
  await t.getByRole('table').waitFor();
  await shot(t, 'sos');
}
if (want('parents')) {
  await t.goto(`${base}/minami-es/teacher/parent_attendances_dashboard`);
  await t.getByRole('table').waitFor();
  await shot(t, 'parents');
}
if (want('all')) {
  const a = await login('admin@minami-es.example.jp');
  await a.goto(`${base}/minami-es/teacher/all_dashboard?date=2026-11-20`);
  await a.getByRole('table').waitFor();
  await shot(a, 'all-day');
  await a.goto(`${base}/minami-es/teacher/all_dashboard?date=2026-11-20&view=week`);
  await a.getByRole('table').waitFor();
  await shot(a, 'all-week', false);
  await a.goto(`${base}/minami-es/teacher/all_dashboard?date=2026-11-20&focus=needs_care`);
  await a.getByRole('table').waitFor();
  await shot(a, 'all-needs-care', false);
  await a.goto(`${base}/minami-es/teacher/mental_dashboard`);
  await a.getByRole('table').waitFor();
  await shot(a, 'admin-mental', false);
}
if (want('process')) {
  const info = await (await fetch(`${base}/api/schools/show_school_info?school_code=kita-jhs`)).json();
  const g = info.data.grades[0]; const kl = g.klasses[0];
  const si = await fetch(`${base}/api/students/sign_in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ schoolCode: 'kita-jhs', gradeId: g.id, klassId: kl.id, studentNumber: 2, password: 'sukoyaka-student' }) });
  const hh = { 'access-token': si.headers.get('access-token'), client: si.headers.get('client'), uid: si.headers.get('uid'), schoolCode: 'kita-jhs', 'content-type': 'application/json' };
  const buttons = (await (await fetch(`${base}/api/sos_settings`, { headers: hh })).json()).data;
  console.log('sos press', (await fetch(`${base}/api/soss`, { method: 'POST', headers: hh, body: JSON.stringify({ sosSettingId: buttons[1].id }) })).status);
  const k = await login('t1-1@kita-jhs.example.jp', 'kita-jhs');
  await k.goto(`${base}/kita-jhs/teacher/sos_dashboard?status=not_supported`);
  await k.getByRole('table').waitFor();
  await shot(k, 'kita-sos-open', false);
  await k.getByRole('button', { name: /対応を記録する/ }).first().click();
  await k.getByRole('dialog').waitFor();
  await shot(k, 'kita-sos-process-modal', false);
  await k.getByRole('dialog').getByLabel('対応状況').selectOption({ index: 1 });
  await k.getByRole('dialog').getByRole('button', { name: '記録する' }).click();
  await k.getByRole('dialog').waitFor({ state: 'detached' });
  await k.goto(`${base}/kita-jhs/teacher/sos_dashboard`);
  await k.getByRole('table').waitFor();
  await shot(k, 'kita-sos-after', false);
  await k.goto(`${base}/kita-jhs/teacher/class_dashboard?view=week`);
  await k.getByRole('table').waitFor();
  await shot(k, 'kita-class-week', false);
}
await browser.close();
