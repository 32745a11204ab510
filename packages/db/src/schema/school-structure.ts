import { integer, pgTable, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { JP_GRADE_CODES, SCHOOL_TYPES } from '@sukoyaka/contracts/school-types';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';

/**
 * National grade codes (小1…小6, 中1…中3, 義務教育学校1年…9年, 特別支援学校 小学部・中学部・高等部,
 * 高1…高3; @sukoyaka/contracts/school-types GRADE_CODES): GET /api/teachers/grade_code_masters.
 * `jpGradeCode` is the OneRoster Japan Profile grade (P1–H3), `department` the 特別支援学校's 学部.
 */
export const gradeCodeMasters = pgTable(
  'grade_code_masters',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    schoolType: text('school_type', { enum: SCHOOL_TYPES }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    jpGradeCode: text('jp_grade_code', { enum: JP_GRADE_CODES }),
    department: text('department'),
  },
  (t) => [uniqueIndex('grade_code_masters_code_key').on(t.code)],
);

/** A school's fiscal year (年度, April to March in Japan time). */
export const schoolYears = pgTable(
  'school_years',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    year: integer('year').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('school_years_school_year_key').on(t.schoolId, t.year)],
);

/** 学年 of a school (stable across years), named as shown on screen, e.g. 1年. */
export const grades = pgTable(
  'grades',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    gradeCodeMasterId: ref('grade_code_master_id')
      .notNull()
      .references(() => gradeCodeMasters.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('grades_school_code_key').on(t.schoolId, t.gradeCodeMasterId)],
);

/** 組: a class of one grade in one school year, e.g. 1組. */
export const klasses = pgTable(
  'klasses',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    schoolYearId: ref('school_year_id')
      .notNull()
      .references(() => schoolYears.id),
    gradeId: ref('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('klasses_year_grade_name_key').on(t.schoolYearId, t.gradeId, t.name), index('klasses_school_idx').on(t.schoolId)],
);
