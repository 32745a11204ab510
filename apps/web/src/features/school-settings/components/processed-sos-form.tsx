import { useTranslation } from 'react-i18next';
import type { ReportDirty } from '../../../lib/use-edit-session.ts';
import { useUpdateProcessedSos } from '../hooks/use-school-settings.ts';
import { FlagSettingForm } from './flag-setting-form.tsx';

export interface ProcessedSosFormProps {
  value: boolean;
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

/**
 * Spec §4 SOS (enabled_processed_sos): whether teachers record a status when they process a
 * 話したい (the talk icon turns blue only then).
 */
export function ProcessedSosForm({ value, readOnly, onDirtyChange }: ProcessedSosFormProps) {
  const { t } = useTranslation();
  const update = useUpdateProcessedSos();
  return (
    <FlagSettingForm
      formKey="processed-sos"
      label={t('teacherSettings.processedSos.label')}
      value={value}
      readOnly={readOnly}
      onDirtyChange={onDirtyChange}
      save={async (enabledProcessedSos) => (await update.mutateAsync({ enabledProcessedSos })).enabledProcessedSos}
    />
  );
}
