import { sql } from 'drizzle-orm';
import { DEMO_PASSWORDS } from '@sukoyaka/db';
import type { Database } from '@sukoyaka/db/client';
import { newCardSecret } from '../../../apps/api/src/modules/auth/card-secrets.service.ts';
import type { SignInCall } from './burst.ts';

/**
 * The morning's sign-ins at shared tablets (issue 27 item 3): `share` of the seeded students (chosen
 * with `random`) sign in before checking in; `qrShare` of those show their QR card (a card is
 * issued for each here: its SHA-256 stored as the card printing does, decision 062), the rest type
 * grade, class, 出席番号 and the seed's password (spec §7 student sign-in). Keyed by student id.
 */
export async function morningSignIns(db: Database, share: number, qrShare: number, random: () => number): Promise<Map<number, SignInCall>> {
  const { rows } = (await db.execute(sql`
    SELECT DISTINCT ON (e.student_id) e.student_id AS "studentId", s.code, k.grade_id AS "gradeId", e.klass_id AS "klassId", e.student_number AS "studentNumber"
    FROM student_enrollments e
    JOIN klasses k ON k.id = e.klass_id
    JOIN schools s ON s.id = k.school_id
    ORDER BY e.student_id, e.school_year_id DESC`)) as unknown as {
    rows: { studentId: number; code: string; gradeId: number; klassId: number; studentNumber: number }[];
  };
  const calls = new Map<number, SignInCall>();
  const cards: { id: number; hash: string }[] = [];
  for (const row of rows) {
    if (random() >= share) continue;
    const studentId = Number(row.studentId);
    if (random() < qrShare) {
      const card = newCardSecret(studentId);
      cards.push({ id: studentId, hash: card.hash });
      calls.set(studentId, { kind: 'card', path: '/api/students/card_sign_in', body: { schoolCode: row.code, card: card.text } });
    } else {
      calls.set(studentId, {
        kind: 'typed',
        path: '/api/students/sign_in',
        body: {
          schoolCode: row.code,
          gradeId: Number(row.gradeId),
          klassId: Number(row.klassId),
          studentNumber: row.studentNumber,
          password: DEMO_PASSWORDS.student,
        },
      });
    }
  }
  for (let i = 0; i < cards.length; i += 5000) {
    const batch = cards.slice(i, i + 5000);
    await db.execute(sql`
      UPDATE students SET card_secret_hash = c.hash
      FROM unnest(${sql.raw(`ARRAY[${batch.map((c) => c.id).join(',')}]::bigint[]`)}, ${sql.raw(`ARRAY[${batch.map((c) => `'${c.hash}'`).join(',')}]::text[]`)}) AS c(id, hash)
      WHERE students.id = c.id`);
  }
  return calls;
}
