import { eq, sql } from 'drizzle-orm';
import { ABSENCE_REASON_LABELS, ATTENDANCE_STATUS_LABELS } from '@sukoyaka/contracts/attendance';
import { formatDate, formatDateTime } from '@sukoyaka/contracts/dates';
import type { ParentAttendanceSettings } from '@sukoyaka/contracts/mail-settings';
import type { ParentAttendance } from '@sukoyaka/contracts/parent-attendance';
import type { Database } from '@sukoyaka/db/client';
import { parentAttendanceSettings } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { getSchoolName } from '../schools/schools.service.ts';

/** GET /api/teachers/parent_attendance_settings: off with no addresses until a school sets them. */
export async function getParentAttendanceSettings(db: Database, scope: SchoolScope): Promise<ParentAttendanceSettings> {
  const [row] = await db.select().from(parentAttendanceSettings).where(eq(parentAttendanceSettings.schoolId, scope.schoolId)).limit(1);
  return { notificationEnabled: row?.notificationEnabled ?? false, notificationEmails: row?.notificationEmails ?? [] };
}

/** POST …/config_update (admin teachers): replaces the school's settings (addresses already validated, spec §5). */
export async function updateParentAttendanceSettings(db: Database, scope: SchoolScope, body: ParentAttendanceSettings): Promise<ParentAttendanceSettings> {
  await db
    .insert(parentAttendanceSettings)
    .values({ schoolId: scope.schoolId, ...body })
    .onConflictDoUpdate({ target: parentAttendanceSettings.schoolId, set: { ...body, updatedAt: sql`now()` } });
  return getParentAttendanceSettings(db, scope);
}

/** POST …/test_send_mail (admin teachers): one test mail to the given addresses, through the same queue. */
export async function sendParentAttendanceTestMail(db: Database, outbox: MailOutbox, scope: SchoolScope, to: string[], now = new Date()): Promise<void> {
  const schoolName = await getSchoolName(db, scope);
  await outbox.enqueue(db, {
    key: `test:parent-attendance:${to.join(',')}:${now.getTime()}`,
    to,
    subject: '【すこやか】出欠連絡メールのテスト送信',
    text: `${schoolName} の出欠連絡メールの設定を確認するためのテストメールです。\nこのメールが届いていれば、保護者からの出欠連絡がこのアドレスに届きます。\n\n送信日時: ${formatDateTime(now)}\n`,
  });
}

/**
 * Mails a new parent report to the school's addresses when the school has turned it on (issue 5):
 * who, which day, what and why, in Japanese, once per report.
 */
export async function notifyParentAttendance(
  db: Database,
  outbox: MailOutbox,
  report: ParentAttendance & { gradeName: string; klassName: string; studentNumber: number; schoolName: string },
  scope: SchoolScope,
): Promise<void> {
  const settings = await getParentAttendanceSettings(db, scope);
  if (!settings.notificationEnabled || settings.notificationEmails.length === 0) return;
  const what = ATTENDANCE_STATUS_LABELS[report.status] + (report.reason ? `（${ABSENCE_REASON_LABELS[report.reason]}）` : '');
  const who = `${report.gradeName}${report.klassName} ${report.studentNumber}番 ${report.studentName}`;
  await outbox.enqueue(db, {
    key: `parent-attendance:${report.id}`,
    to: settings.notificationEmails,
    subject: `【すこやか】出欠連絡: ${who} ${formatDate(report.date)} ${what}`,
    text: [
      `${report.schoolName} に保護者から出欠連絡がありました。`,
      '',
      `児童生徒: ${who}`,
      `日付: ${formatDate(report.date)}`,
      `連絡: ${what}`,
      `メモ: ${report.memo ?? '（なし）'}`,
      `送信日時: ${formatDateTime(report.datetime)}`,
      '',
      '確認は「出欠連絡」画面から行ってください。',
    ].join('\n'),
  });
}
