import { z } from 'zod';
import { gradeCodeMasterSchema, gradeKlassSummarySchema, type GradeCodeMaster, type GradeKlassSummary } from '@sukoyaka/contracts/school-admin';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/teachers/grade_klasses/summary (admin): grades with this year's classes, counts and whether each may be deleted. */
export function fetchGradeKlassSummary(signal?: AbortSignal): Promise<GradeKlassSummary> {
  return apiRequest('/api/teachers/grade_klasses/summary', { schema: gradeKlassSummarySchema, signal });
}

/** GET /api/teachers/grade_code_masters: the national grade codes of this school's type (decision 046). */
export function fetchGradeCodeMasters(signal?: AbortSignal): Promise<GradeCodeMaster[]> {
  return apiRequest('/api/teachers/grade_code_masters', { schema: z.array(gradeCodeMasterSchema), signal });
}

/** POST …/grade_klasses/bulk_create. @throws ApiError 422 a duplicate name (fieldErrors `klasses.N.name`). */
export function createKlasses(klasses: { gradeCodeMasterId: number; name: string }[]): Promise<GradeKlassSummary> {
  return apiRequest('/api/teachers/grade_klasses/bulk_create', { method: 'POST', body: { klasses }, schema: gradeKlassSummarySchema });
}

/** POST …/grade_klasses/bulk_update: new names. @throws ApiError 422 a duplicate name. */
export function renameKlasses(klasses: { id: number; name: string }[]): Promise<GradeKlassSummary> {
  return apiRequest('/api/teachers/grade_klasses/bulk_update', { method: 'POST', body: { klasses }, schema: gradeKlassSummarySchema });
}

/** POST …/grade_klasses/bulk_delete. @throws ApiError 422 a class in use (its message names it). */
export function deleteKlasses(ids: number[]): Promise<GradeKlassSummary> {
  return apiRequest('/api/teachers/grade_klasses/bulk_delete', { method: 'POST', body: { ids }, schema: gradeKlassSummarySchema });
}
