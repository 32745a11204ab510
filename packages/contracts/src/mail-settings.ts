import { z } from 'zod';

/** The invalid-address message of spec §5 and §8. */
export const INVALID_EMAIL_MESSAGE = '正しい形式で入力してください';
const emailPattern = z.email();

/**
 * Notification e-mail lists (spec §5): every non-empty entry must be an e-mail address, else it
 * is marked invalid (field error at its index, e.g. `notificationEmails.2`); empty entries are
 * dropped. At most 20 addresses.
 */
export const notificationEmailsSchema = z
  .array(z.string().trim().max(254))
  .max(20, { message: '20件以内で入力してください' })
  .superRefine((list, ctx) => {
    list.forEach((value, i) => {
      if (value && !emailPattern.safeParse(value).success) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE, path: [i] });
    });
  })
  .transform((list) => [...new Set(list.filter((v) => v !== '').map((v) => v.toLowerCase()))]);

/** spec §3 alert setting item: one notification e-mail as `{ id, value, isValid }`. */
export const notificationEmailItemSchema = z.object({ id: z.number(), value: z.string(), isValid: z.boolean() });
export type NotificationEmailItem = z.infer<typeof notificationEmailItemSchema>;

/**
 * Stored addresses (text[]) as spec §3 items: `id` is the 1-based position in the list (stable for
 * one answer; the lists are saved whole), `isValid` whether today's address rule accepts the value.
 * Old stored data that the rule refuses (saved before it, or imported) is read, never an error,
 * and shows as invalid so the form can point at it.
 */
export function notificationEmailItems(stored: readonly string[]): NotificationEmailItem[] {
  return stored.map((value, i) => ({ id: i + 1, value, isValid: emailPattern.safeParse(value.trim()).success }));
}

/** GET /api/teachers/parent_attendance_settings. */
export const parentAttendanceSettingsSchema = z.object({
  notificationEnabled: z.boolean(),
  notificationEmails: z.array(z.string()),
});
export type ParentAttendanceSettings = z.infer<typeof parentAttendanceSettingsSchema>;

/** POST /api/teachers/parent_attendance_settings/config_update. */
export const parentAttendanceSettingsBodySchema = z.object({ notificationEnabled: z.boolean(), notificationEmails: notificationEmailsSchema }).strict();

/** POST …/test_send_mail: the addresses to try (sent only when every entry is valid). */
export const testMailBodySchema = z
  .object({ notificationEmails: notificationEmailsSchema.refine((l) => l.length > 0, { message: 'メールアドレスを入力してください' }) })
  .strict();
