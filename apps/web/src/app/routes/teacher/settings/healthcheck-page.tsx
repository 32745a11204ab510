import { useTranslation } from 'react-i18next';
import { HealthcheckSettings } from '../../../../features/healthcheck-settings/components/healthcheck-settings.tsx';
import { useHealthcheckItems } from '../../../../features/healthcheck-settings/hooks/use-healthcheck-items.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/** `/{school_code}/teacher/settings/healthcheck` (spec §2, §3, §7 Health check): the health observation items. */
export function HealthcheckSettingsPage() {
  const { t } = useTranslation();
  const items = useHealthcheckItems();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.healthcheck.title')}
      lead={t('teacherSettings.healthcheck.lead')}
      session={session}
      loading={items.isPending}
      failed={items.isError}
    >
      {(readOnly) =>
        items.data ? <HealthcheckSettings key={session.generation} items={items.data} readOnly={readOnly} onDirtyChange={session.report} /> : null
      }
    </SettingsFrame>
  );
}
