import { z } from 'zod';

/** organizationState of spec §3: id, name, localGovernment.name. */
export const organizationStateSchema = z.object({
  id: z.number(),
  name: z.string(),
  localGovernment: z.object({ name: z.string() }),
});
export type OrganizationState = z.infer<typeof organizationStateSchema>;
