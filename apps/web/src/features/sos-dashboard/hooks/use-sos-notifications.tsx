import { notifications } from '@mantine/notifications';
import { IconMessageCircleExclamation } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NewSosNotice } from '../components/new-sos-notice.tsx';
import { useSosWatcher } from './use-sos-watcher.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The teacher layout's SOS alarm (spec §2 "Alert popups", issue 4 "a new SOS shows on an open
 * dashboard within 5 seconds"): watches for new presses and shows a notification that stays
 * until closed (a teacher may be away from the screen). Returns the unprocessed count.
 */
export function useSosNotifications(schoolCode: string): number | undefined {
  const { t } = useTranslation();
  const onNewSos = useCallback<Parameters<typeof useSosWatcher>[0]['onNewSos']>(
    (sos, added) => {
      notifications.show({
        id: `sos-${sos.id}`,
        color: 'red',
        autoClose: false,
        closeButtonProps: { 'aria-label': t('teacher.dashboard.close') },
        icon: <IconMessageCircleExclamation size={20} aria-hidden="true" />,
        title: t('teacher.sosDashboard.notification.title'),
        message: <NewSosNotice sos={sos} added={added} dashboardPath={paths.teacher(schoolCode, 'sos_dashboard')} />,
      });
    },
    [schoolCode, t],
  );
  return useSosWatcher({ onNewSos });
}
