import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { AcceptancePanel } from '../../../../features/advancement/components/acceptance-panel.tsx';
import { useAcceptances, useGoOnView } from '../../../../features/advancement/hooks/use-advancement.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/acceptance` (spec §2; issue 13 item 5, decision 025): accept
 * the graduates the board's schools sent here. Admin teachers only.
 */
export function AcceptancePage() {
  const { t } = useTranslation();
  const me = useTeacherMe();
  const admin = me.data?.admin === true;
  const list = useAcceptances(admin);
  const grades = useGoOnView(schoolYearOf(new Date()), admin);
  return (
    <SettingsFrame
      title={t('teacherSettings.roster.acceptance.title')}
      lead={t('teacherSettings.roster.acceptance.lead')}
      loading={admin && (list.isPending || grades.isPending)}
      failed={admin && (list.isError || grades.isError)}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.roster.acceptance.adminOnly')}</Text>
        ) : list.data && grades.data ? (
          <AcceptancePanel view={list.data} grades={grades.data.grades} />
        ) : null
      }
    </SettingsFrame>
  );
}
