import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ALLOWED_IPS_MAX, type AllowedIp, type AllowedIpsView, type IncludeCurrentIpBody, type ReplaceAllowedIpsBody } from '@sukoyaka/contracts/allowed-ips';
import type { Database } from '@sukoyaka/db/client';
import { allowedIps, organizations, schools } from '@sukoyaka/db/schema';
import { badRequest, conflict, forbidden } from '../../lib/http-errors.ts';
import { forgetAllowList, loadAllowList } from './allow-list-cache.ts';
import { addressRange, blockListOf, listContains, normalizeAddress, parseRange, rangeText } from './ip-ranges.ts';

/**
 * The IP allow-lists of spec §2 settings/ip (school) and /local_governments/settings/IP (board),
 * §6 "manage allowed IPs", §7 allowed_ips: read, replace, add the caller's address, and the check
 * the request path and sign-in make. An owner with an empty list allows every address.
 */

/** Whose list: a school's (its teachers) or a board's (its local_government staff). */
export type AllowedIpOwner = { schoolId: number } | { organizationId: number };

/** The 403 of a staff request or sign-in from an address the list does not allow. */
export const IP_NOT_ALLOWED_MESSAGE = 'このネットワークからは利用できません。学校で許可されたネットワークから接続してください。';
/** The 403 for board staff (their list is the board's, not a school's). */
export const BOARD_IP_NOT_ALLOWED_MESSAGE = 'このネットワークからは利用できません。教育委員会で許可されたネットワークから接続してください。';
/** The 409 of a save that would shut the caller out (send `force: true` to save anyway). */
export const LOCK_OUT_MESSAGE =
  'この内容で保存すると、いま使っているネットワーク（{ip}）から利用できなくなります。現在のIPアドレスを一覧に残すか、確認のうえ保存してください。';
const INVALID_CIDR_MESSAGE = 'IPアドレス（例: 203.0.113.10）または範囲（例: 203.0.113.0/24）の形式で入力してください';

const ownerWhere = (owner: AllowedIpOwner): SQL =>
  'schoolId' in owner ? eq(allowedIps.schoolId, owner.schoolId) : eq(allowedIps.organizationId, owner.organizationId);

const ownerKey = (owner: AllowedIpOwner): string => ('schoolId' in owner ? `school:${owner.schoolId}` : `organization:${owner.organizationId}`);

async function listRows(db: Database, owner: AllowedIpOwner): Promise<AllowedIp[]> {
  return db.select({ id: allowedIps.id, cidr: allowedIps.cidr, label: allowedIps.label }).from(allowedIps).where(ownerWhere(owner)).orderBy(asc(allowedIps.id));
}

/** Whether a list (stored `cidr` texts) lets `ip` in: an empty list lets everyone in. */
function allows(cidrs: readonly string[], ip: string): boolean {
  return cidrs.length === 0 || listContains(blockListOf(cidrs), ip);
}

function viewOf(rows: AllowedIp[], ip: string): AllowedIpsView {
  return {
    allowedIps: rows,
    currentIp: normalizeAddress(ip),
    currentIpAllowed: allows(
      rows.map((r) => r.cidr),
      ip,
    ),
  };
}

/** GET …/allowed_ips: the owner's entries in the order saved, the caller's address and whether it is allowed. */
export async function getAllowedIps(db: Database, owner: AllowedIpOwner, ip: string): Promise<AllowedIpsView> {
  return viewOf(await listRows(db, owner), ip);
}

/**
 * Checks and normalises a new list: each `cidr` must be an IPv4/IPv6 address or CIDR range
 * (normalised: host bits cleared, /32 or /128 for one address, canonical IPv6); duplicates after
 * normalising are merged (the first non-empty label wins).
 * @throws 400 with `fieldErrors['allowedIps.<i>.cidr']` for each bad entry.
 */
export function normalizeEntries(entries: ReplaceAllowedIpsBody['allowedIps']): { cidr: string; label: string }[] {
  const fieldErrors: Record<string, string[]> = {};
  const merged = new Map<string, { cidr: string; label: string }>();
  entries.forEach((entry, index) => {
    const range = parseRange(entry.cidr);
    if (!range) {
      fieldErrors[`allowedIps.${index}.cidr`] = [INVALID_CIDR_MESSAGE];
      return;
    }
    const cidr = rangeText(range);
    const label = (entry.label ?? '').trim();
    const seen = merged.get(cidr);
    if (!seen) merged.set(cidr, { cidr, label });
    else if (!seen.label && label) seen.label = label;
  });
  if (Object.keys(fieldErrors).length > 0) throw badRequest('入力内容に誤りがあります。IPアドレスの形式を確認してください。', fieldErrors);
  return [...merged.values()];
}

/** Locks the owner's row, so two saves of one list run one after the other. */
async function lockOwner(tx: Database, owner: AllowedIpOwner): Promise<void> {
  if ('schoolId' in owner) await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, owner.schoolId)).for('update');
  else await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, owner.organizationId)).for('update');
}

/**
 * POST …/allowed_ips: replaces the owner's whole list in one transaction (an empty list allows
 * every address). A non-empty list that would not allow the caller's own address is refused
 * unless `force` is true.
 * @throws 400 a bad entry (field named, see normalizeEntries); 409 the caller would be shut out.
 */
export async function replaceAllowedIps(db: Database, owner: AllowedIpOwner, ip: string, body: ReplaceAllowedIpsBody): Promise<AllowedIpsView> {
  const entries = normalizeEntries(body.allowedIps);
  if (
    !body.force &&
    !allows(
      entries.map((e) => e.cidr),
      ip,
    )
  )
    throw conflict(LOCK_OUT_MESSAGE.replace('{ip}', normalizeAddress(ip)));
  const rows = await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    await tx.delete(allowedIps).where(ownerWhere(owner));
    if (entries.length > 0) await tx.insert(allowedIps).values(entries.map((e) => ({ ...e, ...owner })));
    return listRows(tx, owner);
  });
  forgetAllowList(db, ownerKey(owner));
  return viewOf(rows, ip);
}

/**
 * POST …/allowed_ips/include_current_ip: adds the caller's own address (as /32 or /128) unless that
 * exact entry is already there.
 * @throws 400 when the caller's address is not an IP (cannot happen over TCP); 409 when the list is full.
 */
export async function includeCurrentIp(db: Database, owner: AllowedIpOwner, ip: string, body: IncludeCurrentIpBody = {}): Promise<AllowedIpsView> {
  const cidr = addressRange(ip);
  if (!cidr) throw badRequest('現在のIPアドレスを読み取れませんでした。');
  const rows = await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [existing] = await tx
      .select({ id: allowedIps.id })
      .from(allowedIps)
      .where(and(ownerWhere(owner), eq(allowedIps.cidr, cidr)));
    if (!existing) {
      const current = await listRows(tx, owner);
      if (current.length >= ALLOWED_IPS_MAX) throw conflict(`登録できるのは${ALLOWED_IPS_MAX}件までです。不要な行を削除してから追加してください。`);
      await tx.insert(allowedIps).values({ cidr, label: body.label ?? '', ...owner });
    }
    return listRows(tx, owner);
  });
  forgetAllowList(db, ownerKey(owner));
  return viewOf(rows, ip);
}

/**
 * Whether `ip` may use the owner's accounts now: true for an empty list. Reads through a cache of a
 * few seconds per owner (allow-list-cache.ts), so the staff request path costs no query per call.
 */
export async function isIpAllowed(db: Database, owner: AllowedIpOwner, ip: string): Promise<boolean> {
  const list = await loadAllowList(db, ownerKey(owner), async () => {
    const rows = await db.select({ cidr: allowedIps.cidr }).from(allowedIps).where(ownerWhere(owner));
    return rows.length === 0 ? null : blockListOf(rows.map((r) => r.cidr));
  });
  return list === null || listContains(list, ip);
}

/**
 * The check of staff requests and sign-ins (issue 9): a teacher against their school's list, board
 * staff against their organisation's.
 * @throws 403 with a Japanese message when the list is non-empty and does not contain `ip`.
 */
export async function assertIpAllowed(db: Database, owner: AllowedIpOwner, ip: string): Promise<void> {
  if (await isIpAllowed(db, owner, ip)) return;
  throw forbidden('schoolId' in owner ? IP_NOT_ALLOWED_MESSAGE : BOARD_IP_NOT_ALLOWED_MESSAGE);
}
