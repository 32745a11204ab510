import { Checkbox, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { RemindEmailSettings } from '@sukoyaka/contracts/local-government';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailListInput } from '../../../components/ui/email-list-input.tsx';
import { SettingsActions } from '../../../components/ui/settings-actions.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { checkEmailList, withTrailingBlank } from '../../../lib/email-list.ts';
import { listFieldErrors } from '../../../lib/field-errors.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateRemindEmailSettings } from '../hooks/use-organization-settings.ts';

type Draft = Omit<RemindEmailSettings, 'notificationEmails' | 'lastSentAt'> & { emails: string[] };

const draftOf = (s: RemindEmailSettings): Draft => ({
  talkRequestEnabled: s.talkRequestEnabled,
  talkRequestDays: s.talkRequestDays,
  checkInRateEnabled: s.checkInRateEnabled,
  checkInRateThreshold: s.checkInRateThreshold,
  sendToSchoolAdmins: s.sendToSchoolAdmins,
  emails: withTrailingBlank(s.notificationEmails.map((e) => e.value)),
});
const same = (a: Draft, b: Draft) =>
  JSON.stringify({ ...a, emails: checkEmailList(a.emails).emails }) === JSON.stringify({ ...b, emails: checkEmailList(b.emails).emails });

/** Days offered for an unanswered 話したい (contract: 1–30). */
const DAYS = Array.from({ length: 30 }, (_, i) => i + 1);

/** Thresholds offered for a class's check-in rate (percent), in steps of 5. */
const THRESHOLDS = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);

/**
 * settings/remind_email (decision 027): the daily reminder mails the board sends to its schools —
 * 話したい unanswered for N+ days (1–30) and/or a class whose check-in rate over the last 5 school
 * days fell under a threshold — to the schools' admin teachers and/or the listed addresses (spec §5
 * list rules). Saved with 保存する.
 */
export function RemindEmailForm({ settings, onDirtyChange }: { settings: RemindEmailSettings; onDirtyChange?: ReportDirty }) {
  const { t } = useTranslation();
  const update = useUpdateRemindEmailSettings();
  const [baseline, setBaseline] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(baseline);
  const [checkEmails, setCheckEmails] = useState(false);
  const dirty = !same(draft, baseline);
  useReportDirty('remind-email', dirty, onDirtyChange);
  const emails = checkEmailList(draft.emails);
  const fieldErrors = isApiError(update.error) ? update.error.fieldErrors : {};
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    update.reset();
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCheckEmails(true);
    if (update.isPending || !emails.valid) return;
    const { emails: rows, ...rest } = draft;
    update.mutate(
      { ...rest, notificationEmails: rows.map((e) => e.trim()) },
      {
        onSuccess: (saved) => {
          const next = draftOf(saved);
          setBaseline(next);
          setDraft(next);
          setCheckEmails(false);
        },
      },
    );
  }

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Checkbox
          label={t('organization.settings.remind.talkEnabled')}
          checked={draft.talkRequestEnabled}
          onChange={(e) => change({ talkRequestEnabled: e.currentTarget.checked })}
        />
        {draft.talkRequestEnabled ? (
          <NativeSelect
            label={t('organization.settings.remind.talkDays')}
            description={t('organization.settings.remind.talkDaysHint')}
            value={String(draft.talkRequestDays)}
            data={DAYS.map((d) => ({ value: String(d), label: t('teacherSettings.alert.daysValue', { days: d }) }))}
            error={fieldErrors.talkRequestDays?.[0]}
            onChange={(e) => change({ talkRequestDays: Number(e.currentTarget.value) })}
            maw={260}
          />
        ) : null}
        <Checkbox
          label={t('organization.settings.remind.rateEnabled')}
          checked={draft.checkInRateEnabled}
          onChange={(e) => change({ checkInRateEnabled: e.currentTarget.checked })}
        />
        {draft.checkInRateEnabled ? (
          <NativeSelect
            label={t('organization.settings.remind.rateThreshold')}
            description={t('organization.settings.remind.rateThresholdHint')}
            value={String(draft.checkInRateThreshold)}
            data={[...new Set([...THRESHOLDS, draft.checkInRateThreshold])].sort((a, b) => a - b).map((v) => ({ value: String(v), label: `${v}%` }))}
            error={fieldErrors.checkInRateThreshold?.[0]}
            onChange={(e) => change({ checkInRateThreshold: Number(e.currentTarget.value) })}
            maw={260}
          />
        ) : null}
        <Checkbox
          label={t('organization.settings.remind.toAdmins')}
          checked={draft.sendToSchoolAdmins}
          onChange={(e) => change({ sendToSchoolAdmins: e.currentTarget.checked })}
        />
        <EmailListInput
          legend={t('organization.settings.remind.emails')}
          rows={draft.emails}
          invalid={checkEmails ? emails.invalid : []}
          rowErrors={listFieldErrors(fieldErrors, 'notificationEmails')}
          onChange={(rows) => change({ emails: rows })}
          onBlur={() => setCheckEmails(true)}
        />
        <Text size="sm" c="gray.7">
          {settings.lastSentAt
            ? t('organization.settings.remind.lastSent', { at: new Date(settings.lastSentAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' }) })
            : t('organization.settings.remind.neverSent')}
        </Text>
        <SettingsActions
          dirty={dirty}
          saving={update.isPending}
          saved={update.isSuccess}
          error={update.error}
          onDiscard={() => {
            setDraft(baseline);
            setCheckEmails(false);
            update.reset();
          }}
        />
      </Stack>
    </Paper>
  );
}
