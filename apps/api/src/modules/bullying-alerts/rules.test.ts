import { describe, expect, it } from 'vitest';
import { isAnsweredAlert, showsScoreBar, type BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { passesFilters } from './views.service.ts';

/** spec §4 "answered" rule, the score bar rule of §2/§9 and the header filters, as pure functions. */
const answered = { level: 'normal', handshake: 'false', question: 'false', seen: false, completed: true } as const;

describe('the "answered" rule (spec §4)', () => {
  it('counts a completed calm sheet as answered', () => {
    expect(isAnsweredAlert(answered)).toBe(true);
  });
  it.each([
    ['first_stage', { level: 'first_stage' }],
    ['first_stage_plus', { level: 'first_stage_plus' }],
    ['second_stage', { level: 'second_stage' }],
    ['second_stage_plus', { level: 'second_stage_plus' }],
    ['a handshake', { handshake: 'true' }],
    ['wants to talk', { question: 'true' }],
    ['a witness', { seen: true }],
    ['still answering', { completed: false }],
    ['not started', { completed: null }],
  ] as const)('does not with %s', (_name, change) => {
    expect(isAnsweredAlert({ ...answered, ...change })).toBe(false);
  });
  it('third_stage alone is not a first/second stage level, so the rule keeps it answered as the spec words it', () => {
    expect(isAnsweredAlert({ ...answered, level: 'third_stage' })).toBe(true);
  });
});

describe('score bar (spec §2, §9)', () => {
  it('only single_select_row questions whose total is under 11', () => {
    expect(showsScoreBar({ formType: 'single_select_row', totalScore: 10 })).toBe(true);
    expect(showsScoreBar({ formType: 'single_select_row', totalScore: 11 })).toBe(false);
    expect(showsScoreBar({ formType: 'single_select_column', totalScore: 3 })).toBe(false);
    expect(showsScoreBar({ formType: 'checkbox', totalScore: 3 })).toBe(false);
  });
});

describe('header filters', () => {
  const alert = { ...answered, level: 'second_stage', resolved: false, teacherConfirmStatus: 'unconfirmed' } as unknown as BullyingAlert;
  it('未対応 keeps raised unhandled alerts; 対応済み the handled ones', () => {
    expect(passesFilters(alert, { status: 'not_supported' })).toBe(true);
    expect(passesFilters({ ...alert, resolved: true }, { status: 'not_supported' })).toBe(false);
    expect(passesFilters({ ...alert, level: 'normal' }, { status: 'not_supported' })).toBe(false);
    expect(passesFilters({ ...alert, resolved: true }, { status: 'resolved' })).toBe(true);
  });
  it('confirm status and talk', () => {
    expect(passesFilters(alert, { confirmStatus: 'not_supported' })).toBe(true);
    expect(passesFilters({ ...alert, teacherConfirmStatus: 'organization_verified' }, { confirmStatus: 'resolved' })).toBe(true);
    expect(passesFilters({ ...alert, teacherConfirmStatus: 'confirming' }, { confirmStatus: 'cancel' })).toBe(true);
    expect(passesFilters(alert, { talk: 'true' })).toBe(false);
    expect(passesFilters({ ...alert, question: 'true' }, { talk: 'true' })).toBe(true);
  });
});
