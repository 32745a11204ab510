import { eq } from 'drizzle-orm';
import type { OrganizationState } from '@sukoyaka/contracts/organizations';
import type { Database } from '@sukoyaka/db/client';
import { localGovernments, organizations } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { unauthorized } from '../../lib/http-errors.ts';

/** GET /api/local_governments/organization/me: the organisation state of spec §3. */
export async function getOrganizationMe(db: Database, scope: OrganizationScope): Promise<OrganizationState> {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, localGovernmentName: localGovernments.name })
    .from(organizations)
    .innerJoin(localGovernments, eq(localGovernments.id, organizations.localGovernmentId))
    .where(eq(organizations.id, scope.organizationId))
    .limit(1);
  if (!row) throw unauthorized();
  return { id: row.id, name: row.name, localGovernment: { name: row.localGovernmentName } };
}
