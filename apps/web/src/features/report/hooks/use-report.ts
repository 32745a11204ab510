import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadStudentsReport, fetchReportGrades, type StudentsReportRequest } from '../api/report.ts';

/** Downloads a report and hands it to the browser; resolves to the saved file's name. */
export function useDownloadReport() {
  return useDownload((request: StudentsReportRequest) => downloadStudentsReport(request));
}

/** The query options of useReportGrades (decision 050: one factory per GET operation). */
export const reportGradesQuery = () => queryOptions({ queryKey: ['teacher', 'grade-klasses'], queryFn: ({ signal }) => fetchReportGrades(signal) });

/** The grades and classes for the admin teacher's filters (same cache as the class selector). */
export function useReportGrades(enabled: boolean) {
  return useQuery({ ...reportGradesQuery(), enabled, staleTime: 5 * 60_000 });
}
