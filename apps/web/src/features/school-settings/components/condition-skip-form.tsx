import { useTranslation } from 'react-i18next';
import type { ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateConditionSkip } from '../hooks/use-school-settings.ts';
import { FlagSettingForm } from './flag-setting-form.tsx';

export interface ConditionSkipFormProps {
  value: boolean;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/** Spec §2 Student "optional skip button": whether students may answer 回答しない (condition_skip). */
export function ConditionSkipForm({ value, readOnly, onDirtyChange }: ConditionSkipFormProps) {
  const { t } = useTranslation();
  const update = useUpdateConditionSkip();
  return (
    <FlagSettingForm
      formKey="condition-skip"
      label={t('teacherSettings.conditionSkip.label')}
      value={value}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      save={async (enableConditionSkip) => (await update.mutateAsync({ enableConditionSkip })).enableConditionSkip}
    />
  );
}
