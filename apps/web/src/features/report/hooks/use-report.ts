import { useMutation, useQuery } from '@tanstack/react-query';
import { saveFile } from '../../../lib/api-download.ts';
import { downloadStudentsReport, fetchReportGrades, type StudentsReportRequest } from '../api/report.ts';

/** Downloads a report and hands it to the browser; resolves to the saved file's name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (request: StudentsReportRequest) => {
      const file = await downloadStudentsReport(request);
      saveFile(file);
      return file.fileName;
    },
  });
}

/** The grades and classes for the admin teacher's filters (same cache as the class selector). */
export function useReportGrades(enabled: boolean) {
  return useQuery({ queryKey: ['teacher', 'grade-klasses'], queryFn: ({ signal }) => fetchReportGrades(signal), enabled, staleTime: 5 * 60_000 });
}
