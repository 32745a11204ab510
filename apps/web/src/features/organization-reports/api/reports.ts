import {
  BOARD_REPORT_TITLES,
  boardReportSchema,
  earlyWarningSchema,
  responseTimesSchema,
  type BoardReport,
  type BoardReportBody,
  type BoardReportType,
  type EarlyWarning,
  type ResponseTimes,
} from '@sukoyaka/contracts/local-government';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

/** The API path of each board report (spec §7 Local government: POST for the data, GET ?type= for the files). */
const REPORT_PATHS: Record<BoardReportType, string> = {
  dashboard_by_month: '/api/local_governments/organization/dashboard_by_month',
  dashboard_want_to_talk: '/api/local_governments/organization/dashboard_want_to_talk',
  dashboard_daily_active_users: '/api/local_governments/organization/dashboard_daily_active_users',
  dashboard_continuous_weak_condition: '/api/local_governments/organization/dashboard_continuous_weak_condition',
};

/** A report's filters as the page holds them: 年度, and optional month, school and grade. */
export type BoardReportFilters = Pick<BoardReportBody, 'year' | 'month' | 'schoolId' | 'gradeId'>;

const bodyOf = (f: BoardReportFilters) => ({
  year: f.year,
  ...(f.month ? { month: f.month } : {}),
  ...(f.schoolId ? { schoolId: f.schoolId } : {}),
  ...(f.gradeId ? { gradeId: f.gradeId } : {}),
});

/**
 * POST …/organization/{report} (spec §7): the report's table (schools, or one school's grades and
 * classes), the period and the monthly chart; counts of 1–4 come as "<5" (decision 026).
 * @throws ApiError 400 with field errors (year, month), 404 a school of another organisation.
 */
export function fetchBoardReport(type: BoardReportType, filters: BoardReportFilters, signal?: AbortSignal): Promise<BoardReport> {
  return apiRequest(REPORT_PATHS[type], { method: 'POST', body: bodyOf(filters), schema: boardReportSchema, signal });
}

/**
 * GET …/organization/{report}?type=excel|pdf (spec §7, §9) with the session headers: the file the
 * server names (title plus YYMMDD_hhmm). @throws ApiError.
 */
export function downloadBoardReport(type: BoardReportType, filters: BoardReportFilters, fileType: 'excel' | 'pdf'): Promise<DownloadedFile> {
  return apiDownload(REPORT_PATHS[type], {
    query: { ...bodyOf(filters), type: fileType },
    fallbackName: `${BOARD_REPORT_TITLES[type]}.${fileType === 'excel' ? 'xlsx' : 'pdf'}`,
  });
}

/** GET organization/response_times (beyond the spec, issue 14 item 6): minutes from 話したい to handling per school. */
export function fetchResponseTimes(query: { year: number; month?: number }, signal?: AbortSignal): Promise<ResponseTimes> {
  return apiRequest('/api/local_governments/organization/response_times', { query, schema: responseTimesSchema, signal });
}

/** GET organization/early_warning (issue 14 item 6): schools' counts, and one school's named list for its counsellor. */
export function fetchEarlyWarning(query: { date?: string; schoolId?: number }, signal?: AbortSignal): Promise<EarlyWarning> {
  return apiRequest('/api/local_governments/organization/early_warning', { query, schema: earlyWarningSchema, signal });
}
