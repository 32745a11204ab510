import { eq, sql } from 'drizzle-orm';
import { STUDENT_SIGN_IN_PROVIDERS, type StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import type { SignInProviderSettings, SignInProviderSettingsBody } from '@sukoyaka/contracts/sign-in-providers';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';

/** A board without a settings row offers Google, as before the choice existed (decision 034). */
const DEFAULT_PROVIDERS: readonly StudentSignInProvider[] = ['google'];

/** In the one order of STUDENT_SIGN_IN_PROVIDERS, whatever order they were chosen in. */
function ordered(providers: readonly StudentSignInProvider[]): StudentSignInProvider[] {
  return STUDENT_SIGN_IN_PROVIDERS.filter((provider) => providers.includes(provider));
}

/** The providers a board has chosen for its students (board_settings.student_sign_in_providers; Google by default). */
export async function boardSignInProviders(db: Database, organizationId: number): Promise<StudentSignInProvider[]> {
  const [row] = await db
    .select({ providers: boardSettings.studentSignInProviders })
    .from(boardSettings)
    .where(eq(boardSettings.organizationId, organizationId));
  return ordered(row?.providers ?? DEFAULT_PROVIDERS);
}

/**
 * The providers a school's login page offers (show_school_info `signInProviders`; start refuses
 * the others): those this server is configured for that the school's board has chosen.
 */
export async function schoolSignInProviders(
  db: Database,
  organizationId: number,
  configured: readonly StudentSignInProvider[],
): Promise<StudentSignInProvider[]> {
  return (await boardSignInProviders(db, organizationId)).filter((provider) => configured.includes(provider));
}

/** GET /api/local_governments/sign_in_providers (decision 034): the board's choice and what the server offers. */
export async function getSignInProviderSettings(
  db: Database,
  scope: OrganizationScope,
  configured: readonly StudentSignInProvider[],
): Promise<SignInProviderSettings> {
  return { providers: await boardSignInProviders(db, scope.organizationId), configured: ordered(configured) };
}

/**
 * POST /api/local_governments/sign_in_providers: saves the board's choice (creating its settings
 * row with the defaults for the rest). A provider the server is not configured for may be chosen:
 * it is offered once the server is configured.
 */
export async function updateSignInProviderSettings(
  db: Database,
  scope: OrganizationScope,
  body: SignInProviderSettingsBody,
  configured: readonly StudentSignInProvider[],
): Promise<SignInProviderSettings> {
  const providers = ordered(body.providers);
  await db
    .insert(boardSettings)
    .values({ organizationId: scope.organizationId, studentSignInProviders: providers })
    .onConflictDoUpdate({ target: boardSettings.organizationId, set: { studentSignInProviders: providers, updatedAt: sql`now()` } });
  return getSignInProviderSettings(db, scope, configured);
}
