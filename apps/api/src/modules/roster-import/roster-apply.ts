import { and, eq, inArray, sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { hashPassword, UNSET_PASSWORD_HASH } from '@sukoyaka/db/passwords';
import { klasses, rosterSourceIds, schoolYears, studentEnrollments, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
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
 * Writes student drafts in the caller's transaction (decision 045): classes missing in the year,
 * pupils moved aside by a `move_existing` choice, existing pupils' seats (two steps, so numbers can
 * swap), their changed names / ふりがな / e-mails / passwords (a null field keeps the stored value),
 * new students with their enrollment (dated when it joins the running year, decision 068), and the OneRoster sourcedIds seen. Unchanged rows are not
 * touched. Returns how many students were created and updated.
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
  const klassOf = (d: StudentDraft) => ctx.klassIds.get(`${d.schoolId}:${d.gradeId}:${d.klassName}`)!;
  // Pupils enrolled into the running school year join it now (転入, decision 068); a roster for a year
  // that has not begun enrols them for the whole year (null).
  const enrolledAt = ctx.year === schoolYearOf() ? new Date() : null;
  const hashes = await Promise.all(drafts.map((d) => (d.password ? hashPassword(d.password) : null)));
  const now = sql`now()`;
  for (const d of drafts) {
    if (!d.moveExisting) continue;
    await tx
      .update(studentEnrollments)
      .set({ studentNumber: d.moveExisting.toNumber, updatedAt: now })
      .where(eq(studentEnrollments.id, d.moveExisting.enrollmentId));
  }
  const moving = drafts.filter((d) => {
    if (d.existingId === null || d.enrollmentId === null) return false;
    const seat = ctx.studentsById.get(d.existingId)?.seat;
    return seat?.klassId !== klassOf(d) || seat?.studentNumber !== d.studentNumber;
  });
  // Two steps: park the moving seats on negative numbers, then give the final ones (swaps never collide).
  for (const d of moving) await tx.update(studentEnrollments).set({ studentNumber: -d.enrollmentId! }).where(eq(studentEnrollments.id, d.enrollmentId!));
  for (const d of moving)
    await tx
      .update(studentEnrollments)
      .set({ klassId: klassOf(d), studentNumber: d.studentNumber, updatedAt: now })
      .where(eq(studentEnrollments.id, d.enrollmentId!));
  const enrolNow = drafts.filter((d) => d.existingId !== null && d.enrollmentId === null);
  if (enrolNow.length > 0)
    await tx.insert(studentEnrollments).values(
      enrolNow.map((d) => ({
        studentId: d.existingId!,
        schoolYearId: ctx.schoolYearIds.get(d.schoolId)!,
        klassId: klassOf(d),
        studentNumber: d.studentNumber,
        enrolledAt,
      })),
    );
  const changed = new Set([...moving, ...enrolNow]);
  for (const [i, d] of drafts.entries()) {
    if (d.existingId === null) continue;
    const before = ctx.studentsById.get(d.existingId)!;
    const set = {
      ...(before.name !== d.name ? { name: d.name } : {}),
      ...(d.nameKana !== null && d.nameKana !== before.nameKana ? { nameKana: d.nameKana } : {}),
      ...(d.email !== null && d.email !== (before.email ?? '').toLowerCase() ? { email: d.email } : {}),
      ...(hashes[i] ? { passwordHash: hashes[i] } : {}),
    };
    if (Object.keys(set).length === 0) continue;
    changed.add(d);
    await tx
      .update(students)
      .set({ ...set, updatedAt: now })
      .where(and(eq(students.id, d.existingId), eq(students.schoolId, d.schoolId)));
  }
  const toCreate = drafts.map((d, i) => ({ d, hash: hashes[i] ?? null })).filter(({ d }) => d.existingId === null);
  const createdIds: number[] = [];
  for (let i = 0; i < toCreate.length; i += 500) {
    const batch = toCreate.slice(i, i + 500);
    const ids = await tx
      .insert(students)
      .values(
        batch.map(({ d, hash }) => ({ schoolId: d.schoolId, name: d.name, nameKana: d.nameKana, email: d.email, passwordHash: hash ?? UNSET_PASSWORD_HASH })),
      )
      .returning({ id: students.id });
    createdIds.push(...ids.map((r) => r.id));
    await tx.insert(studentEnrollments).values(
      batch.map(({ d }, j) => ({
        studentId: ids[j]!.id,
        schoolYearId: ctx.schoolYearIds.get(d.schoolId)!,
        klassId: klassOf(d),
        studentNumber: d.studentNumber,
        enrolledAt,
      })),
    );
  }
  const sourced = [
    ...drafts.filter((d) => d.existingId !== null && d.sourcedId).map((d) => ({ d, id: d.existingId! })),
    ...toCreate.map(({ d }, i) => ({ d, id: createdIds[i]! })).filter(({ d }) => d.sourcedId),
  ];
  await recordSourceIds(
    tx,
    ctx,
    'student',
    sourced.map(({ d, id }) => ({ schoolId: d.schoolId, sourcedId: d.sourcedId!, id })),
  );
  return { created: toCreate.length, updated: changed.size };
}

/** Remembers OneRoster sourcedIds (roster_source_ids, per board) so the next import finds the same person. */
export async function recordSourceIds(
  tx: Database,
  ctx: RosterContext,
  entity: 'student' | 'teacher',
  list: { schoolId: number; sourcedId: string; id: number }[],
): Promise<void> {
  for (let i = 0; i < list.length; i += 1000) {
    const batch = list.slice(i, i + 1000);
    await tx
      .insert(rosterSourceIds)
      .values(batch.map((s) => ({ organizationId: ctx.organizationIds.get(s.schoolId)!, entity, sourcedId: s.sourcedId, entityId: s.id })))
      .onConflictDoUpdate({
        target: [rosterSourceIds.organizationId, rosterSourceIds.entity, rosterSourceIds.sourcedId],
        set: { entityId: sql`excluded.entity_id`, updatedAt: sql`now()` },
      });
  }
}

/**
 * Writes teacher drafts in the caller's transaction: new teachers (password unset; the caller mails
 * the registration link after commit), changed names and admin flags, the year's homeroom class
 * when 担任 is given (a blank 担任 keeps it, decision 045) and the OneRoster sourcedIds seen.
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
    // A blank 担任 keeps this year's homeroom (decision 045).
    const sameKlass = klassId === null || (known?.klassIds.length === 1 && known.klassIds[0] === klassId);
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
  await recordSourceIds(
    tx,
    ctx,
    'teacher',
    drafts.flatMap((d) => (d.sourcedId ? [{ schoolId: d.schoolId, sourcedId: d.sourcedId, id: d.existingId ?? idOf.get(d.email)! }] : [])),
  );
  return { created, updated };
}
