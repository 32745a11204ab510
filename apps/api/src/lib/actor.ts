/**
 * The actor: who calls and what they may touch, resolved once per request by the auth plugin
 * (issue 9 "One actor, one scope", docs/decisions/017-actor-and-scope.md). Routes read
 * `request.actor`; services take the actor (or a scope derived from it) as a parameter and never
 * re-read the account, so a query of school data without a scope does not type-check.
 */

/** Fields every signed-in actor has. `ip` is the caller's address as the app trusts it (TRUST_PROXY). */
interface ActorBase {
  /** The auth_tokens row of this device (sign-out revokes it). */
  tokenId: number;
  /** students.id, teachers.id, parents.id or organization_users.id, by `role`. */
  accountId: number;
  uid: string;
  ip: string;
}

/** A student: their own records in their own school only. */
export interface StudentActor extends ActorBase {
  role: 'student';
  schoolId: number;
  schoolCode: string;
}

/**
 * A teacher of one school. `admin` teachers see every class and change the school's settings;
 * a class teacher sees their homeroom classes (担任) of the current school year.
 * `klassIds`: the classes this teacher may see in `schoolYearId` (every class of the school for
 * an admin); empty when the school has no current year or the teacher has no class.
 */
export interface TeacherActor extends ActorBase {
  role: 'teacher';
  schoolId: number;
  schoolCode: string;
  admin: boolean;
  schoolYearId: number | null;
  klassIds: number[];
  /** Set when a board user reads this school's teacher screens (change_school, decision 028); then accountId is 0. */
  boardAccess?: BoardAccess;
}

/**
 * A board user's access to one school's teacher screens (POST organization/change_school,
 * docs/decisions/028-board-school-access.md): read-only, except routes that declare
 * `config.boardAccess` (組織確認済み on bullying answers). The access log names the board user.
 */
export interface BoardAccess {
  organizationUserId: number;
  organizationId: number;
}

/** A parent account (one per family, decision 005): their own children in one school. */
export interface ParentActor extends ActorBase {
  role: 'parent';
  schoolId: number;
  schoolCode: string;
}

/** Board-of-education staff (role local_government): the schools of their organisation. */
export interface LocalGovernmentActor extends ActorBase {
  role: 'local_government';
  organizationId: number;
}

export type Actor = StudentActor | TeacherActor | ParentActor | LocalGovernmentActor;
export type ActorRole = Actor['role'];
export type ActorOf<R extends ActorRole> = Extract<Actor, { role: R }>;

/** The scope of one school's data: every school query takes at least this. */
export interface SchoolScope {
  schoolId: number;
}

/** A student's own data: their id and school. */
export interface StudentScope extends SchoolScope {
  studentId: number;
}

/** A parent's family in one school. */
export interface ParentScope extends SchoolScope {
  parentId: number;
}

/** A teacher's reach: the school, the current year and the visible classes (see TeacherActor). */
export interface TeacherScope extends SchoolScope {
  teacherId: number;
  admin: boolean;
  schoolYearId: number | null;
  klassIds: number[];
  /** A board user's read-only access (decision 028); teacherId is then 0, no teacher account. */
  boardAccess?: BoardAccess;
}

/** A board's reach: its organisation (and through it, its schools). */
export interface OrganizationScope {
  organizationId: number;
}

export const studentScopeOf = (actor: StudentActor): StudentScope => ({ studentId: actor.accountId, schoolId: actor.schoolId });
export const parentScopeOf = (actor: ParentActor): ParentScope => ({ parentId: actor.accountId, schoolId: actor.schoolId });
export const teacherScopeOf = (actor: TeacherActor): TeacherScope => ({
  teacherId: actor.accountId,
  schoolId: actor.schoolId,
  admin: actor.admin,
  schoolYearId: actor.schoolYearId,
  klassIds: actor.klassIds,
  ...(actor.boardAccess ? { boardAccess: actor.boardAccess } : {}),
});
export const organizationScopeOf = (actor: LocalGovernmentActor): OrganizationScope => ({ organizationId: actor.organizationId });
