import { boardDashboardSchema, type BoardDashboard } from '@sukoyaka/contracts/local-government';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/local_governments/organization/dashboard?date= (issue 14 item 2): the organisation's day
 * and month at a glance, per school and in total; counts suppressed as "<5" / "*" (decision 026).
 */
export function fetchBoardDashboard(date: string | undefined, signal?: AbortSignal): Promise<BoardDashboard> {
  return apiRequest('/api/local_governments/organization/dashboard', { query: { date }, schema: boardDashboardSchema, signal });
}
