import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChangeSchool } from '@sukoyaka/contracts/local-government';
import type { Teacher } from '@sukoyaka/contracts/teachers';
import type { Database } from '@sukoyaka/db/client';
import { authTokens, boardSchoolAccesses, klasses, organizations, organizationUsers, schools } from '@sukoyaka/db/schema';
import type { BoardAccess, LocalGovernmentActor, TeacherActor, TeacherScope } from '../../lib/actor.ts';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import { issueToken, revokeToken, type IssuedToken } from '../auth/tokens.service.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { organizationSchool } from '../board-figures/organization-schools.service.ts';

/** How long a board's school access lasts at most (the board user ends it sooner with the button). */
export const SCHOOL_ACCESS_TTL_MS = 2 * 60 * 60_000;

/**
 * POST /api/local_governments/organization/change_school (spec §7, decision 028): opens `schoolId`'s
 * teacher screens for the board user. Issues a second session token (account type
 * local_government, with the school set: the auth plugin reads it as a board-access teacher actor)
 * and records the access. The board's own session stays valid.
 * @throws 404 a school of another organisation.
 */
export async function startSchoolAccess(
  db: Database,
  actor: LocalGovernmentActor,
  schoolId: number,
  now = new Date(),
): Promise<{ token: IssuedToken; answer: ChangeSchool }> {
  const school = await organizationSchool(db, { organizationId: actor.organizationId }, schoolId);
  const token = await issueToken(
    db,
    { accountType: 'local_government', accountId: actor.accountId, uid: actor.uid, schoolId: school.id, organizationId: actor.organizationId },
    SCHOOL_ACCESS_TTL_MS,
    now,
  );
  const [row] = await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.client, token.client)).limit(1);
  await db.insert(boardSchoolAccesses).values({ organizationUserId: actor.accountId, schoolId: school.id, authTokenId: row!.id, startedAt: now });
  return { token, answer: { uid: token.uid, schoolCode: school.code, schoolName: school.name, expiresAt: token.expiresAt.toISOString() } };
}

/**
 * DELETE /api/teachers/board_access: ends the caller's board access (its token is forgotten, the
 * access gets its end time). @throws 403 for a teacher's own session.
 */
export async function endSchoolAccess(db: Database, actor: TeacherActor): Promise<{ ended: boolean }> {
  if (!actor.boardAccess) throw forbidden();
  await db
    .update(boardSchoolAccesses)
    .set({ endedAt: sql`now()` })
    .where(and(eq(boardSchoolAccesses.authTokenId, actor.tokenId), isNull(boardSchoolAccesses.endedAt)));
  await revokeToken(db, actor.tokenId);
  return { ended: true };
}

/**
 * The reach of a board-access actor (decision 028): the school's current year and every class in
 * it, as for an admin teacher. `boardAccess` names the board user for the access log.
 */
export async function boardAccessReach(
  db: Database,
  auth: { accountId: number; schoolId: number; organizationId: number },
): Promise<Pick<TeacherActor, 'admin' | 'schoolId' | 'schoolYearId' | 'klassIds'> & { boardAccess: BoardAccess }> {
  const year = await currentSchoolYear(db, auth.schoolId);
  const klassIds = year
    ? (
        await db
          .select({ id: klasses.id })
          .from(klasses)
          .where(and(eq(klasses.schoolId, auth.schoolId), eq(klasses.schoolYearId, year.id)))
      ).map((r) => r.id)
    : [];
  return {
    admin: true,
    schoolId: auth.schoolId,
    schoolYearId: year?.id ?? null,
    klassIds,
    boardAccess: { organizationUserId: auth.accountId, organizationId: auth.organizationId },
  };
}

/**
 * GET /api/teachers/me for a board-access session (decision 028): the school, the board user as
 * the name, admin (every class visible), no homeroom, and `boardAccess` for the web's banner.
 */
export async function boardAccessMe(db: Database, scope: TeacherScope): Promise<Teacher> {
  const access = scope.boardAccess!;
  const [row] = await db
    .select({ userName: organizationUsers.name, organizationName: organizations.name, schoolName: schools.name, schoolCode: schools.code })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .innerJoin(schools, and(eq(schools.id, scope.schoolId), eq(schools.organizationId, organizations.id)))
    .where(and(eq(organizationUsers.id, access.organizationUserId), eq(organizationUsers.organizationId, access.organizationId)));
  if (!row) throw unauthorized();
  return {
    id: 0,
    name: `${row.userName}（${row.organizationName}）`,
    schoolName: row.schoolName,
    schoolCode: row.schoolCode,
    admin: true,
    homeroom: null,
    boardAccess: { organizationName: row.organizationName, userName: row.userName },
  };
}
