import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { firstRun, type FirstRunPlan, type FirstRunSchool } from '../seed/first-run.ts';

/**
 * `npm run first-run -- --local-government 港北市 --board 港北市教育委員会
 *   --school "kohoku-e1,港北第一小学校,elementary,山田 太郎,yamada@example.jp[,B114210000004]" [--school …]
 *   [--board-user "鈴木 一郎,suzuki@example.jp"]` (or `--config plan.json` with the FirstRunPlan
 * fields; school types elementary, junior_high, compulsory, special_needs, high; the optional last
 * field is the MEXT 学校コード): start a real deployment from an empty database (SEED_DEMO=false; issue 13 item 8).
 * Prints each account's registration link (PUBLIC_URL, default http://localhost:$PORT), or uses
 * FIRST_RUN_PASSWORD as every account's initial password when set.
 */
const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    'local-government': { type: 'string' },
    board: { type: 'string' },
    'board-user': { type: 'string' },
    school: { type: 'string', multiple: true },
  },
});

function schoolOf(spec: string): FirstRunSchool {
  const [code = '', name = '', schoolType = '', adminName = '', adminEmail = '', mextSchoolCode = ''] = spec.split(',').map((p) => p.trim());
  return {
    code,
    name,
    schoolType: schoolType as FirstRunSchool['schoolType'],
    adminName,
    adminEmail,
    mextSchoolCode: mextSchoolCode.toUpperCase() || undefined,
  };
}

const fromFile = values.config ? (JSON.parse(readFileSync(values.config, 'utf8')) as Partial<FirstRunPlan>) : {};
const [boardUserName, boardUserEmail] = (values['board-user'] ?? '').split(',').map((p) => p.trim());
const plan: FirstRunPlan = {
  localGovernment: values['local-government'] ?? fromFile.localGovernment ?? '',
  board: values.board ?? fromFile.board ?? '',
  boardUser: boardUserEmail ? { name: boardUserName ?? '', email: boardUserEmail } : fromFile.boardUser,
  schools: values.school ? values.school.map(schoolOf) : (fromFile.schools ?? []),
  password: process.env.FIRST_RUN_PASSWORD || undefined,
  publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ''),
};

const handle = await openDatabase(databaseConfigFromEnv());
try {
  await migrateDatabase(handle);
  const accounts = await firstRun(handle.db, plan);
  console.log(`${plan.board}: ${plan.schools.length}校を作成しました。`);
  for (const a of accounts) {
    const who = a.kind === 'teacher' ? `${a.schoolCode} 管理者 ${a.name} <${a.email}>` : `教育委員会 ${a.name} <${a.email}>`;
    console.log(a.registrationUrl ? `${who}\n  登録用リンク（7日間有効）: ${a.registrationUrl}` : `${who}（初期パスワード: FIRST_RUN_PASSWORD）`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
