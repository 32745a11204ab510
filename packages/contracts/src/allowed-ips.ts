import { z } from 'zod';

/**
 * The IP allow-list of a school (teachers) or a board of education (local_government staff):
 * spec §2 settings/ip and /local_governments/settings/IP, §6 "manage allowed IPs", §7 allowed_ips.
 * An empty list allows every address. The API checks and normalises the addresses (node:net);
 * these schemas only bound the sizes.
 */

/** At most this many entries per school or board. */
export const ALLOWED_IPS_MAX = 100;
/** The longest label (e.g. 職員室, 教育委員会 本庁舎). */
export const ALLOWED_IP_LABEL_MAX = 50;
/** Longer than any IPv6 range in text (45 + "/128"). */
const CIDR_TEXT_MAX = 64;

/** A stored entry: `cidr` normalised (`203.0.113.0/24`, `2001:db8::/48`; one address is /32 or /128). */
export const allowedIpSchema = z.object({ id: z.number(), cidr: z.string(), label: z.string() });
export type AllowedIp = z.infer<typeof allowedIpSchema>;

/**
 * The list with what the server sees of the caller: `currentIp` is the address the list is checked
 * against (TRUST_PROXY decides whether X-Forwarded-For counts), `currentIpAllowed` whether it passes
 * (true for an empty list), so a screen can warn before someone locks themselves out.
 */
export const allowedIpsViewSchema = z.object({
  allowedIps: z.array(allowedIpSchema),
  currentIp: z.string(),
  currentIpAllowed: z.boolean(),
});
export type AllowedIpsView = z.infer<typeof allowedIpsViewSchema>;

/** One entry of a replace: an address or a CIDR range, and a label for people. */
export const allowedIpEntrySchema = z
  .object({
    cidr: z.string().trim().min(1, { message: 'IPアドレスを入力してください' }).max(CIDR_TEXT_MAX, { message: 'IPアドレスの形式が正しくありません' }),
    label: z
      .string()
      .trim()
      .max(ALLOWED_IP_LABEL_MAX, { message: `${ALLOWED_IP_LABEL_MAX}文字以内で入力してください` })
      .default(''),
  })
  .strict();
export type AllowedIpEntry = z.input<typeof allowedIpEntrySchema>;

/**
 * POST …/allowed_ips: the whole new list (replaces the old one). `force` saves a non-empty list
 * that would not allow the caller's own address (otherwise 409).
 */
export const replaceAllowedIpsBodySchema = z
  .object({
    allowedIps: z.array(allowedIpEntrySchema).max(ALLOWED_IPS_MAX, { message: `登録できるのは${ALLOWED_IPS_MAX}件までです` }),
    force: z.boolean().optional(),
  })
  .strict();
export type ReplaceAllowedIpsBody = z.input<typeof replaceAllowedIpsBodySchema>;

/** POST …/allowed_ips/include_current_ip: optionally a label for the added address. */
export const includeCurrentIpBodySchema = z
  .object({
    label: z
      .string()
      .trim()
      .max(ALLOWED_IP_LABEL_MAX, { message: `${ALLOWED_IP_LABEL_MAX}文字以内で入力してください` })
      .optional(),
  })
  .strict();
export type IncludeCurrentIpBody = z.infer<typeof includeCurrentIpBodySchema>;
