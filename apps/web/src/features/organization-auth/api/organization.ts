import { boardOrganizationSchema, organizationStateSchema, type BoardOrganization } from '@sukoyaka/contracts/local-government';
import type { OrganizationState } from '@sukoyaka/contracts/organizations';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/local_governments/organization/me (spec §7): the organisation state of spec §3. @throws ApiError (401 → login). */
export function fetchOrganizationMe(signal?: AbortSignal): Promise<OrganizationState> {
  return apiRequest('/api/local_governments/organization/me', { schema: organizationStateSchema, signal });
}

/** GET /api/local_governments/organization (spec §7): the organisation and its schools with today's figures. */
export function fetchOrganization(signal?: AbortSignal): Promise<BoardOrganization> {
  return apiRequest('/api/local_governments/organization', { schema: boardOrganizationSchema, signal });
}
