import { allowedIpsViewSchema, type AllowedIpsView, type ReplaceAllowedIpsBody } from '@sukoyaka/contracts/allowed-ips';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whose allow-list: a school's (admin teachers, /api/teachers/…) or a board's (/api/local_governments/…). */
export type AllowedIpsOwner = 'teachers' | 'local_governments';

/**
 * GET /api/{teachers,local_governments}/allowed_ips (admin teachers; board users): the school's or
 * the board's list, the caller's address and whether it is allowed.
 */
export function fetchAllowedIps(owner: AllowedIpsOwner, signal?: AbortSignal): Promise<AllowedIpsView> {
  return apiRequest(`/api/${owner}/allowed_ips`, { schema: allowedIpsViewSchema, signal });
}

/**
 * POST /api/{teachers,local_governments}/allowed_ips: replaces the whole list.
 * @throws ApiError 400 (`fieldErrors['allowedIps.<i>.cidr']`), 409 when the list would shut this device out (resend with `force`).
 */
export function replaceAllowedIps(owner: AllowedIpsOwner, body: ReplaceAllowedIpsBody): Promise<AllowedIpsView> {
  return apiRequest(`/api/${owner}/allowed_ips`, { method: 'POST', body, schema: allowedIpsViewSchema });
}

/** POST /api/{teachers,local_governments}/allowed_ips/include_current_ip: adds this device's address (saved at once). */
export function includeCurrentIp(owner: AllowedIpsOwner): Promise<AllowedIpsView> {
  return apiRequest(`/api/${owner}/allowed_ips/include_current_ip`, { method: 'POST', body: {}, schema: allowedIpsViewSchema });
}
