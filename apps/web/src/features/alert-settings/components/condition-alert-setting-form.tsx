import { Checkbox, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { CONSECUTIVE_DAYS_MAX, CONSECUTIVE_DAYS_MIN, LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationMailSettingsFoot } from '../../../components/ui/notification-mail-settings-foot.tsx';
import { SettingsSummary } from '../../../components/ui/settings-summary.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { checkEmailList, withTrailingBlank } from '../../../lib/email-list.ts';
import { listFieldErrors } from '../../../lib/field-errors.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { AlertSetting, AlertSettingsOwner, ConditionAlertSettingInput } from '../api/alert-settings.ts';
import { useConditionAlertTestMail, useUpdateConditionAlertSetting } from '../hooks/use-alert-settings.ts';
import { DaysStepper } from '../../../components/ui/days-stepper.tsx';

export interface ConditionAlertSettingFormProps {
  setting: AlertSetting;
  /** Class teachers see the settings but cannot change them (the API answers 403). */
  readOnly: boolean;
  /** 'local_governments': the board's government alert settings (spec §3 alertType government). */
  owner?: AlertSettingsOwner;
  /** The page's edit session (unsaved changes, idle cancel). */
  onDirtyChange?: ReportDirty;
}

interface Draft {
  bad: boolean;
  worst: boolean;
  consecutiveDays: number;
  contentAlert: string;
  notificationEnabled: boolean;
  emails: string[];
  /** Government 体 only: 心の不調のメール設定と同じ (spec §5). */
  sameAsMental: boolean;
}

function draftOf(setting: AlertSetting): Draft {
  return {
    bad: setting.bad,
    worst: setting.worst,
    consecutiveDays: setting.consecutiveDays,
    contentAlert: setting.contentAlert,
    notificationEnabled: setting.notificationEnabled,
    emails: withTrailingBlank(setting.notificationEmails.map((e) => e.value)),
    sameAsMental: 'sameAsMental' in setting ? setting.sameAsMental : false,
  };
}

/** Two drafts mean the same setting (blank rows and surrounding spaces do not count). */
function sameDraft(a: Draft, b: Draft): boolean {
  const norm = (d: Draft) => JSON.stringify({ ...d, contentAlert: d.contentAlert.trim(), emails: checkEmailList(d.emails).emails });
  return norm(a) === norm(b);
}

/**
 * One condition alert setting (spec §3 alert setting item, §5, §7): which answers count (少し悪い /
 * 悪い), for how many consecutive days (1–20, a stepper that cannot be typed into), the alert text
 * (≤ 5,000) and the notification mails with the spec §5 list rules. Save sends config_update;
 * test mail is sent only when every address is valid. A board's 体 setting has the checkbox
 * 心の不調のメール設定と同じ, which disables its own address inputs (spec §5).
 */
export function ConditionAlertSettingForm({ setting, readOnly, owner = 'teachers', onDirtyChange }: ConditionAlertSettingFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const update = useUpdateConditionAlertSetting(owner);
  const testMail = useConditionAlertTestMail(owner);
  const offersSameAsMental = owner === 'local_governments' && setting.conditionKind === 'physical';
  const [baseline, setBaseline] = useState(() => draftOf(setting));
  const [draft, setDraft] = useState(baseline);
  const [checkEmails, setCheckEmails] = useState(false);
  const [contentError, setContentError] = useState<string | null>(null);
  const [emailsMessage, setEmailsMessage] = useState<string | null>(null);
  const dirty = !sameDraft(draft, baseline);
  useReportDirty(`condition-alert-${setting.conditionKind}`, dirty && !readOnly, onDirtyChange);

  const ownEmails = checkEmailList(draft.emails);
  // With 心の不調のメール設定と同じ the (disabled) rows are not this setting's list: nothing to check.
  const emailCheck = draft.sameAsMental ? { ...ownEmails, valid: true, invalid: [] } : ownEmails;
  const invalidRows = checkEmails ? emailCheck.invalid : [];
  const failure = update.error ?? testMail.error;
  const fieldErrors = isApiError(failure) ? failure.fieldErrors : {};
  const kindTitle = t(`teacherSettings.alert.kinds.${setting.conditionKind}`);

  function change(patch: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...patch }));
    update.reset();
    testMail.reset();
    setEmailsMessage(null);
  }

  function input(): ConditionAlertSettingInput | null {
    setCheckEmails(true);
    const emptyContent = draft.contentAlert.trim() === '';
    setContentError(emptyContent ? t('teacherSettings.alert.contentRequired') : null);
    if (!emailCheck.valid || emptyContent) return null;
    return {
      conditionKind: setting.conditionKind,
      bad: draft.bad,
      worst: draft.worst,
      consecutiveDays: draft.consecutiveDays,
      contentAlert: draft.contentAlert.trim(),
      notificationEnabled: draft.notificationEnabled,
      // Rows as typed (blank ones too), so the server's field errors point at the same rows.
      notificationEmails: draft.sameAsMental ? [] : draft.emails.map((e) => e.trim()),
      ...(owner === 'local_governments' ? { sameAsMental: offersSameAsMental && draft.sameAsMental } : {}),
    };
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    testMail.reset();
    const body = input();
    if (!body) return;
    update.mutate(body, {
      onSuccess: (list) => {
        const saved = list.find((s) => s.conditionKind === setting.conditionKind);
        const next = saved ? draftOf(saved) : { ...draft, emails: withTrailingBlank(emailCheck.emails) };
        setBaseline(next);
        setDraft(next);
        setCheckEmails(false);
      },
    });
  }

  function onTestMail() {
    if (testMail.isPending) return;
    update.reset();
    const body = input();
    if (!body) return;
    if (emailCheck.emails.length === 0 && !draft.sameAsMental) {
      setEmailsMessage(t('teacherSettings.emails.required'));
      return;
    }
    testMail.mutate(body);
  }

  if (readOnly) {
    const answers = [setting.bad ? t('teacherSettings.alert.bad') : null, setting.worst ? t('teacherSettings.alert.worst') : null].filter(Boolean);
    return (
      <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} fz={20} id={headingId}>
            {kindTitle}
          </Title>
          <SettingsSummary
            rows={[
              { label: t('teacherSettings.alert.answers'), value: answers.length ? answers.join('・') : t('teacherSettings.summary.none') },
              { label: t('teacherSettings.alert.consecutiveDays'), value: t('teacherSettings.alert.daysValue', { days: setting.consecutiveDays }) },
              { label: t('teacherSettings.alert.content'), value: setting.contentAlert },
              {
                label: t('teacherSettings.alert.notification'),
                value: setting.notificationEnabled ? t('teacherSettings.summary.on') : t('teacherSettings.summary.off'),
              },
              {
                label: t('teacherSettings.emails.legend'),
                value: setting.notificationEmails.length ? setting.notificationEmails.map((e) => e.value).join('\n') : t('teacherSettings.emails.none'),
              },
            ]}
          />
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <form onSubmit={onSave} noValidate>
        <Stack gap="md">
          <Title order={2} fz={20} id={headingId}>
            {kindTitle}
          </Title>
          <Checkbox.Group
            label={t('teacherSettings.alert.answers')}
            description={t('teacherSettings.alert.answersHint')}
            value={[...(draft.bad ? ['bad'] : []), ...(draft.worst ? ['worst'] : [])]}
            onChange={(values) => change({ bad: values.includes('bad'), worst: values.includes('worst') })}
          >
            <Group gap="lg" mt={6}>
              <Checkbox value="bad" label={t('teacherSettings.alert.bad')} />
              <Checkbox value="worst" label={t('teacherSettings.alert.worst')} />
            </Group>
          </Checkbox.Group>
          <DaysStepper
            label={t('teacherSettings.alert.consecutiveDays')}
            description={t('teacherSettings.alert.consecutiveDaysHint', { min: CONSECUTIVE_DAYS_MIN, max: CONSECUTIVE_DAYS_MAX })}
            min={CONSECUTIVE_DAYS_MIN}
            max={CONSECUTIVE_DAYS_MAX}
            value={draft.consecutiveDays}
            onChange={(consecutiveDays) => change({ consecutiveDays })}
            error={fieldErrors.consecutiveDays?.[0]}
          />
          <Textarea
            label={t('teacherSettings.alert.content')}
            description={t('teacherSettings.alert.contentHint', { length: draft.contentAlert.length, max: LONG_TEXT_MAX })}
            value={draft.contentAlert}
            maxLength={LONG_TEXT_MAX}
            autosize
            minRows={3}
            maxRows={10}
            error={contentError ?? fieldErrors.contentAlert?.[0]}
            onChange={(e) => {
              setContentError(null);
              change({ contentAlert: e.currentTarget.value });
            }}
          />
          <Checkbox
            label={t('teacherSettings.alert.notification')}
            checked={draft.notificationEnabled}
            onChange={(e) => change({ notificationEnabled: e.currentTarget.checked })}
          />
          {offersSameAsMental ? (
            <Checkbox
              label={t('organization.settings.alert.sameAsMental')}
              description={t('organization.settings.alert.sameAsMentalHint')}
              checked={draft.sameAsMental}
              onChange={(e) => change({ sameAsMental: e.currentTarget.checked })}
            />
          ) : null}
          <NotificationMailSettingsFoot
            disabled={draft.sameAsMental}
            rows={draft.emails}
            invalid={invalidRows}
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
              setContentError(null);
              update.reset();
            }}
          />
        </Stack>
      </form>
    </Paper>
  );
}
