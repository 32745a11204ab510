import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardReportType } from '@sukoyaka/contracts/local-government';
import { useDownload } from '../../../lib/use-download.ts';
import { downloadBoardReport, fetchBoardReport, fetchEarlyWarning, fetchResponseTimes, type BoardReportFilters } from '../api/reports.ts';

/** The query options of useBoardReport (decision 050: one factory per GET operation). */
export const boardReportQuery = (type: BoardReportType, filters: BoardReportFilters) =>
  queryOptions({ queryKey: ['organization', 'report', type, filters], queryFn: ({ signal }) => fetchBoardReport(type, filters, signal) });

/** One board report for the filters; the previous table stays while the next loads. */
export function useBoardReport(type: BoardReportType, filters: BoardReportFilters, enabled = true) {
  return useQuery({ ...boardReportQuery(type, filters), placeholderData: keepPreviousData, enabled });
}

/** Downloads the report's Excel or PDF and hands it to the browser; resolves to the file's name. */
export function useDownloadBoardReport(type: BoardReportType) {
  return useDownload(({ filters, fileType }: { filters: BoardReportFilters; fileType: 'excel' | 'pdf' }) => downloadBoardReport(type, filters, fileType));
}

/** The query options of useResponseTimes (decision 050: one factory per GET operation). */
export const responseTimesQuery = (query: { year: number; month?: number }) =>
  queryOptions({ queryKey: ['organization', 'response-times', query], queryFn: ({ signal }) => fetchResponseTimes(query, signal) });

/** Response times per school for a period. */
export function useResponseTimes(query: { year: number; month?: number }) {
  return useQuery({ ...responseTimesQuery(query), placeholderData: keepPreviousData });
}

/** The query options of useEarlyWarning (decision 050: one factory per GET operation). */
export const earlyWarningQuery = (query: { schoolId?: number }) =>
  queryOptions({ queryKey: ['organization', 'early-warning', query], queryFn: ({ signal }) => fetchEarlyWarning(query, signal) });

/** The early-warning list (all schools' counts, or one school's students). */
export function useEarlyWarning(query: { schoolId?: number }) {
  return useQuery({ ...earlyWarningQuery(query), placeholderData: keepPreviousData });
}
