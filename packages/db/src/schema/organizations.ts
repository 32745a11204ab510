import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SCHOOL_TYPES } from '@sukoyaka/contracts/school-types';
import { id, ref, timestamps } from './columns.ts';

/** 自治体 (local government), e.g. 港北市. */
export const localGovernments = pgTable('local_governments', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps(),
});

/** 組織: a board of education (教育委員会) of a local government; it owns schools. */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    localGovernmentId: ref('local_government_id')
      .notNull()
      .references(() => localGovernments.id),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('organizations_local_government_idx').on(t.localGovernmentId)],
);

/** Board-of-education staff who sign in at /local_governments/login. */
export const organizationUsers = pgTable(
  'organization_users',
  {
    id: id(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('organization_users_email_key').on(t.email)],
);

/**
 * A school. `code` is the {school_code} path segment of every school URL; `mextSchoolCode` the
 * MEXT 学校コード (13 characters, check digit; decision 046) OneRoster files name it by.
 * The three flags are the school settings of spec §7 (schools/enable_condition_skip, …).
 */
export const schools = pgTable(
  'schools',
  {
    id: id(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    schoolType: text('school_type', { enum: SCHOOL_TYPES }).notNull(),
    /** The MEXT 学校コード (orgs.identifier of a OneRoster Japan Profile file); null until the board sets it. */
    mextSchoolCode: text('mext_school_code'),
    enableConditionSkip: boolean('enable_condition_skip').notNull().default(false),
    enabledProcessedSos: boolean('enabled_processed_sos').notNull().default(false),
    /** Hours of school days after which an unanswered talk request is escalated to the admin teachers (decision 033). */
    sosEscalationHours: integer('sos_escalation_hours').notNull().default(24),
    /** The school's hours in minutes after Japan-time midnight (issue 25 item 1; default 8:00–17:00). */
    schoolHoursStartMinute: integer('school_hours_start_minute').notNull().default(480),
    schoolHoursEndMinute: integer('school_hours_end_minute').notNull().default(1020),
    linkStopIt: boolean('link_stop_it').notNull().default(false),
    /** The school's access code for the anonymous reporting service (shown when linkStopIt). */
    anonymousAccessCode: text('anonymous_access_code'),
    /** The sentence above the talk-to buttons (settings/sos_sentences; ruby syntax {漢字:ふりがな}, spec §5); null: the default. */
    sosSentence: text('sos_sentence'),
    /** The sentence a student sees after asking to talk (settings/standby_sentences); null: the default. */
    standbySentence: text('standby_sentence'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('schools_code_key').on(t.code),
    uniqueIndex('schools_mext_school_code_key').on(t.mextSchoolCode),
    index('schools_organization_idx').on(t.organizationId),
  ],
);
