import { z } from 'zod';

/**
 * GET /api/students/me (spec §3 Student). isAttention (a teacher's bookmark) is teacher-side data
 * and deliberately not part of what the student's own device receives.
 */
export const studentSchema = z.object({
  id: z.number(),
  name: z.string(),
  schoolName: z.string(),
  schoolCode: z.string(),
  gradeName: z.string(),
  /** The grade's OneRoster Japan Profile code (P1–H3; decision 046): how the pupil is spoken to (furigana for P1–P3). */
  jpGradeCode: z.string().nullable(),
  klassName: z.string(),
  studentNumber: z.number(),
});
export type Student = z.infer<typeof studentSchema>;
