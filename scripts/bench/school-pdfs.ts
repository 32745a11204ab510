import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '@sukoyaka/db/client';
import { authTokens, bullyingConfirmTokens } from '@sukoyaka/db/schema';
import { BULLYING_PROFILES, createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets } from '@sukoyaka/db/seed/bullying';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.service.ts';

const day = 86_400_000;

/** The whole school's answer PDFs as background work of a benchmark (issue 12 "Speed"). */
export interface SchoolPdfs {
  /** Students with a completed sheet: one PDF each. */
  students: number;
  /** Starts the export over HTTP (GET students/processing_export_pdfs for every class, one job). */
  start(baseUrl: string): Promise<void>;
  /** Whether the export has finished (check_processing_export_pdfs). */
  done(baseUrl: string): Promise<boolean>;
}

/**
 * Seeds, in the benchmark's PostgreSQL database `url`, a bullying survey delivered to every grade
 * of the district's largest school and completed by each of its students (profiles in rotation),
 * and signs its admin teacher in with a token and a password re-entry (confirm) token directly.
 * `start` then asks for the answer PDFs of the whole school (no grade, no class), the work a
 * teacher starts at the end of a survey; the job runs in the API's worker.
 */
export async function prepareSchoolPdfs(url: string): Promise<SchoolPdfs> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const db = handle.db;
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  try {
    const [school] = rows<{ id: number; code: string }>(
      await db.execute(sql`select s.id::int, s.code from schools s join students st on st.school_id = s.id group by s.id order by count(*) desc, s.id limit 1`),
    );
    const schoolId = school!.id;
    const grades = rows<{ id: number }>(await db.execute(sql`select distinct k.grade_id::int as id from klasses k where k.school_id = ${schoolId}`));
    const students = rows<{ id: number }>(
      await db.execute(
        sql`select distinct se.student_id::int as id from student_enrollments se join klasses k on k.id = se.klass_id where k.school_id = ${schoolId}`,
      ),
    );
    const survey = await createBullyingSurvey(db, schoolId);
    const startAt = new Date(Date.now() - day);
    const deliveryId = await deliverBullyingSurvey(db, {
      schoolId,
      questionnaireId: survey.questionnaireId,
      gradeIds: grades.map((g) => g.id),
      startAt,
      finishAt: new Date(startAt.getTime() + 3 * day),
    });
    const profiles = Object.keys(BULLYING_PROFILES) as (keyof typeof BULLYING_PROFILES)[];
    await insertBullyingSheets(
      db,
      survey,
      { schoolId, deliveryId },
      students.map((s, i) => ({ studentId: s.id, profile: profiles[i % profiles.length]!, completedAt: new Date(startAt.getTime() + 3_600_000) })),
    );
    const [admin] = rows<{ id: number; email: string }>(
      await db.execute(sql`select id::int, email from teachers where school_id = ${schoolId} and admin order by id limit 1`),
    );
    const token = await issueToken(db, { accountType: 'teacher', accountId: admin!.id, uid: admin!.email, schoolId }, day);
    const [tokenRow] = await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.client, token.client));
    const confirm = randomBytes(32).toString('base64url');
    await db
      .insert(bullyingConfirmTokens)
      .values({ authTokenId: tokenRow!.id, teacherId: admin!.id, tokenHash: createHash('sha256').update(confirm).digest('hex') });
    await db.execute(sql`ANALYZE`);
    const headers = { 'access-token': token.accessToken, client: token.client, uid: token.uid, schoolCode: school!.code, 'confirm-token': confirm };
    let session = '';
    return {
      students: students.length,
      async start(baseUrl) {
        const res = await fetch(`${baseUrl}/api/teachers/students/processing_export_pdfs?questionnaireDeliveryId=${deliveryId}`, { headers });
        if (res.status !== 201) throw new Error(`processing_export_pdfs answered ${res.status}: ${await res.text()}`);
        session = ((await res.json()) as { data: { session_id: string } }).data.session_id;
      },
      async done(baseUrl) {
        const res = await fetch(`${baseUrl}/api/teachers/students/check_processing_export_pdfs?session_id=${session}`, { headers });
        return ((await res.json()) as { data: { isSuccess: boolean } }).data.isSuccess;
      },
    };
  } finally {
    await handle.close();
  }
}
