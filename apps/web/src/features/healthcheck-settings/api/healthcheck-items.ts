import { healthcheckItemSchema, type HealthcheckItem, type HealthcheckItemBody } from '@sukoyaka/contracts/healthcheck';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** What the add/edit modal sends: the contract's body (healthcheckItemBodySchema). */
export type HealthcheckItemInput = HealthcheckItemBody;

const listSchema = arrayOf(healthcheckItemSchema);
const post = (path: string, body?: unknown) => apiRequest(path, { method: 'POST', body: body ?? {}, schema: listSchema });

/** GET /api/teachers/healthcheck: the school's health observation items in order, hidden ones too. */
export function fetchHealthcheckItems(signal?: AbortSignal): Promise<HealthcheckItem[]> {
  return apiRequest('/api/teachers/healthcheck', { schema: listSchema, signal });
}

/** POST /api/teachers/healthcheck/create (admin teachers): adds an item at the end; answers the list. */
export function createHealthcheckItem(input: HealthcheckItemInput): Promise<HealthcheckItem[]> {
  return post('/api/teachers/healthcheck/create', input);
}

/** POST …/{id}/update_healthcheck (admin teachers). */
export function updateHealthcheckItem(id: number, input: HealthcheckItemInput): Promise<HealthcheckItem[]> {
  return post(`/api/teachers/healthcheck/${id}/update_healthcheck`, input);
}

/** POST …/{id}/hidden {hidden} (admin teachers): hides or shows the item on students' forms. */
export function setHealthcheckItemHidden(id: number, hidden: boolean): Promise<HealthcheckItem[]> {
  return post(`/api/teachers/healthcheck/${id}/hidden`, { hidden });
}

/** POST …/{id}/order {position} (admin teachers): moves the item (1 = first). */
export function moveHealthcheckItem(id: number, position: number): Promise<HealthcheckItem[]> {
  return post(`/api/teachers/healthcheck/${id}/order`, { position });
}

/** POST …/{id}/healthcheck_delete (admin teachers): removes the item; earlier answers stay. */
export function deleteHealthcheckItem(id: number): Promise<HealthcheckItem[]> {
  return post(`/api/teachers/healthcheck/${id}/healthcheck_delete`);
}
