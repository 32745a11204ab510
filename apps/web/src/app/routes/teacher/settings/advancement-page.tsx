import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { AdvancementBoard } from '../../../../features/advancement/components/advancement-board.tsx';
import { useGoOnSchools, useGoOnView } from '../../../../features/advancement/hooks/use-advancement.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/advancement` (spec §2; issue 13 item 5): the year-end advancement
 * of the current school year. Admin teachers only: class teachers see the note and nothing loads.
 * The board stays mounted when the view refetches after a save (its drafts are what was saved), so
 * the save's toast and the step shown survive the refetch.
 */
export function AdvancementPage() {
  const { t } = useTranslation();
  const me = useTeacherMe();
  const admin = me.data?.admin === true;
  const view = useGoOnView(schoolYearOf(new Date()), admin);
  const schools = useGoOnSchools(admin);
  return (
    <SettingsFrame
      title={t('teacherSettings.roster.advancement.title')}
      lead={t('teacherSettings.roster.advancement.lead')}
      loading={admin && (view.isPending || schools.isPending)}
      failed={admin && (view.isError || schools.isError)}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.roster.advancement.adminOnly')}</Text>
        ) : view.data && schools.data ? (
          <AdvancementBoard view={view.data} schools={schools.data} />
        ) : null
      }
    </SettingsFrame>
  );
}
