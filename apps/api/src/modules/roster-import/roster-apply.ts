import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { hashPassword, UNSET_PASSWORD_HASH } from '@sukoyaka/db/passwords';
import { klasses, schoolYears, studentEnrollments, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import type { RosterContext } from './roster-context.ts';
import type { StudentDraft, TeacherDraft } from './roster-validate.ts';

/** Ensures `year`'s school_years row for each school (created when missing); fills ctx.schoolYearIds. */
async function ensureYears(tx: Database, ctx: RosterContext, schoolIds: number[]): Promise<void> {
  const missing = [...new Set(schoolIds)].filter((id) => !ctx.schoolYearIds.has(id));
  if (missing.length === 0) return;
  await tx
    .insert(schoolYears)
    .values(missing.map((schoolId) => ({ schoolId, year: ctx.year })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: schoolYears.id, schoolId: schoolYears.schoolId })
    .from(schoolYears)
    .where(and(inArray(schoolYears.schoolId, missing), eq(schoolYears.year, ctx.year)));
  for (const r of rows) ctx.schoolYearIds.set(r.schoolId, r.id);
}

/** Creates the classes rows name that do not exist yet in the year; returns `${schoolId}:${gradeId}:${name}` → id. */
async function ensureKlasses(tx: Database, ctx: RosterContext, wanted: { schoolId: number; gradeId: number; name: string }[]): Promise<void> {
  const missing = new Map<string, { schoolId: number; gradeId: number; name: string }>();
  for (const w of wanted) {
    const key = `${w.schoolId}:${w.gradeId}:${w.name}`;
    if (!ctx.klassIds.has(key)) missing.set(key, w);
  }
  if (missing.size === 0) return;
  await ensureYears(
    tx,
    ctx,
    [...missing.values()].map((m) => m.schoolId),
  );
  const inserted = await tx
    .insert(klasses)
    .values(
      [...missing.values()].map((m) => ({
        schoolId: m.schoolId,
        schoolYearId: ctx.schoolYearIds.get(m.schoolId)!,
        gradeId: m.gradeId,
        name: m.name,
        sortOrder: Number(m.name.match(/\d+/)?.[0] ?? 99),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: klasses.id, schoolId: klasses.schoolId, gradeId: klasses.gradeId, name: klasses.name });
  for (const k of inserted) ctx.klassIds.set(`${k.schoolId}:${k.gradeId}:${k.name}`, k.id);
}

/**
 * Writes student drafts in the caller's transaction: classes missing in the year, new students with
 * their enrollment, changed names / ふりがな / e-mails / passwords. Unchanged rows are not touched.
 * Returns how many students were created and updated.
 */
export async function applyStudents(tx: Database, ctx: RosterContext, drafts: StudentDraft[]): Promise<{ created: number; updated: number }> {
  await ensureKlasses(
    tx,
    ctx,
    drafts.map((d) => ({ schoolId: d.schoolId, gradeId: d.gradeId, name: d.klassName })),
  );
  await ensureYears(
    tx,
    ctx,
    drafts.map((d) => d.schoolId),
  );
  const hashes = await Promise.all(drafts.map((d) => (d.password ? hashPassword(d.password) : null)));
  const toCreate = drafts.map((d, i) => ({ d, hash: hashes[i] ?? null })).filter(({ d }) => d.existingId === null);
  for (let i = 0; i < toCreate.length; i += 500) {
    const batch = toCreate.slice(i, i + 500);
    const ids = await tx
      .insert(students)
      .values(
        batch.map(({ d, hash }) => ({ schoolId: d.schoolId, name: d.name, nameKana: d.nameKana, email: d.email, passwordHash: hash ?? UNSET_PASSWORD_HASH })),
      )
      .returning({ id: students.id });
    await tx.insert(studentEnrollments).values(
      batch.map(({ d }, j) => ({
        studentId: ids[j]!.id,
        schoolYearId: ctx.schoolYearIds.get(d.schoolId)!,
        klassId: ctx.klassIds.get(`${d.schoolId}:${d.gradeId}:${d.klassName}`)!,
        studentNumber: d.studentNumber,
      })),
    );
  }
  let updated = 0;
  for (const [i, d] of drafts.entries()) {
    if (d.existingId === null) continue;
    const before = ctx.enrolled.get(`${d.klassId}:${d.studentNumber}`);
    const same = before && before.name === d.name && before.nameKana === d.nameKana && (before.email ?? null) === d.email && !d.password;
    if (same) continue;
    updated += 1;
    await tx
      .update(students)
      .set({ name: d.name, nameKana: d.nameKana, email: d.email, ...(hashes[i] ? { passwordHash: hashes[i] } : {}), updatedAt: sql`now()` })
      .where(and(eq(students.id, d.existingId), eq(students.schoolId, d.schoolId)));
  }
  return { created: toCreate.length, updated };
}

/**
 * Writes teacher drafts in the caller's transaction: new teachers (password unset; the caller mails
 * the registration link after commit), changed names and admin flags, and the year's homeroom
 * class (the file is the truth for the year: a blank 担任 removes the teacher's classes of the year).
 * Returns the new teachers (id, e-mail) and the number updated.
 */
export async function applyTeachers(
  tx: Database,
  ctx: RosterContext,
  drafts: TeacherDraft[],
): Promise<{ created: { id: number; email: string }[]; updated: number }> {
  await ensureKlasses(
    tx,
    ctx,
    drafts.flatMap((d) => (d.klass ? [{ schoolId: d.schoolId, gradeId: d.klass.gradeId, name: d.klass.name }] : [])),
  );
  await ensureYears(
    tx,
    ctx,
    drafts.map((d) => d.schoolId),
  );
  const fresh = drafts.filter((d) => d.existingId === null);
  const created =
    fresh.length === 0
      ? []
      : await tx
          .insert(teachers)
          .values(fresh.map((d) => ({ schoolId: d.schoolId, name: d.name, email: d.email, admin: d.admin, passwordHash: UNSET_PASSWORD_HASH })))
          .returning({ id: teachers.id, email: teachers.email });
  const idOf = new Map(created.map((c) => [c.email, c.id]));
  let updated = 0;
  for (const d of drafts) {
    const teacherId = d.existingId ?? idOf.get(d.email)!;
    const known = ctx.teachersByEmail.get(d.email);
    const klassId = d.klass ? ctx.klassIds.get(`${d.schoolId}:${d.klass.gradeId}:${d.klass.name}`)! : null;
    const sameKlass = klassId === null ? (known?.klassIds.length ?? 0) === 0 : known?.klassIds.length === 1 && known.klassIds[0] === klassId;
    if (known && known.name === d.name && known.admin === d.admin && sameKlass) continue;
    if (known) {
      updated += 1;
      await tx
        .update(teachers)
        .set({ name: d.name, admin: d.admin, updatedAt: sql`now()` })
        .where(and(eq(teachers.id, teacherId), eq(teachers.schoolId, d.schoolId)));
    }
    if (sameKlass) continue;
    const schoolYearId = ctx.schoolYearIds.get(d.schoolId)!;
    await tx.delete(teacherAssignments).where(and(eq(teacherAssignments.teacherId, teacherId), eq(teacherAssignments.schoolYearId, schoolYearId)));
    if (klassId !== null) await tx.insert(teacherAssignments).values({ teacherId, schoolYearId, klassId });
  }
  return { created, updated };
}
