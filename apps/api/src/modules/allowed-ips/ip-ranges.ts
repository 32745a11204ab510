import { BlockList, isIP } from 'node:net';

/**
 * Addresses and CIDR ranges of the IP allow-list (spec §2 settings/ip, §7 allowed_ips), with
 * Node's own parser (`net.isIP`) and matcher (`net.BlockList`). Pure functions, no database.
 */

/** A parsed range: the network address in canonical text, its prefix length and family. */
export interface IpRange {
  network: string;
  prefix: number;
  family: 4 | 6;
}

const BITS = { 4: 32, 6: 128 } as const;

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** An IPv6 address (already accepted by net.isIP, no zone) as a 128-bit integer. */
function ipv6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headParts.length - tailParts.length).fill('0');
  return [...headParts, ...zeros, ...tailParts].reduce((acc, part) => (acc << 16n) | BigInt(parseInt(part, 16)), 0n);
}

/** RFC 5952 text: lower case, no leading zeros, the longest run (≥ 2) of zero groups as `::`. */
function bigIntToIpv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * The caller's address as the list sees it: IPv4-mapped IPv6 (`::ffff:203.0.113.9`, what a
 * dual-stack socket reports) becomes plain IPv4; other IPv6 gets its canonical text.
 */
export function normalizeAddress(address: string): string {
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6 || address.includes('%')) return address;
  const value = ipv6ToBigInt(address);
  if (value >> 32n === 0xffffn) return bigIntToIpv4(value & 0xffffffffn);
  return bigIntToIpv6(value);
}

/**
 * Parses `203.0.113.7`, `203.0.113.0/24`, `2001:db8::/48`… into a range with host bits cleared
 * (`192.168.1.5/24` → `192.168.1.0/24`); a single address gets /32 or /128. IPv4-mapped IPv6 is
 * stored as IPv4. Returns null for anything else (zone ids, leading zeros, prefixes out of range).
 */
export function parseRange(input: string): IpRange | null {
  const text = input.trim();
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const prefixText = slash < 0 ? null : text.slice(slash + 1);
  const found = isIP(address);
  if (found === 0 || address.includes('%')) return null;
  let family: 4 | 6 = found === 4 ? 4 : 6;
  let value = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  if (prefixText !== null && !/^\d{1,3}$/.test(prefixText)) return null;
  let prefix = prefixText === null ? BITS[family] : Number(prefixText);
  if (prefix > BITS[family]) return null;
  if (family === 6 && value >> 32n === 0xffffn && prefix >= 96) {
    family = 4;
    value &= 0xffffffffn;
    prefix -= 96;
  }
  const bits = BigInt(BITS[family]);
  const mask = prefix === 0 ? 0n : ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
  const network = value & mask;
  return { network: family === 4 ? bigIntToIpv4(network) : bigIntToIpv6(network), prefix, family };
}

/** The stored text of a range: `network/prefix`. */
export const rangeText = (range: IpRange): string => `${range.network}/${range.prefix}`;

/** The single-address range of a caller's address (`/32` or `/128`), or null when it is not an IP. */
export function addressRange(address: string): string | null {
  const range = parseRange(normalizeAddress(address));
  return range ? rangeText(range) : null;
}

/** A matcher over stored ranges (`cidr` texts, already normalised). Unparsable rows are skipped. */
export function blockListOf(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const range = parseRange(cidr);
    if (range) list.addSubnet(range.network, range.prefix, range.family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** Whether `address` lies in one of the ranges of `list` (false for a non-IP address). */
export function listContains(list: BlockList, address: string): boolean {
  const normal = normalizeAddress(address);
  const family = isIP(normal);
  if (family === 0) return false;
  return list.check(normal, family === 4 ? 'ipv4' : 'ipv6');
}
