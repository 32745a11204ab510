import { Group, Stack, Text, Title } from '@mantine/core';
import { ALERT_FILTERS } from '@sukoyaka/contracts/sos';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import type { Grade } from '@sukoyaka/contracts/schools';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import { ReloadButton } from '../../../components/ui/reload-button.tsx';
import { StatusFilter } from '../../../components/ui/status-filter.tsx';
import { schoolYearOptions } from '../../../lib/fiscal-filters.ts';
import { enumParam, positiveIntParam, withParams } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useAlertDashboard } from '../hooks/use-alert-dashboard.ts';
import { AlertListTable } from './alert-list-table.tsx';

export interface AlertDashboardScreenProps {
  conditionKind: ConditionKind;
  /** The school's grades and classes when the teacher may filter by them (admin), else null. */
  grades: Grade[] | null;
}

const PAGE_SIZE = 50;

/**
 * The 心不調 / 体不調 dashboards (spec §2 Teacher, §4 condition alert, §9 filters): year (current
 * school year down to 2022), month (April to March, capped at this month, newest first, or the
 * whole year), status (すべて / 対応済み / 未対応), for admin teachers grade and class, a reload
 * button, the alert list and the pager. Filters live in the URL (?year=&month=&status=&…).
 */
export function AlertDashboardScreen({ conditionKind, grades }: AlertDashboardScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const years = schoolYearOptions();
  const yearParam = positiveIntParam(params, 'year');
  const year = yearParam && years.includes(yearParam) ? yearParam : years[0]!;
  const monthParam = positiveIntParam(params, 'month');
  const month = monthParam && monthParam <= 12 ? monthParam : undefined;
  const status = enumParam(params, 'status', ALERT_FILTERS, 'all');
  const gradeId = grades ? positiveIntParam(params, 'gradeId') : undefined;
  const klassId = grades ? positiveIntParam(params, 'klassId') : undefined;
  const page = positiveIntParam(params, 'page') ?? 1;
  const dashboard = useAlertDashboard({ conditionKind, year, month, status, gradeId, klassId, page, limit: PAGE_SIZE });
  const title = t(`teacher.alertDashboard.${conditionKind}.pageTitle`);
  usePageTitle(title, t('common.appName'));

  function update(changes: Record<string, string | number | undefined>) {
    setParams((current) => withParams(current, changes), { preventScrollReset: true });
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="gray.8">{t(`teacher.alertDashboard.${conditionKind}.lead`)}</Text>
      </Stack>
      <Group role="search" gap="md" align="flex-end" wrap="wrap" aria-label={t('teacher.filters.title')}>
        <PeriodFilter year={year} month={month} onChange={(next) => update({ year: next.year, month: next.month })} />
        <StatusFilter
          label={t('teacher.filters.status')}
          value={status}
          options={ALERT_FILTERS.map((value) => ({ value, label: t(`teacher.filters.statusOptions.${value}`) }))}
          onChange={(next) => update({ status: next === 'all' ? undefined : next })}
        />
        {grades ? <GradeKlassFilter grades={grades} gradeId={gradeId} klassId={klassId} onChange={(next) => update(next)} /> : null}
        <ReloadButton loading={dashboard.isFetching} onClick={() => void dashboard.refetch()} />
      </Group>
      {dashboard.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : dashboard.isError ? (
        <LoadFailure />
      ) : (
        <Stack gap="sm">
          <Text fw={600} role="status">
            {t('teacher.alertDashboard.count', { total: dashboard.data.total, unprocessed: dashboard.data.unprocessed })}
          </Text>
          <AlertListTable list={dashboard.data.list} title={title} />
          <ListPagination page={page} limit={PAGE_SIZE} total={dashboard.data.total} onChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </Stack>
  );
}
