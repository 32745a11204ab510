import { Group, Stack, Text, Title } from '@mantine/core';
import { ALERT_FILTERS } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import { ReloadButton } from '../../../components/ui/reload-button.tsx';
import { StatusFilter } from '../../../components/ui/status-filter.tsx';
import { FeedbackButtons } from '../../../features/alert-feedback/components/feedback-buttons.tsx';
import { useAlertFeedbacks } from '../../../features/alert-feedback/hooks/use-alert-feedback.ts';
import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { SosKindFilter } from '../../../features/sos-dashboard/components/sos-kind-filter.tsx';
import { SosListTable } from '../../../features/sos-dashboard/components/sos-list-table.tsx';
import { useSosDashboard, useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { schoolYearOptions } from '../../../lib/fiscal-filters.ts';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import { enumParam, positiveIntParam, withParams } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const PAGE_SIZE = 50;

/**
 * `/{school_code}/teacher/sos_dashboard` (話したいダッシュボード, spec §2 Teacher, §4 SOS, §9): the 話したい
 * presses of the teacher's classes (admin teachers: the school, with grade and class filters),
 * filtered by year, month, status and 種類 (button). When the school records how an SOS was
 * handled, an open one offers 対応を記録する. New presses appear by themselves (the layout's
 * watcher refreshes every dashboard). Filters live in the URL.
 */
export function SosDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isAdmin = useTeacherMe().data?.admin === true;
  const grades = useGradeKlasses(isAdmin);
  const years = schoolYearOptions();
  const yearParam = positiveIntParam(params, 'year');
  const year = yearParam && years.includes(yearParam) ? yearParam : years[0]!;
  const monthParam = positiveIntParam(params, 'month');
  const month = monthParam && monthParam <= 12 ? monthParam : undefined;
  const status = enumParam(params, 'status', ALERT_FILTERS, 'all');
  const gradeId = isAdmin ? positiveIntParam(params, 'gradeId') : undefined;
  const klassId = isAdmin ? positiveIntParam(params, 'klassId') : undefined;
  const sosSettingId = positiveIntParam(params, 'sosSettingId');
  const page = positiveIntParam(params, 'page') ?? 1;
  const dashboard = useSosDashboard({ year, month, status, gradeId, klassId, sosSettingId, page, limit: PAGE_SIZE });
  const processing = useSosProcessing();
  const marks = useAlertFeedbacks(
    'sos',
    (dashboard.data?.list ?? []).filter((s) => s.processed || !processing.enabled).map((s) => s.id),
  );
  usePageTitle(t('teacher.sosDashboard.pageTitle'), t('common.appName'));

  function update(changes: Record<string, string | number | undefined>) {
    setParams((current) => withParams(current, changes), { preventScrollReset: true });
  }

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('teacher.sosDashboard.pageTitle')}
      </Title>
      <Group role="search" aria-label={t('teacher.filters.title')} gap="md" align="flex-end" wrap="wrap">
        <PeriodFilter year={year} month={month} onChange={(next) => update({ year: next.year, month: next.month })} />
        <StatusFilter
          label={t('teacher.filters.status')}
          value={status}
          options={ALERT_FILTERS.map((value) => ({ value, label: t(`teacher.filters.statusOptions.${value}`) }))}
          onChange={(next) => update({ status: next === 'all' ? undefined : next })}
        />
        <SosKindFilter sosSettingId={sosSettingId} onChange={(next) => update({ sosSettingId: next })} />
        {isAdmin && grades.data ? <GradeKlassFilter grades={grades.data} gradeId={gradeId} klassId={klassId} onChange={(next) => update(next)} /> : null}
        <ReloadButton loading={dashboard.isFetching} onClick={() => void dashboard.refetch()} />
      </Group>
      {dashboard.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : dashboard.isError ? (
        <LoadFailure />
      ) : (
        <Stack gap="sm">
          <Text fw={600} role="status">
            {t('teacher.sosDashboard.count', { total: dashboard.data.total, unprocessed: dashboard.data.unprocessed })}
          </Text>
          <SosListTable
            list={dashboard.data.list}
            processingEnabled={processing.enabled}
            statuses={processing.statuses}
            renderFeedback={(sos) => (
              <FeedbackButtons
                subject="sos"
                id={sos.id}
                mark={marks.data?.get(sos.id)}
                label={`${formatRecordTime(sos.datetime)} ${sos.student.name} ${sos.label}`}
              />
            )}
          />
          <ListPagination page={page} limit={PAGE_SIZE} total={dashboard.data.total} onChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </Stack>
  );
}
