import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoardReportType } from '@sukoyaka/contracts/local-government';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadBoardReport, fetchBoardReport, fetchEarlyWarning, fetchResponseTimes, type BoardReportFilters } from '../api/reports.ts';

/** One board report for the filters; the previous table stays while the next loads. */
export function useBoardReport(type: BoardReportType, filters: BoardReportFilters, enabled = true) {
  return useQuery({
    queryKey: ['organization', 'report', type, filters],
    queryFn: ({ signal }) => fetchBoardReport(type, filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Downloads the report's Excel or PDF and hands it to the browser; resolves to the file's name. */
export function useDownloadBoardReport(type: BoardReportType) {
  return useDownload(({ filters, fileType }: { filters: BoardReportFilters; fileType: 'excel' | 'pdf' }) => downloadBoardReport(type, filters, fileType));
}

/** Response times per school for a period. */
export function useResponseTimes(query: { year: number; month?: number }) {
  return useQuery({
    queryKey: ['organization', 'response-times', query],
    queryFn: ({ signal }) => fetchResponseTimes(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The early-warning list (all schools' counts, or one school's students). */
export function useEarlyWarning(query: { schoolId?: number }) {
  return useQuery({
    queryKey: ['organization', 'early-warning', query],
    queryFn: ({ signal }) => fetchEarlyWarning(query, signal),
    placeholderData: keepPreviousData,
  });
}
