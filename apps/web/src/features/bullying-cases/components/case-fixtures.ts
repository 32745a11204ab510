import type { CaseSummary } from '@sukoyaka/contracts/bullying-cases';

/**
 * A case as the API lists it (contracts/bullying-cases.ts CaseSummary), for the component tests:
 * 解消に向けた取組中 since 2026-06-01 for 伊藤 蒼 (5年 2組), no action for 180 days, not a 重大事態
 * candidate; `overrides` change what a test is about.
 */
export function caseSummaryFixture(overrides: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: 7,
    state: 'working_to_resolve',
    recognizedOn: '2026-06-01',
    daysSinceRecognized: 180,
    affected: { id: 3, name: '伊藤 蒼', klassName: '5年 2組' },
    forms: ['teasing'],
    discovery: 'school_survey',
    lastActedOn: null,
    daysWithoutAction: 180,
    noActionRemindedOn: null,
    watch: { absenceDays: 0, warnings: [], claim: null, candidate: false, candidateSince: null },
    ...overrides,
  };
}
