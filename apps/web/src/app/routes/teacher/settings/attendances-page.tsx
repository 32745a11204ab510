import { useTranslation } from 'react-i18next';
import { ParentAttendanceMailForm } from '../../../../features/school-settings/components/parent-attendance-mail-form.tsx';
import { useParentAttendanceSettings } from '../../../../features/school-settings/hooks/use-school-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/** `/{school_code}/teacher/settings/attendances` (spec §2, §7 parent_attendance_settings): absence report mails. */
export function AttendancesSettingsPage() {
  const { t } = useTranslation();
  const settings = useParentAttendanceSettings();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.attendances.title')}
      lead={t('teacherSettings.attendances.description')}
      session={session}
      loading={settings.isPending}
      failed={settings.isError}
    >
      {(readOnly) =>
        settings.data ? <ParentAttendanceMailForm key={session.generation} value={settings.data} readOnly={readOnly} onDirtyChange={session.report} /> : null
      }
    </SettingsFrame>
  );
}
