import { unsupportedListSchema, type UnsupportedList, type UnsupportedQuery } from '@sukoyaka/contracts/unsupported';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/teachers/all_dashboards/unsupported (spec §2 show-all-unsupported, issue 10 item 4):
 * every unresolved condition alert and, where the school records handling, every unprocessed
 * 話したい of the students the teacher may see, any day, newest first, paged.
 */
export function fetchUnsupported(query: Partial<UnsupportedQuery>, signal?: AbortSignal): Promise<UnsupportedList> {
  return apiRequest('/api/teachers/all_dashboards/unsupported', { query: { ...query }, schema: unsupportedListSchema, signal });
}
