import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RenameKlassesForm } from '../../../../features/grade-klass-settings/components/rename-klasses-form.tsx';
import { useGradeKlassSummary } from '../../../../features/grade-klass-settings/hooks/use-grade-klasses.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { useEditSession } from '../../../../lib/use-edit-session.ts';
import { SettingsFrame } from './settings-frame.tsx';
import { paths } from '../../../../lib/paths.ts';

/**
 * `/{school_code}/teacher/settings/grade_class/edit` (spec §2, issue 13 item 1): rename this year's
 * classes in one form (duplicates in a grade refused by the server, shown on the field); leaving
 * with unsaved names warns. Admin teachers only.
 */
export function GradeClassEditSettingsPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const admin = useTeacherMe().data?.admin === true;
  const summary = useGradeKlassSummary(admin);
  const session = useEditSession();
  return (
    <SettingsFrame
      title={t('teacherSettings.schoolAdmin.gradeClass.editTitle')}
      lead={t('teacherSettings.schoolAdmin.gradeClass.editLead')}
      session={session}
      loading={admin && summary.isPending}
      failed={admin && summary.isError}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.schoolAdmin.adminOnly')}</Text>
        ) : summary.data ? (
          <Stack gap="lg">
            <RenameKlassesForm key={session.generation} summary={summary.data} onDirtyChange={session.report} />
            <Anchor component={Link} to={paths.teacher(schoolCode, 'settings/grade_class')}>
              {t('teacherSettings.schoolAdmin.gradeClass.back')}
            </Anchor>
          </Stack>
        ) : null
      }
    </SettingsFrame>
  );
}
