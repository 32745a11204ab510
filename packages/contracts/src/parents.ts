import { z } from 'zod';

/** A child a parent account covers (GET /api/parents/student). */
export const parentChildSchema = z.object({
  id: z.number(),
  name: z.string(),
  gradeName: z.string(),
  klassName: z.string(),
  studentNumber: z.number(),
});
export type ParentChild = z.infer<typeof parentChildSchema>;
