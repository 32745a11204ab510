/**
 * The messages the API's envelope gives for the entries of a list field (architecture "Request
 * path": `fieldErrors` keyed like `notificationEmails.2`), by position.
 */
export function listFieldErrors(fieldErrors: Record<string, string[]>, field: string): Record<number, string> {
  const rows: Record<number, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const match = new RegExp(`^${field}\\.(\\d+)`).exec(key);
    if (match && messages[0]) rows[Number(match[1])] = messages[0];
  }
  return rows;
}
