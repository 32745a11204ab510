import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';

/**
 * Mails already handed to the SMTP server, by the key of the event that caused them (e.g.
 * `parent-attendance:42`). The mail job checks it before sending and records it right after, so a
 * retried job never mails twice.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  recipients: text('recipients').notNull(),
  subject: text('subject').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Parent attendance settings of a school (spec §7 parent_attendance_settings): whether parents'
 * reports are mailed, and to which school addresses.
 */
export const parentAttendanceSettings = pgTable('parent_attendance_settings', {
  schoolId: ref('school_id')
    .primaryKey()
    .references(() => schools.id),
  notificationEnabled: boolean('notification_enabled').notNull().default(false),
  notificationEmails: text('notification_emails').array().notNull().default([]),
  ...timestamps(),
});
