import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SosEscalationForm } from '../../../../features/alert-feedback/components/sos-escalation-form.tsx';
import { useSosEscalation } from '../../../../features/alert-feedback/hooks/use-alert-feedback.ts';
import { ProcessedSosForm } from '../../../../features/school-settings/components/processed-sos-form.tsx';
import { SchoolHoursForm } from '../../../../features/school-settings/components/school-hours-form.tsx';
import { useProcessedSos, useSchoolHours } from '../../../../features/school-settings/hooks/use-school-settings.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/enabled_processed_sos` (spec §2, §4 SOS, §7): whether 話したい
 * are processed with a status, and after how many school hours an unanswered one is escalated to
 * the admin teachers (issue 10 item 11, decision 033), and the school's 始業/終業 (issue 25 item 1). (/guild/teacher/settings/enabled_processed_sos is a 404 by the router.)
 */
export function ProcessedSosSettingsPage() {
  const { t } = useTranslation();
  const setting = useProcessedSos();
  const escalation = useSosEscalation();
  const hours = useSchoolHours();
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.processedSos.title')}
      lead={t('teacherSettings.processedSos.description')}
      session={session}
      loading={setting.isPending || escalation.isPending || hours.isPending}
      failed={setting.isError || escalation.isError || hours.isError}
    >
      {(readOnly) =>
        setting.data && escalation.data && hours.data ? (
          <Stack gap="lg">
            <ProcessedSosForm key={session.generation} value={setting.data.enabledProcessedSos} readOnly={readOnly} onDirtyChange={session.report} />
            <SosEscalationForm
              key={`escalation-${session.generation}`}
              value={escalation.data.escalationHours}
              processingEnabled={setting.data.enabledProcessedSos}
              readOnly={readOnly}
              onDirtyChange={session.report}
            />
            <SchoolHoursForm key={`hours-${session.generation}`} value={hours.data} readOnly={readOnly} onDirtyChange={session.report} />
          </Stack>
        ) : null
      }
    </SettingsFrame>
  );
}
