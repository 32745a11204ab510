import { useTranslation } from 'react-i18next';
import { ConditionSkipForm } from '../../../../features/school-settings/components/condition-skip-form.tsx';
import { useConditionSkip } from '../../../../features/school-settings/hooks/use-school-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/** `/{school_code}/teacher/settings/condition_skip` (spec §2, §7 enable_condition_skip): the 回答しない choice. */
export function ConditionSkipSettingsPage() {
  const { t } = useTranslation();
  const setting = useConditionSkip();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.conditionSkip.title')}
      lead={t('teacherSettings.conditionSkip.description')}
      session={session}
      loading={setting.isPending}
      failed={setting.isError}
    >
      {(readOnly) =>
        setting.data ? (
          <ConditionSkipForm key={session.generation} value={setting.data.enableConditionSkip} readOnly={readOnly} onDirtyChange={session.report} />
        ) : null
      }
    </SettingsFrame>
  );
}
