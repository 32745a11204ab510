import { allowedIpsViewSchema, type AllowedIpsView, type ReplaceAllowedIpsBody } from '@sukoyaka/contracts/allowed-ips';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/teachers/allowed_ips (admin teachers): the school's list, the caller's address and whether it is allowed. */
export function fetchAllowedIps(signal?: AbortSignal): Promise<AllowedIpsView> {
  return apiRequest('/api/teachers/allowed_ips', { schema: allowedIpsViewSchema, signal });
}

/**
 * POST /api/teachers/allowed_ips: replaces the whole list.
 * @throws ApiError 400 (`fieldErrors['allowedIps.<i>.cidr']`), 409 when the list would shut this device out (resend with `force`).
 */
export function replaceAllowedIps(body: ReplaceAllowedIpsBody): Promise<AllowedIpsView> {
  return apiRequest('/api/teachers/allowed_ips', { method: 'POST', body, schema: allowedIpsViewSchema });
}

/** POST /api/teachers/allowed_ips/include_current_ip: adds this device's address (saved at once). */
export function includeCurrentIp(): Promise<AllowedIpsView> {
  return apiRequest('/api/teachers/allowed_ips/include_current_ip', { method: 'POST', body: {}, schema: allowedIpsViewSchema });
}
