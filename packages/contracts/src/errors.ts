import { z } from 'zod';

/**
 * The one error envelope of every API error (decision 007):
 * `errors` are Japanese sentences for the user; `fieldErrors` maps a body/query field to its messages.
 */
export const errorEnvelopeSchema = z.object({
  errors: z.array(z.string()),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
