import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoAccounts } from './demo.ts';

/** Writes DATA_DIR/demo-accounts.json and returns its path. */
export function writeDemoAccounts(dataDir: string, accounts: DemoAccounts): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'demo-accounts.json');
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`);
  return file;
}

/** The demo logins as lines for the console, with the URLs to open. */
export function describeDemoAccounts(accounts: DemoAccounts, baseUrl: string): string[] {
  const lines = ['デモ用ログイン / demo logins:'];
  for (const school of accounts.schools) {
    lines.push(`  ${school.name} (${school.code})`);
    const s = school.students[0];
    if (s) lines.push(`    児童生徒 ${baseUrl}/${school.code}/student/login  ${s.grade} ${s.klass} ${s.studentNumber}番  password: ${s.password}`);
    for (const t of school.teachers.slice(0, 2)) {
      const where = t.admin ? `${baseUrl}/admin/login（管理者）` : `${baseUrl}/${school.code}/teacher/login（${t.grade}${t.klass}担任）`;
      lines.push(`    教員 ${where}  ${t.email} / ${t.password}`);
    }
    const p = school.parents[0];
    if (p) lines.push(`    保護者 ${baseUrl}/${school.code}/parent/login  ${p.login} / ${p.password}`);
  }
  for (const g of accounts.localGovernments) lines.push(`  教育委員会 ${baseUrl}/local_governments/login  ${g.email} / ${g.password}`);
  return lines;
}
