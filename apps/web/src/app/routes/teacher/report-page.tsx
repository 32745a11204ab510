import '../../../components/ui/mantine-extra-styles.ts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ReportForm } from '../../../features/report/components/report-form.tsx';
import { useReportGrades } from '../../../features/report/hooks/use-report.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/{school_code}/teacher/report` (spec §2, §5, §9): the Excel reports (登録状況, 話したいボタンの
 * 活用状況, 心と身体の不調状況) of the students the teacher may see; admin teachers may narrow them
 * to a grade or class.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const me = useTeacherMe();
  const isAdmin = me.data?.admin === true;
  const grades = useReportGrades(isAdmin);
  usePageTitle(t('teacherStudents.report.title'), t('common.appName'));

  return (
    <Stack gap="lg" maw={820}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('teacherStudents.report.title')}
        </Title>
        <Text c="gray.8">{isAdmin ? t('teacherStudents.report.leadAdmin') : t('teacherStudents.report.leadKlass')}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {me.isPending || (isAdmin && grades.isPending) ? (
          <LoadingScreen minHeight={240} />
        ) : me.isError || grades.isError ? (
          <LoadFailure />
        ) : (
          <ReportForm grades={isAdmin ? grades.data : undefined} />
        )}
      </Paper>
    </Stack>
  );
}
