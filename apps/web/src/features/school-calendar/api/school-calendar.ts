import { z } from 'zod';
import {
  schoolCalendarImportResultSchema,
  schoolCalendarViewSchema,
  type SchoolCalendarImportResult,
  type SchoolCalendarRangeInput,
  type SchoolCalendarView,
} from '@sukoyaka/contracts/school-calendar';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/teachers/school_calendar (admin teachers): the ranges of school year `year`, the school's years and the year's classes. */
export function fetchSchoolCalendar(year: number | undefined, signal?: AbortSignal): Promise<SchoolCalendarView> {
  return apiRequest('/api/teachers/school_calendar', { query: { year }, schema: schoolCalendarViewSchema, signal });
}

/**
 * POST /api/teachers/school_calendar/bulk_create: stores the ranges together (answers the first range's year).
 * @throws ApiError 400 with `fieldErrors['ranges.0.from' | 'ranges.0.to' | 'ranges.0.klassId' | …]` (nothing stored).
 */
export function createRanges(ranges: SchoolCalendarRangeInput[]): Promise<SchoolCalendarView> {
  return apiRequest('/api/teachers/school_calendar/bulk_create', { method: 'POST', body: { ranges }, schema: schoolCalendarViewSchema });
}

/** POST /api/teachers/school_calendar/bulk_delete. @throws ApiError 404 when a range is gone (nothing deleted). */
export function deleteRanges(ids: number[]): Promise<{ deleted: number }> {
  return apiRequest('/api/teachers/school_calendar/bulk_delete', { method: 'POST', body: { ids }, schema: z.object({ deleted: z.number() }) });
}

/**
 * POST /api/teachers/school_calendar/import: the filled-in template as base64; `dryRun` reads without storing.
 * @throws ApiError 400 with the invalid-file message and `fieldErrors.file` listing the reasons.
 */
export function importCalendar(file: string, dryRun: boolean): Promise<SchoolCalendarImportResult> {
  return apiRequest('/api/teachers/school_calendar/import', { method: 'POST', body: { file, dryRun }, schema: schoolCalendarImportResultSchema });
}

/** GET /api/teachers/school_calendar/template: the Excel template. */
export function downloadCalendarTemplate(): Promise<DownloadedFile> {
  return apiDownload('/api/teachers/school_calendar/template', { fallbackName: 'school-calendar-template.xlsx' });
}

/** A file's bytes as base64 (the import's JSON body). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
