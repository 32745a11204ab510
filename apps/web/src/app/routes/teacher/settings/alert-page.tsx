import { Stack } from '@mantine/core';
import type { AlertReplayRule } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { useCallback, useState } from 'react';
import { AlertReplayPanel } from '../../../../features/alert-settings/components/alert-replay-panel.tsx';
import { useTranslation } from 'react-i18next';
import { FeedbackSummary } from '../../../../features/alert-feedback/components/feedback-summary.tsx';
import { ConditionAlertSettingForm } from '../../../../features/alert-settings/components/condition-alert-setting-form.tsx';
import { useConditionAlertSettings } from '../../../../features/alert-settings/hooks/use-alert-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/alert` (spec §2, §5, §7 condition_settings): the 心 and 体
 * condition alert settings, each saved on its own, and how the school's alerts of the last 90 days
 * were marked per rule (issue 10 item 11, decision 033), and 保存する前に試す: the rules as edited
 * replayed over the last 90 school days before they are saved (issue 25 item 4, decision 077).
 */
export function AlertSettingsPage() {
  const { t } = useTranslation();
  const settings = useConditionAlertSettings();
  const session = useEditSession();
  const [edited, setEdited] = useState<Partial<Record<ConditionKind, AlertReplayRule>>>({});
  const onRuleChange = useCallback((kind: ConditionKind, rule: AlertReplayRule) => setEdited((e) => ({ ...e, [kind]: rule })), []);
  const runOf = (kind: ConditionKind): AlertReplayRule => {
    const saved = settings.data?.find((s) => s.conditionKind === kind);
    return edited[kind] ?? { bad: saved?.bad ?? true, worst: saved?.worst ?? true, consecutiveDays: saved?.consecutiveDays ?? 3 };
  };
  return (
    <SettingsFrame
      title={t('teacherSettings.alert.title')}
      lead={t('teacherSettings.alert.lead')}
      session={session}
      loading={settings.isPending}
      failed={settings.isError}
    >
      {(readOnly) => (
        <Stack gap="lg">
          {settings.data?.map((setting) => (
            <ConditionAlertSettingForm
              key={`${setting.conditionKind}-${session.generation}`}
              setting={setting}
              readOnly={readOnly}
              onDirtyChange={session.report}
              onRuleChange={onRuleChange}
            />
          ))}
          {settings.data ? <AlertReplayPanel runs={{ mental: runOf('mental'), physical: runOf('physical') }} /> : null}
          <FeedbackSummary />
        </Stack>
      )}
    </SettingsFrame>
  );
}
