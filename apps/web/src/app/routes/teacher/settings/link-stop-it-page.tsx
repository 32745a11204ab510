import { useTranslation } from 'react-i18next';
import { LinkStopItForm } from '../../../../features/school-settings/components/link-stop-it-form.tsx';
import { useLinkStopIt } from '../../../../features/school-settings/hooks/use-school-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/** `/{school_code}/teacher/settings/link_stop_it` (spec §2, §7 link_stop_it): anonymous contact link and access code. */
export function LinkStopItSettingsPage() {
  const { t } = useTranslation();
  const setting = useLinkStopIt();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.linkStopIt.title')}
      lead={t('teacherSettings.linkStopIt.description')}
      session={session}
      loading={setting.isPending}
      failed={setting.isError}
    >
      {(readOnly) =>
        setting.data ? <LinkStopItForm key={session.generation} value={setting.data} readOnly={readOnly} onDirtyChange={session.report} /> : null
      }
    </SettingsFrame>
  );
}
