import { REPORT_TITLES, type ReportType } from '@sukoyaka/contracts/reports';
import { gradeSchema, type Grade } from '@sukoyaka/contracts/schools';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

/** The report to download: its type, school year, and optional month, grade and class. */
export interface StudentsReportRequest {
  type: ReportType;
  year: number;
  month?: number;
  gradeId?: number;
  klassId?: number;
}

/**
 * GET /api/teachers/students/report (spec §5, §9 Excel export): the .xlsx of one report for the
 * students the teacher may see; empty filters are left out of the query. The file keeps the name of
 * the answer's Content-Disposition (title plus YYMMDD_hhmm).
 * @throws ApiError with the server's message.
 */
export function downloadStudentsReport(request: StudentsReportRequest): Promise<DownloadedFile> {
  return apiDownload('/api/teachers/students/report', {
    query: { type: request.type, year: request.year, month: request.month, gradeId: request.gradeId, klassId: request.klassId },
    fallbackName: `${REPORT_TITLES[request.type]}.xlsx`,
  });
}

const gradesSchema = arrayOf(gradeSchema);

/** GET /api/teachers/grade_klasses: this year's grades and classes (admin teachers' filters). */
export function fetchReportGrades(signal?: AbortSignal): Promise<Grade[]> {
  return apiRequest('/api/teachers/grade_klasses', { schema: gradesSchema, signal });
}
