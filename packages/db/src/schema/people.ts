import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { klasses, schoolYears } from './school-structure.ts';

/** A student. Their grade, class and 出席番号 live in a per-year enrollment. */
export const students = pgTable(
  'students',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    /** Google account e-mail for "sign in with Google" (issue 3). */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    signInStopped: boolean('sign_in_stopped').notNull().default(false),
    /**
     * SHA-256 (hex) of the secret in the QR code of the student's printed sign-in card (issue 27,
     * decision 062); null: no card, or revoked. The secret itself is stored nowhere.
     */
    cardSecretHash: text('card_secret_hash'),
    /** The pupil's furigana choice (issue 24 item 4): null follows the grade's default, true / false their own. */
    furigana: boolean('furigana'),
    ...timestamps(),
  },
  (t) => [
    index('students_school_idx').on(t.schoolId),
    // Google sign-in finds a student by e-mail within the school (decision 014); one student per address.
    uniqueIndex('students_school_email_key')
      .on(t.schoolId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/**
 * year_grade_klass_users for students: which class and number a student has in a school year.
 * Sign-in looks a student up by (klass, studentNumber) in the current year.
 */
export const studentEnrollments = pgTable(
  'student_enrollments',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolYearId: ref('school_year_id')
      .notNull()
      .references(() => schoolYears.id),
    klassId: ref('klass_id')
      .notNull()
      .references(() => klasses.id),
    studentNumber: integer('student_number').notNull(),
    /**
     * When a pupil who joined during the school year (転入) was enrolled (issue 28 item 7, decision
     * 068); null: for the whole year. A closed survey counts only pupils enrolled before it ended.
     */
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('student_enrollments_student_year_key').on(t.studentId, t.schoolYearId),
    uniqueIndex('student_enrollments_klass_number_key').on(t.klassId, t.studentNumber),
    // Enrolment counts per school year and class (board figures; decision 035).
    index('student_enrollments_year_klass_idx').on(t.schoolYearId, t.klassId),
    // Pupils who joined during the year (decision 068): the deliveries list reads only these.
    index('student_enrollments_enrolled_at_idx')
      .on(t.schoolYearId, t.enrolledAt)
      .where(sql`${t.enrolledAt} is not null`),
  ],
);

/** A teacher of one school; `admin` teachers see every class and the settings. */
export const teachers = pgTable(
  'teachers',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    admin: boolean('admin').notNull().default(false),
    signInStopped: boolean('sign_in_stopped').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('teachers_email_key').on(t.email), index('teachers_school_idx').on(t.schoolId)],
);

/** year_grade_klass_users for teachers: homeroom (担任) classes in a school year. */
export const teacherAssignments = pgTable(
  'teacher_assignments',
  {
    id: id(),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    schoolYearId: ref('school_year_id')
      .notNull()
      .references(() => schoolYears.id),
    klassId: ref('klass_id')
      .notNull()
      .references(() => klasses.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('teacher_assignments_teacher_klass_key').on(t.teacherId, t.klassId)],
);

/**
 * A guardian account issued by the school (docs/decisions/005-parent-sign-in.md).
 * One account may cover siblings at the same school through parent_students.
 */
export const parents = pgTable(
  'parents',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('parents_school_login_key').on(t.schoolId, t.loginId)],
);

export const parentStudents = pgTable(
  'parent_students',
  {
    parentId: ref('parent_id')
      .notNull()
      .references(() => parents.id),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('parent_students_student_idx').on(t.studentId)],
);
