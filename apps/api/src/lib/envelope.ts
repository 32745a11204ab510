import { z } from 'zod';

/** Success bodies are `{ data: … }`; this wraps a contract schema for a route's response. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A body with no data, e.g. after sign-out. */
export const emptySchema = z.object({});
