import type { AllowedIp, ReplaceAllowedIpsBody } from '@sukoyaka/contracts/allowed-ips';

/** One editable row of the allow-list form; `key` only keeps React's rows stable. */
export interface DraftRow {
  key: number;
  cidr: string;
  label: string;
}

let nextKey = 1;

/** A new row (blank unless given). */
export const draftRow = (cidr = '', label = ''): DraftRow => ({ key: nextKey++, cidr, label });

/** The saved entries as editable rows. */
export const rowsOf = (entries: readonly AllowedIp[]): DraftRow[] => entries.map((e) => draftRow(e.cidr, e.label));

/** Rows that say something: a row with neither an address nor a label is dropped on save. */
const filled = (rows: readonly DraftRow[]) => rows.filter((r) => r.cidr.trim() !== '' || r.label.trim() !== '');

/** True when the rows differ from the saved entries (blank rows and surrounding spaces ignored). */
export function isDirty(rows: readonly DraftRow[], saved: readonly AllowedIp[]): boolean {
  const now = filled(rows);
  return now.length !== saved.length || now.some((r, i) => r.cidr.trim() !== saved[i]!.cidr || r.label.trim() !== saved[i]!.label);
}

/**
 * The POST body of the rows, and for each sent entry its row key, so the server's
 * `fieldErrors['allowedIps.<i>.cidr']` can be shown on the right row.
 */
export function bodyOf(rows: readonly DraftRow[], force: boolean): { body: ReplaceAllowedIpsBody; keys: number[] } {
  const sent = filled(rows);
  return {
    body: { allowedIps: sent.map((r) => ({ cidr: r.cidr.trim(), label: r.label.trim() })), ...(force ? { force: true } : {}) },
    keys: sent.map((r) => r.key),
  };
}

/** The server's field messages by row key (`allowedIps.2.cidr` → the key of the third sent row). */
export function errorsByRow(fieldErrors: Record<string, string[]>, keys: readonly number[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^allowedIps\.(\d+)/.exec(field);
    const key = match ? keys[Number(match[1])] : undefined;
    if (key !== undefined && messages[0] && out[key] === undefined) out[key] = messages[0];
  }
  return out;
}

/** The single-address entry of this device (`203.0.113.9/32`, `2001:db8::1/128`). */
export const currentIpEntry = (ip: string): string => `${ip}/${ip.includes(':') ? 128 : 32}`;
