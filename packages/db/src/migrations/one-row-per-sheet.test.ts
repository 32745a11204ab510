import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { MIGRATIONS_FOLDER } from '../migrate.ts';

/**
 * Migration 0030 (decision 043) on the embedded database: a sheet's answers stored as rows of
 * questionnaire_answer_details before it are the sheet's `answers` after it, in question id order
 * with every value; a sheet without answers gets []; the details table and its triggers are gone
 * and the sheets' bullying_answer_fields rows stay.
 */
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
let dir: string;
let handle: DatabaseHandle;

/** The committed migrations up to and including `lastIdx`, in a folder of their own. */
function migrationsUpTo(lastIdx: number): string {
  const folder = path.join(dir, `migrations-${lastIdx}`);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-0030-'));
  handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') });
  const db = handle.db as unknown as PgliteDatabase;
  await migrate(db, { migrationsFolder: migrationsUpTo(29) });
  // Sheets as the product wrote them before 0030 (references left out: only the moved data matters).
  await handle.db.execute(sql`SET session_replication_role = replica`);
  await handle.db.execute(sql`
    INSERT INTO questionnaire_answers (id, questionnaire_delivery_id, student_id, school_id, status) OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 1, 'completed'), (2, 1, 2, 1, 'answering')`);
  await handle.db.execute(sql`
    INSERT INTO questionnaire_answer_details (questionnaire_answer_id, question_id, text, question_option_id, question_option_ids, score, matched_level) VALUES
      (1, 12, NULL, NULL, '{31,33}', 4, NULL),
      (1, 11, NULL, 21, '{}', 3, 'second_stage'),
      (1, 14, 'つらいです', NULL, '{}', NULL, 'first_stage')`);
  await handle.db.execute(sql`INSERT INTO bullying_answer_fields (questionnaire_answer_id, seen_value) VALUES (1, 'true')`);
  await handle.db.execute(sql`SET session_replication_role = DEFAULT`);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0030: one row per sheet', () => {
  it('moves every answer into its sheet, in question id order, with its values and matched level', async () => {
    const sheets = rows<{ id: number; answers: unknown }>(await handle.db.execute(sql`SELECT id, answers FROM questionnaire_answers ORDER BY id`));
    expect(sheets.map((s) => [Number(s.id), s.answers])).toEqual([
      [
        1,
        [
          { questionId: 11, text: null, questionOptionId: 21, questionOptionIds: [], score: 3, matchedLevel: 'second_stage' },
          { questionId: 12, text: null, questionOptionId: null, questionOptionIds: [31, 33], score: 4, matchedLevel: null },
          { questionId: 14, text: 'つらいです', questionOptionId: null, questionOptionIds: [], score: null, matchedLevel: 'first_stage' },
        ],
      ],
      [2, []],
    ]);
  });

  it('drops the details table and its triggers; the bullying fields stay', async () => {
    const left = rows<{ n: number }>(
      await handle.db.execute(sql`SELECT count(*)::int AS n FROM pg_class WHERE relname = 'questionnaire_answer_details'
        UNION ALL SELECT count(*)::int FROM pg_proc WHERE proname IN ('bullying_answer_fields_refresh', 'bullying_answer_fields_trg')`),
    );
    expect(left.map((r) => r.n)).toEqual([0, 0]);
    const fields = rows<{ seen_value: string }>(await handle.db.execute(sql`SELECT seen_value FROM bullying_answer_fields WHERE questionnaire_answer_id = 1`));
    expect(fields).toEqual([{ seen_value: 'true' }]);
  });
});
