import { useTranslation } from 'react-i18next';
import { ProcessedSosForm } from '../../../../features/school-settings/components/processed-sos-form.tsx';
import { useProcessedSos } from '../../../../features/school-settings/hooks/use-school-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/enabled_processed_sos` (spec §2, §4 SOS, §7): whether 話したい
 * are processed with a status. (/guild/teacher/settings/enabled_processed_sos is a 404 by the router.)
 */
export function ProcessedSosSettingsPage() {
  const { t } = useTranslation();
  const setting = useProcessedSos();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.processedSos.title')}
      lead={t('teacherSettings.processedSos.description')}
      session={session}
      loading={setting.isPending}
      failed={setting.isError}
    >
      {(readOnly) =>
        setting.data ? (
          <ProcessedSosForm key={session.generation} value={setting.data.enabledProcessedSos} readOnly={readOnly} onDirtyChange={session.report} />
        ) : null
      }
    </SettingsFrame>
  );
}
