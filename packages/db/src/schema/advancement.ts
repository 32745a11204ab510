import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns.ts';
import { organizations, schools } from './organizations.ts';
import { grades, schoolYears } from './school-structure.ts';
import { students, teachers } from './people.ts';

/**
 * 進級・進学 (year-end advancement, issue 13 item 5; spec §7 "Go-on-school"): one planned move per
 * student of the year being closed (`schoolYearId`). `kind` advance = next year's grade and class at
 * the same school (by grade id and class name, the class is created when applied if missing);
 * graduate = leaves for `goOnSchoolId` (a school of the same board, which may accept them:
 * docs/decisions/025-acceptance.md) or `goOnSchoolName` (a school outside the board); stay = 原級留置.
 * `status`: in_progress (saved 途中), planned, applied (the new year's enrollment exists).
 */
export const studentGoOnSchools = pgTable(
  'student_go_on_schools',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolYearId: ref('school_year_id')
      .notNull()
      .references(() => schoolYears.id),
    kind: text('kind', { enum: ['advance', 'graduate', 'stay'] }).notNull(),
    nextGradeId: ref('next_grade_id').references(() => grades.id),
    nextKlassName: text('next_klass_name'),
    nextStudentNumber: integer('next_student_number'),
    goOnSchoolId: ref('go_on_school_id').references(() => schools.id),
    goOnSchoolName: text('go_on_school_name'),
    status: text('status', { enum: ['in_progress', 'planned', 'applied'] })
      .notNull()
      .default('in_progress'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Acceptance by the receiving school: the student record created there (decision 025). */
    acceptedStudentId: ref('accepted_student_id').references(() => students.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByTeacherId: ref('accepted_by_teacher_id').references(() => teachers.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('student_go_on_schools_student_year_key').on(t.studentId, t.schoolYearId),
    index('student_go_on_schools_school_year_idx').on(t.schoolId, t.schoolYearId),
    index('student_go_on_schools_go_on_school_idx').on(t.goOnSchoolId),
  ],
);

/**
 * A board's roster settings (decision 025): whether a school of the board may accept another
 * school's graduates together with their earlier history.
 */
export const organizationRosterSettings = pgTable('organization_roster_settings', {
  organizationId: ref('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  acceptanceWithHistory: boolean('acceptance_with_history').notNull().default(false),
  ...timestamps(),
});

/**
 * External ids of rostered records (OneRoster sourcedId, decision 024): re-importing the same zip
 * finds the same student, teacher or class instead of creating another.
 */
export const rosterSourceIds = pgTable(
  'roster_source_ids',
  {
    id: id(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id),
    entity: text('entity', { enum: ['school', 'student', 'teacher', 'klass'] }).notNull(),
    sourcedId: text('sourced_id').notNull(),
    entityId: ref('entity_id').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roster_source_ids_org_entity_sourced_key').on(t.organizationId, t.entity, t.sourcedId)],
);
