import { Alert, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ClassDashboardSummary } from '../../../features/class-dashboard/components/class-dashboard-summary.tsx';
import { ClassDashboardTable } from '../../../features/class-dashboard/components/class-dashboard-table.tsx';
import { DashboardDateControls } from '../../../features/class-dashboard/components/dashboard-date-controls.tsx';
import { KlassSelector } from '../../../features/class-dashboard/components/klass-selector.tsx';
import { useClassDashboard, useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateWithWeekday, todayKey } from '../../../lib/dates.ts';
import { currentHtmlLang } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A positive integer query parameter, or undefined. */
function idParam(value: string | null): number | undefined {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/**
 * `/{school_code}/teacher/class_dashboard` (spec §2 Teacher, §7 Dashboards): the class day view.
 * Date (default today, Japan time) and, for admin teachers, grade and class live in the URL
 * (?date=&gradeId=&klassId=), so a view can be reloaded or shared.
 */
export function ClassDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = todayKey();
  const rawDate = params.get('date');
  const date = rawDate && DATE_KEY.test(rawDate) && rawDate <= today ? rawDate : today;
  const gradeId = idParam(params.get('gradeId'));
  const klassId = idParam(params.get('klassId'));

  const me = useTeacherMe();
  const isAdmin = me.data?.admin === true;
  const dashboard = useClassDashboard({ date, gradeId, klassId });
  const grades = useGradeKlasses(isAdmin);
  usePageTitle(t('teacher.dashboard.pageTitle'), t('common.appName'));

  function update(next: { date?: string; gradeId?: number; klassId?: number }) {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        if (next.date) merged.set('date', next.date);
        if (next.gradeId) merged.set('gradeId', String(next.gradeId));
        if (next.klassId) merged.set('klassId', String(next.klassId));
        return merged;
      },
      { preventScrollReset: true },
    );
  }

  const htmlLang = currentHtmlLang();
  const data = dashboard.data;
  const dateLabel = formatDateWithWeekday(data?.date ?? date, htmlLang);

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Text size="sm" fw={600} c="gray.7">
          {t('teacher.dashboard.pageTitle')}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {data ? t('teacher.dashboard.title', { grade: data.grade.name, klass: data.klass.name }) : t('teacher.dashboard.pageTitle')}
          <Text component="span" inherit fw={500} ml="md">
            {dateLabel}
          </Text>
        </Title>
      </Stack>

      <Group gap="lg" align="flex-end" wrap="wrap">
        <DashboardDateControls date={date} today={today} onChange={(next) => update({ date: next })} />
        {isAdmin && grades.data && data ? (
          <KlassSelector grades={grades.data} gradeId={data.grade.id} klassId={data.klass.id} onChange={(selection) => update(selection)} />
        ) : null}
        {dashboard.isFetching && data ? (
          <Group gap={6} role="status" aria-live="polite" pb={10}>
            <Loader size="xs" aria-hidden="true" />
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          </Group>
        ) : null}
      </Group>

      {dashboard.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : dashboard.isError ? (
        isApiError(dashboard.error, 404) ? (
          <Alert color="yellow" variant="light" role="alert">
            {dashboard.error.errors.join('\n')}
          </Alert>
        ) : (
          <LoadFailure />
        )
      ) : (
        <Stack gap="sm">
          <ClassDashboardSummary data={dashboard.data} />
          <ClassDashboardTable
            data={dashboard.data}
            caption={t('teacher.dashboard.tableCaption', { date: dateLabel, grade: dashboard.data.grade.name, klass: dashboard.data.klass.name })}
          />
        </Stack>
      )}
    </Stack>
  );
}
