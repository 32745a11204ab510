import { describe, expect, it } from 'vitest';
import { bodyOf, currentIpEntry, draftRow, errorsByRow, isDirty, rowsOf } from './allowed-ip-draft.ts';

const saved = [
  { id: 1, cidr: '127.0.0.1/32', label: '職員室' },
  { id: 2, cidr: '192.0.2.0/24', label: '' },
];

describe('allow-list form rows', () => {
  it('is clean as loaded and after blank rows or surrounding spaces, dirty after a real change', () => {
    const rows = rowsOf(saved);
    expect(isDirty(rows, saved)).toBe(false);
    expect(isDirty([...rows, draftRow()], saved)).toBe(false);
    expect(isDirty([{ ...rows[0]!, label: ' 職員室 ' }, rows[1]!], saved)).toBe(false);
    expect(isDirty([rows[1]!], saved)).toBe(true);
    expect(isDirty([rows[0]!, { ...rows[1]!, label: '校内LAN' }], saved)).toBe(true);
  });

  it('sends the filled rows (trimmed) and puts the server’s allowedIps.<i>.cidr message on the row it came from', () => {
    const rows = [draftRow(' 203.0.113.5 ', ' 本庁 '), draftRow(), draftRow('1.2.3', '')];
    const { body, keys } = bodyOf(rows, false);
    expect(body).toEqual({
      allowedIps: [
        { cidr: '203.0.113.5', label: '本庁' },
        { cidr: '1.2.3', label: '' },
      ],
    });
    expect(bodyOf(rows, true).body.force).toBe(true);
    const errors = errorsByRow({ 'allowedIps.1.cidr': ['形式が違います'] }, keys);
    expect(errors).toEqual({ [rows[2]!.key]: '形式が違います' });
  });

  it('names this device’s own entry with /32 or /128', () => {
    expect(currentIpEntry('127.0.0.1')).toBe('127.0.0.1/32');
    expect(currentIpEntry('2001:db8::1')).toBe('2001:db8::1/128');
  });
});
