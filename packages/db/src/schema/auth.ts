import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES } from '@sukoyaka/contracts/auth';
import { id, ref } from './columns.ts';

/**
 * One signed-in device (client) of one account. Only the SHA-256 of the random access token
 * is stored; sign-out deletes the row, password change deletes all rows of the account.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    accountId: ref('account_id').notNull(),
    uid: text('uid').notNull(),
    /** The account's scope, copied at sign-in so authenticating a request is one indexed read. */
    schoolId: ref('school_id'),
    organizationId: ref('organization_id'),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_client_key').on(t.client), index('auth_tokens_account_idx').on(t.accountType, t.accountId)],
);

/**
 * Failed sign-ins per account key (e.g. "teacher:a@b.jp"), shared by every API process so the
 * per-account limit holds behind a load balancer. The per-IP limit is @fastify/rate-limit's.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * What a one-time token is for: password reset (forgot) and account confirmation (registration)
 * are mailed; google_sign_in / microsoft_sign_in is handed to the browser by that provider's
 * callback (decisions 014, 034); mfa_enrolment is the mailed link that lets an account a policy
 * requires MFA of set it up (decision 059).
 */
export const ONE_TIME_TOKEN_PURPOSES = ['reset_password', 'confirmation', 'google_sign_in', 'mfa_sign_in', 'microsoft_sign_in', 'mfa_enrolment'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * One-time tokens (ONE_TIME_TOKEN_PURPOSES). Only the SHA-256 is stored; a token works once and
 * expires.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    accountId: ref('account_id').notNull(),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.tokenHash), index('account_tokens_account_idx').on(t.accountType, t.accountId)],
);
