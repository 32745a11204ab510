import { parentChildSchema, type ParentChild } from '@sukoyaka/contracts/parents';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

const childrenSchema = arrayOf(parentChildSchema);

/**
 * GET /api/parents/student (spec §7 Parent; docs/decisions/005-parent-sign-in.md): the children
 * this parent account covers at its school (siblings share one account), with grade, class,
 * 出席番号 and name. It doubles as the parent's profile for the spec §4 state check.
 */
export function fetchParentChildren(signal?: AbortSignal): Promise<ParentChild[]> {
  return apiRequest('/api/parents/student', { schema: childrenSchema, signal });
}
