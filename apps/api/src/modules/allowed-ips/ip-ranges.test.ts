import { describe, expect, it } from 'vitest';
import { addressRange, blockListOf, listContains, normalizeAddress, parseRange, rangeText } from './ip-ranges.ts';

const text = (input: string) => {
  const range = parseRange(input);
  return range ? rangeText(range) : null;
};

describe('IP ranges of the allow-list', () => {
  it('normalises addresses and ranges: /32 and /128, host bits cleared, RFC 5952 IPv6, mapped IPv4 as IPv4', () => {
    expect(text(' 203.0.113.7 ')).toBe('203.0.113.7/32');
    expect(text('192.168.1.5/24')).toBe('192.168.1.0/24');
    expect(text('0.0.0.0/0')).toBe('0.0.0.0/0');
    expect(text('2001:0DB8:0000:0000::0001')).toBe('2001:db8::1/128');
    expect(text('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1/128');
    expect(text('2001:db8:abcd:12::1/48')).toBe('2001:db8:abcd::/48');
    expect(text('::ffff:198.51.100.4')).toBe('198.51.100.4/32');
    expect(text('::ffff:198.51.100.0/120')).toBe('198.51.100.0/24');
  });

  it('refuses what is not an address or a range', () => {
    for (const bad of ['', 'abc', '1.2.3', '010.1.1.1', '1.2.3.4/33', '1.2.3.4/ 8', '1.2.3.4/-1', '2001:db8::/129', 'fe80::1%eth0', '1.2.3.4/24/1']) {
      expect(parseRange(bad), bad).toBeNull();
    }
  });

  it('matches callers, IPv4-mapped ones too; a non-IP never matches', () => {
    const list = blockListOf(['203.0.113.0/24', '2001:db8::/32']);
    expect(listContains(list, '203.0.113.250')).toBe(true);
    expect(listContains(list, '::ffff:203.0.113.9')).toBe(true);
    expect(listContains(list, '2001:db8:ffff::1')).toBe(true);
    expect(listContains(list, '203.0.114.1')).toBe(false);
    expect(listContains(list, 'unknown')).toBe(false);
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressRange('2001:DB8::0:1')).toBe('2001:db8::1/128');
  });
});
