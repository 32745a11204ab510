import { integer, jsonb, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, ref } from './columns.ts';
import { organizations, schools } from './organizations.ts';
import { teachers } from './people.ts';

/**
 * That a student's health data were deleted (issue 15 item 7, APPI; decision 032): by the nightly
 * retention job (`reason` retention, the board's years after the student left) or at an admin
 * teacher's request (`reason` request, `teacherId`). Append-only, like the access log: what was
 * deleted is gone, the fact and the row counts stay. No foreign key on the student on purpose: the
 * record must outlive any later removal of the account.
 */
export const studentDataDeletions = pgTable(
  'student_data_deletions',
  {
    id: id(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: ref('student_id').notNull(),
    reason: text('reason', { enum: ['retention', 'request'] }).notNull(),
    teacherId: ref('teacher_id').references(() => teachers.id),
    /** The student's last school year (retention) — the year their data were kept after. */
    lastSchoolYear: integer('last_school_year'),
    /** Rows deleted per table, e.g. { conditions: 212, soss: 3 }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_data_deletions_student_idx').on(t.studentId), index('student_data_deletions_org_idx').on(t.organizationId, t.deletedAt)],
);
