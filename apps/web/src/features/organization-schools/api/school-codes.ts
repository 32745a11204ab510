import { schoolCodesSchema, type SchoolCodes } from '@sukoyaka/contracts/local-government';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/local_governments/schools/{id}/mext_school_code (decision 046): the school's MEXT 学校コード ('' clears it).
 * @throws ApiError 400 (format, check digit) or 422 (another type's code, a code another school has) naming `mextSchoolCode`.
 */
export function saveMextSchoolCode(id: number, mextSchoolCode: string): Promise<SchoolCodes> {
  return apiRequest(`/api/local_governments/schools/${id}/mext_school_code`, { method: 'POST', body: { mextSchoolCode }, schema: schoolCodesSchema });
}
