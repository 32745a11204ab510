import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES } from '@sukoyaka/contracts/auth';
import { id, ref, timestamps } from './columns.ts';
import { organizations, schools } from './organizations.ts';

/**
 * IP allow-list entries (spec §2 settings/ip, §6, §7 allowed_ips) of one school or one board of
 * education (exactly one of the two ids). An owner with no entry allows every address; otherwise
 * its teachers (school) or staff (board) are served only from a listed address or range.
 * `cidr` is the normalised form (`203.0.113.0/24`, `2001:db8::/48`; a single address gets /32 or /128).
 */
export const allowedIps = pgTable(
  'allowed_ips',
  {
    id: id(),
    schoolId: ref('school_id').references(() => schools.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    cidr: text('cidr').notNull(),
    /** A note for people, e.g. 職員室 or 教育委員会 本庁舎. */
    label: text('label').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('allowed_ips_school_cidr_key')
      .on(t.schoolId, t.cidr)
      .where(sql`${t.schoolId} is not null`),
    uniqueIndex('allowed_ips_organization_cidr_key')
      .on(t.organizationId, t.cidr)
      .where(sql`${t.organizationId} is not null`),
    check('allowed_ips_one_owner', sql`(${t.schoolId} is null) <> (${t.organizationId} is null)`),
  ],
);

/**
 * Access log (issue 9, APPI 要配慮個人情報): one row per sensitive read and per write, append-only
 * (the application role never updates or deletes; the retention job deletes rows older than the
 * configured period, 5 years by default). `studentIds` are the students whose records the call
 * read or changed; `route` is the route pattern (`/api/teachers/students/{id}`), never a raw URL.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type', { enum: ACCOUNT_TYPES }).notNull(),
    actorId: ref('actor_id').notNull(),
    schoolId: ref('school_id'),
    organizationId: ref('organization_id'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: smallint('status_code').notNull(),
    studentIds: bigint('student_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('access_logs_school_at_idx').on(t.schoolId, t.at),
    index('access_logs_at_idx').on(t.at),
    index('access_logs_student_ids_idx').using('gin', t.studentIds),
  ],
);

/**
 * Staff TOTP (issue 9 MFA, RFC 6238 via otplib): one row per teacher or board user who turned it
 * on (or is setting it up: `enabledAt` null until the first code is confirmed). The secret is
 * stored as the base32 text the authenticator app was given.
 */
export const staffTotps = pgTable(
  'staff_totps',
  {
    id: id(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    accountId: ref('account_id').notNull(),
    secret: text('secret').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    /** The last time step accepted, so one code cannot be replayed within its window. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('staff_totps_account_key').on(t.accountType, t.accountId)],
);

/** One-time recovery codes of a staff TOTP (SHA-256 stored); each works once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    accountId: ref('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_account_idx').on(t.accountType, t.accountId)],
);

/** Whether a school or board requires MFA of its admin teachers / staff (exactly one owner). */
export const mfaPolicies = pgTable(
  'mfa_policies',
  {
    id: id(),
    schoolId: ref('school_id').references(() => schools.id),
    organizationId: ref('organization_id').references(() => organizations.id),
    /** School: admin teachers must use MFA. Board: every board user must. */
    required: boolean('required').notNull().default(false),
    /** Pending sign-in challenges expire after this many seconds. */
    challengeTtlSeconds: integer('challenge_ttl_seconds').notNull().default(300),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mfa_policies_school_key')
      .on(t.schoolId)
      .where(sql`${t.schoolId} is not null`),
    uniqueIndex('mfa_policies_organization_key')
      .on(t.organizationId)
      .where(sql`${t.organizationId} is not null`),
    check('mfa_policies_one_owner', sql`(${t.schoolId} is null) <> (${t.organizationId} is null)`),
  ],
);
