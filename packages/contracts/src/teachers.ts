import { z } from 'zod';

/** GET /api/teachers/me: the teacher state of spec §3, plus the homeroom class of this year. */
export const teacherSchema = z.object({
  id: z.number(),
  name: z.string(),
  schoolName: z.string(),
  schoolCode: z.string(),
  admin: z.boolean(),
  homeroom: z.object({ gradeId: z.number(), klassId: z.number() }).nullable(),
  /** Present when a board user reads the school (change_school, decision 028): the banner names them; the screens are read-only. */
  boardAccess: z.object({ organizationName: z.string(), userName: z.string() }).optional(),
});
export type Teacher = z.infer<typeof teacherSchema>;
