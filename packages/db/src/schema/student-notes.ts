import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { students, teachers } from './people.ts';

/** A student a teacher bookmarked as needing attention (spec §3 attention student), school-wide. */
export const attentionStudents = pgTable(
  'attention_students',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('attention_students_student_key').on(t.studentId), index('attention_students_school_idx').on(t.schoolId)],
);

/**
 * A teacher's memo on a student (spec §2 memo panel メモ, §3 note): saved memos cannot be edited or
 * deleted, so the table is append-only.
 */
export const studentComments = pgTable(
  'student_comments',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    content: text('content').notNull(),
    ...timestamps(),
  },
  (t) => [index('student_comments_student_idx').on(t.studentId)],
);
