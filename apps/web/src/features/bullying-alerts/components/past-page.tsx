import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePastAlerts, useStudentAlerts } from '../hooks/use-bullying.ts';
import { PastTable } from './past-table.tsx';
import { StudentExportButton } from './student-export-button.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * spec §2 bullying-alert-past/{id}: the student's past bullying sheets (past alert table), with the
 * Excel of every sheet the student answered (students/export_past_questionnaire, issue 11 item 5).
 */
export function PastPage() {
  const { t } = useTranslation();
  const { school_code: schoolCode = '', id } = useParams();
  const studentId = Number(id);
  const student = useStudentAlerts(studentId);
  const past = usePastAlerts(studentId);
  usePageTitle(t('bullyingAlerts.past.pageTitle'), t('common.appName'));
  if (student.isPending || past.isPending) return <LoadingScreen minHeight={240} />;
  if (isApiError(student.error, 404)) return <NotFoundView />;
  if (student.isError || past.isError) return <LoadFailure />;
  const h = student.data.student;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('bullyingAlerts.past.heading', { name: h.name, grade: h.gradeName, klass: h.klassName, number: h.studentNumber ?? '-' })}
        </Title>
        <Group gap="md">
          <StudentExportButton file={{ kind: 'export_past_questionnaire', studentId }} label={t('bullyingAlerts.studentExports.past')} size="xs" />
          <Anchor component={Link} to={paths.teacher(schoolCode, `student-past/${studentId}`)}>
            {t('bullyingAlerts.past.studentPast')}
          </Anchor>
        </Group>
      </Group>
      <PastTable studentId={studentId} rows={past.data} />
    </Stack>
  );
}
