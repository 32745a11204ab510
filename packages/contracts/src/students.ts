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
  /** The pupil's own furigana choice (issue 24 item 4), kept with the pupil, not the device; null: the grade's default. */
  furigana: z.boolean().nullable(),
});
export type Student = z.infer<typeof studentSchema>;

/** POST /api/students/furigana (issue 24 item 4): the pupil's furigana switch. */
export const studentFuriganaBodySchema = z.object({ furigana: z.boolean() }).strict();
export const studentFuriganaSchema = z.object({ furigana: z.boolean() });
