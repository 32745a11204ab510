import { Alert, Checkbox, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { conditionAlertSettingBodySchema, type AlertReplayRule } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { CONSECUTIVE_DAYS_MAX, CONSECUTIVE_DAYS_MIN, LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { governmentAlertSettingBodySchema } from '@sukoyaka/contracts/local-government';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DaysStepper } from '../../../components/ui/days-stepper.tsx';
import { NotificationMailSettingsFoot, useTestMail } from '../../../components/ui/notification-mail-settings-foot.tsx';
import { changedBesidesBlankRows, checkEmailList } from '../../../lib/email-list.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useReportDirty, type ReportDirty } from '../../../lib/use-edit-session.ts';
import type { AlertSetting, AlertSettingsOwner } from '../api/alert-settings.ts';
import { useConditionAlertTestMail, useUpdateConditionAlertSetting } from '../hooks/use-alert-settings.ts';
import { alertSettingBodyOf, alertSettingInputOf, alertSettingValuesOf, storedEmailErrors } from './condition-alert-setting-values.ts';
import { ConditionAlertSettingSummary } from './condition-alert-setting-summary.tsx';
import { AlertSettingHeading } from './alert-setting-heading.tsx';
import { formActions } from '../../../components/ui/settings-actions.tsx';

export interface ConditionAlertSettingFormProps {
  setting: AlertSetting;
  /** Class teachers see the settings but cannot change them (the API answers 403). */
  readOnly: boolean;
  /** 'local_governments': the board's government alert settings (spec §3 alertType government). */
  owner?: AlertSettingsOwner;
  /** The page's edit session (unsaved changes, idle cancel). */
  onDirtyChange?: ReportDirty;
  /** Told the run rule as it is being edited (which answers, how many days), for 保存する前に試す (issue 25 item 4). */
  onRuleChange?: (kind: ConditionKind, rule: AlertReplayRule) => void;
}

/**
 * One condition alert setting (spec §3 alert setting item, §5, §7): which answers count (少し悪い /
 * 悪い), for how many consecutive days (1–20, a stepper that cannot be typed into), the alert text
 * (≤ 5,000) and the notification mails with the spec §5 list rules, all checked by the contract
 * of config_update. Test mail is sent only when every address is valid and there is one. A
 * board's 体 setting has 心の不調のメール設定と同じ, which disables its own address inputs (spec §5).
 * Whether mails go out is unmistakable (issue 24 item 8): a switch that says what on and off do, the
 * saved state as a badge by the title, and while off a notice that no alert mail is sent even
 * though addresses and the test mail work.
 * Class teachers see ConditionAlertSettingSummary instead.
 */
export function ConditionAlertSettingForm({ setting, readOnly, owner = 'teachers', onDirtyChange, onRuleChange }: ConditionAlertSettingFormProps) {
  if (readOnly) return <ConditionAlertSettingSummary setting={setting} />;
  return <ConditionAlertSettingEditor setting={setting} owner={owner} onDirtyChange={onDirtyChange} onRuleChange={onRuleChange} />;
}

function ConditionAlertSettingEditor({
  setting,
  owner,
  onDirtyChange,
  onRuleChange,
}: Omit<ConditionAlertSettingFormProps, 'readOnly'> & { owner: AlertSettingsOwner }) {
  const { t } = useTranslation();
  const headingId = useId();
  const update = useUpdateConditionAlertSetting(owner);
  const testMail = useConditionAlertTestMail(owner);
  const offersSameAsMental = owner === 'local_governments' && setting.conditionKind === 'physical';
  const form = useContractForm({
    schema: owner === 'local_governments' ? governmentAlertSettingBodySchema : conditionAlertSettingBodySchema,
    toBody: (values) => alertSettingBodyOf(values, setting.conditionKind, owner),
    messages: { contentAlert: t('teacherSettings.alert.contentRequired') },
    initialValues: alertSettingValuesOf(setting),
    initialErrors: storedEmailErrors(setting),
    onValuesChange: () => test.reset(),
  });
  const { values } = form;
  const dirty = changedBesidesBlankRows(values, form.getInitialValues(), ['notificationEmails']);
  useReportDirty(`condition-alert-${setting.conditionKind}`, dirty, onDirtyChange);
  const { bad, worst, consecutiveDays } = values;
  useEffect(() => onRuleChange?.(setting.conditionKind, { bad, worst, consecutiveDays }), [onRuleChange, setting.conditionKind, bad, worst, consecutiveDays]);
  const input = () => alertSettingInputOf(form.getValues(), setting.conditionKind, owner, offersSameAsMental);

  const onSave = form.onSubmit(() => {
    if (update.isPending) return;
    update.mutate(input(), {
      onSuccess: (list) => {
        const saved = list.find((s) => s.conditionKind === setting.conditionKind);
        if (saved) form.resetTo(alertSettingValuesOf(saved));
      },
      onError: form.setServerErrors,
    });
  });

  const test = useTestMail(form, testMail, input, () => values.sameAsMental || checkEmailList(values.notificationEmails).emails.length > 0);

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <form onSubmit={onSave} noValidate>
        <Stack gap="md">
          <AlertSettingHeading id={headingId} setting={setting} />
          <Checkbox.Group
            label={t('teacherSettings.alert.answers')}
            description={t('teacherSettings.alert.answersHint')}
            value={[...(values.bad ? ['bad'] : []), ...(values.worst ? ['worst'] : [])]}
            onChange={(chosen) => form.setValues({ bad: chosen.includes('bad'), worst: chosen.includes('worst') })}
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
            value={values.consecutiveDays}
            onChange={(days) => form.setFieldValue('consecutiveDays', days)}
            error={form.errors.consecutiveDays}
          />
          <Textarea
            label={t('teacherSettings.alert.content')}
            description={t('teacherSettings.alert.contentHint', { length: values.contentAlert.length, max: LONG_TEXT_MAX })}
            maxLength={LONG_TEXT_MAX}
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('contentAlert')}
          />
          <Stack gap={4}>
            <Switch size="md" label={t('teacherSettings.alert.notification')} {...form.getInputProps('notificationEnabled', { type: 'checkbox' })} />
            <Text size="sm" c={values.notificationEnabled ? 'teal.9' : 'gray.8'} fw={600}>
              {t(values.notificationEnabled ? 'teacherSettings.alert.notificationOnHint' : 'teacherSettings.alert.notificationOffHint')}
            </Text>
          </Stack>
          {values.notificationEnabled ? null : (
            <Alert color="yellow" variant="light" icon={<IconMailOff size={20} aria-hidden="true" />} title={t('teacherSettings.alert.mailOffTitle')}>
              {t('teacherSettings.alert.mailOffBody')}
            </Alert>
          )}
          {offersSameAsMental ? (
            <Checkbox
              label={t('organization.settings.alert.sameAsMental')}
              description={t('organization.settings.alert.sameAsMentalHint')}
              {...form.getInputProps('sameAsMental', { type: 'checkbox' })}
            />
          ) : null}
          <NotificationMailSettingsFoot
            form={form}
            path="notificationEmails"
            disabled={values.sameAsMental}
            {...test.props}
            {...formActions(form, update, dirty)}
          />
        </Stack>
      </form>
    </Paper>
  );
}
