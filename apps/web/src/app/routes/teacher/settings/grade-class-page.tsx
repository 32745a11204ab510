import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AddKlassForm } from '../../../../features/grade-klass-settings/components/add-klass-form.tsx';
import { GradeKlassTable } from '../../../../features/grade-klass-settings/components/grade-klass-table.tsx';
import { useGradeCodeMasters, useGradeKlassSummary } from '../../../../features/grade-klass-settings/hooks/use-grade-klasses.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { SettingsFrame } from './settings-frame.tsx';
import { paths } from '../../../../lib/paths.ts';

/**
 * `/{school_code}/teacher/settings/grade_class` (spec §2, issue 13 item 1): this year's grades and
 * classes with their students and homeroom teachers, delete (asked first; a class in use cannot
 * be deleted), クラスを追加 and a link to rename them (grade_class/edit). Admin teachers only.
 */
export function GradeClassSettingsPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const admin = useTeacherMe().data?.admin === true;
  const summary = useGradeKlassSummary(admin);
  const masters = useGradeCodeMasters(admin);
  return (
    <SettingsFrame
      title={t('teacherSettings.schoolAdmin.gradeClass.title')}
      lead={t('teacherSettings.schoolAdmin.gradeClass.lead')}
      loading={admin && (summary.isPending || masters.isPending)}
      failed={admin && (summary.isError || masters.isError)}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.schoolAdmin.adminOnly')}</Text>
        ) : summary.data && masters.data ? (
          <Stack gap="lg">
            <Group justify="space-between">
              <Text fw={700}>
                {summary.data.year
                  ? t('teacherSettings.schoolAdmin.gradeClass.year', { year: summary.data.year })
                  : t('teacherSettings.schoolAdmin.gradeClass.noYear')}
              </Text>
              <Anchor component={Link} to={paths.teacher(schoolCode, 'settings/grade_class/edit')}>
                {t('teacherSettings.schoolAdmin.gradeClass.edit')}
              </Anchor>
            </Group>
            <GradeKlassTable summary={summary.data} />
            <AddKlassForm masters={masters.data} />
          </Stack>
        ) : null
      }
    </SettingsFrame>
  );
}
