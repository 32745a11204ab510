import { Checkbox, Paper, Stack } from '@mantine/core';
import type { ParentAttendanceSettings } from '@sukoyaka/contracts/mail-settings';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationMailSettingsFoot } from '../../../components/ui/notification-mail-settings-foot.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { checkEmailList, withTrailingBlank } from '../../../lib/email-list.ts';
import { listFieldErrors } from '../../../lib/field-errors.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useParentAttendanceTestMail, useUpdateParentAttendanceSettings } from '../hooks/use-school-settings.ts';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';

export interface ParentAttendanceMailFormProps {
  value: ParentAttendanceSettings;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

interface Draft {
  notificationEnabled: boolean;
  emails: string[];
}

const draftOf = (value: ParentAttendanceSettings): Draft => ({
  notificationEnabled: value.notificationEnabled,
  emails: withTrailingBlank(value.notificationEmails),
});
const sameDraft = (a: Draft, b: Draft) =>
  a.notificationEnabled === b.notificationEnabled && JSON.stringify(checkEmailList(a.emails).emails) === JSON.stringify(checkEmailList(b.emails).emails);

/**
 * Parent attendance mail (spec §7 parent_attendance_settings): whether an absence, lateness or
 * early leave reported by a parent is mailed, and to which addresses (spec §5 list rules; test
 * mail only when every address is valid).
 */
export function ParentAttendanceMailForm({ value, readOnly, onDirtyChange }: ParentAttendanceMailFormProps) {
  const { t } = useTranslation();
  const update = useUpdateParentAttendanceSettings();
  const testMail = useParentAttendanceTestMail();
  const [baseline, setBaseline] = useState(() => draftOf(value));
  const [draft, setDraft] = useState(baseline);
  const [checkEmails, setCheckEmails] = useState(false);
  const [emailsMessage, setEmailsMessage] = useState<string | null>(null);
  const dirty = !sameDraft(draft, baseline);
  useReportDirty('parent-attendance-mail', dirty && !readOnly, onDirtyChange);
  const emailCheck = checkEmailList(draft.emails);
  const failure = update.error ?? testMail.error;
  const fieldErrors = isApiError(failure) ? failure.fieldErrors : {};

  function change(patch: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...patch }));
    setEmailsMessage(null);
    update.reset();
    testMail.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (readOnly || update.isPending) return;
    testMail.reset();
    setCheckEmails(true);
    if (!emailCheck.valid) return;
    update.mutate(
      { notificationEnabled: draft.notificationEnabled, notificationEmails: draft.emails.map((e) => e.trim()) },
      {
        onSuccess: (stored) => {
          const next = draftOf(stored);
          setBaseline(next);
          setDraft(next);
          setCheckEmails(false);
        },
      },
    );
  }

  function onTestMail() {
    if (readOnly || testMail.isPending) return;
    update.reset();
    setCheckEmails(true);
    if (!emailCheck.valid) return;
    if (emailCheck.emails.length === 0) {
      setEmailsMessage(t('teacherSettings.emails.required'));
      return;
    }
    testMail.mutate(draft.emails.map((e) => e.trim()));
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {readOnly ? (
            <SettingsSummary
              rows={[
                {
                  label: t('teacherSettings.attendances.notification'),
                  value: value.notificationEnabled ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off'),
                },
                {
                  label: t('teacherSettings.emails.legend'),
                  value: value.notificationEmails.length ? value.notificationEmails.join('\n') : t('teacherSettings.emails.none'),
                },
              ]}
            />
          ) : (
            <>
              <Checkbox
                label={t('teacherSettings.attendances.notification')}
                checked={draft.notificationEnabled}
                onChange={(e) => change({ notificationEnabled: e.currentTarget.checked })}
              />
              <NotificationMailSettingsFoot
                rows={draft.emails}
                invalid={checkEmails ? emailCheck.invalid : []}
                rowErrors={listFieldErrors(fieldErrors, 'notificationEmails')}
                onChange={(emails) => change({ emails })}
                onBlur={() => setCheckEmails(true)}
                emailsMessage={emailsMessage}
                testQueued={testMail.isSuccess ? testMail.data.queued : null}
                testPending={testMail.isPending}
                onTestMail={onTestMail}
                dirty={dirty}
                saving={update.isPending}
                saved={update.isSuccess}
                error={failure}
                onDiscard={() => {
                  setDraft(baseline);
                  setCheckEmails(false);
                  update.reset();
                }}
              />
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
