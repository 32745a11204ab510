import { eq, sql } from 'drizzle-orm';
import { HEALTH_DATA_RETENTION_RANGE, type RetentionSettings, type RetentionSettingsBody } from '@sukoyaka/contracts/board-retention';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';

/**
 * GET /api/local_governments/retention_settings (issue 15 item 7, decision 032): the school years
 * the board keeps a student's health data after they leave (5 without a settings row).
 */
export async function getRetentionSettings(db: Database, scope: OrganizationScope): Promise<RetentionSettings> {
  const [row] = await db
    .select({ years: boardSettings.healthDataRetentionYears })
    .from(boardSettings)
    .where(eq(boardSettings.organizationId, scope.organizationId));
  return { healthDataRetentionYears: row?.years ?? HEALTH_DATA_RETENTION_RANGE.default };
}

/**
 * POST /api/local_governments/retention_settings: sets the retention (1–20 years, validated by the
 * contract), creating the board's settings row with the other defaults when missing. The nightly
 * health-data-retention job reads it (modules/retention).
 */
export async function updateRetentionSettings(db: Database, scope: OrganizationScope, body: RetentionSettingsBody): Promise<RetentionSettings> {
  await db
    .insert(boardSettings)
    .values({ organizationId: scope.organizationId, healthDataRetentionYears: body.healthDataRetentionYears })
    .onConflictDoUpdate({ target: boardSettings.organizationId, set: { healthDataRetentionYears: body.healthDataRetentionYears, updatedAt: sql`now()` } });
  return getRetentionSettings(db, scope);
}
