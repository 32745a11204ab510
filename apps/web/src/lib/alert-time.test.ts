import { describe, expect, it } from 'vitest';
import { formatAlertTime } from './alert-time.ts';

describe('formatAlertTime (spec §9)', () => {
  it('formats the Japan-time instant as YYYY年MM月DD日 HH:mm', () => {
    expect(formatAlertTime('2026-11-20T23:07:00.000Z')).toBe('2026年11月21日 08:07');
    expect(formatAlertTime(new Date('2027-01-04T00:05:00Z'))).toBe('2027年01月04日 09:05');
  });
});
