import { notificationEmailsSchema } from '@sukoyaka/contracts/mail-settings';

/** The outcome of checking an e-mail list (spec §5). */
export interface EmailListCheck {
  /** False when any non-empty entry is not an e-mail address (the list's "overall status"). */
  valid: boolean;
  /** Positions of the entries to mark 正しい形式で入力してください. */
  invalid: number[];
  /** The addresses to send: trimmed, empty entries dropped. */
  emails: string[];
}

/**
 * Checks a notification e-mail list with the server's own rule (spec §5, contracts
 * mail-settings): each non-empty entry must be an e-mail address, empty entries are dropped.
 */
export function checkEmailList(entries: readonly string[]): EmailListCheck {
  const trimmed = entries.map((e) => e.trim());
  const result = notificationEmailsSchema.safeParse(trimmed);
  const invalid = result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => issue.path[0]).filter((p): p is number => typeof p === 'number'))].sort((a, b) => a - b);
  return { valid: invalid.length === 0, invalid, emails: trimmed.filter((e) => e !== '') };
}

/**
 * The rows an editor shows (spec §5): the saved addresses plus one blank row at the end, where
 * typing appends the next blank row.
 */
export function withTrailingBlank(entries: readonly string[]): string[] {
  return entries.length > 0 && entries[entries.length - 1] === '' ? [...entries] : [...entries, ''];
}

/** Rows after typing `value` into row `index`: typing in the last row appends a blank row. */
export function editEmailRow(entries: readonly string[], index: number, value: string): string[] {
  const next = entries.map((e, i) => (i === index ? value : e));
  return index === next.length - 1 && value !== '' ? [...next, ''] : next;
}

/** Rows after deleting row `index`; the last row (the blank one to type in) cannot be deleted. */
export function removeEmailRow(entries: readonly string[], index: number): string[] {
  if (index >= entries.length - 1) return [...entries];
  return entries.filter((_, i) => i !== index);
}

/**
 * True when a form's values differ from its saved ones, with each e-mail list compared by the
 * addresses it sends (blank rows and surrounding spaces do not count): a teacher who typed in the
 * blank row and deleted it again has changed nothing (spec §8 leave warning).
 */
export function changedBesidesBlankRows(values: Record<string, unknown>, saved: Record<string, unknown>, listPaths: readonly string[]): boolean {
  const settle = (v: Record<string, unknown>) =>
    JSON.stringify(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, listPaths.includes(k) ? checkEmailList(x as string[]).emails : x])));
  return settle(values) !== settle(saved);
}
