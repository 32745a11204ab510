import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import type { Grade } from '@sukoyaka/contracts/schools';
import { ALERT_FILTERS } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { PagedScreen } from '../../../components/layouts/paged-screen.tsx';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import { AlertStatusFilter } from '../../../components/ui/status-filter.tsx';
import { enumParam } from '../../../lib/search-params.ts';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/use-list-params.ts';
import { useAlertDashboard } from '../hooks/use-alert-dashboard.ts';
import { AlertListTable } from './alert-list-table.tsx';

export interface AlertDashboardScreenProps {
  conditionKind: ConditionKind;
  /** The school's grades and classes when the teacher may filter by them (admin), else null. */
  grades: Grade[] | null;
}

/**
 * The 心不調 / 体不調 dashboards (spec §2 Teacher, §4 condition alert, §9 filters) on the paged
 * screen: year (current school year down to 2022), month (April to March, capped at this month,
 * newest first, or the whole year), status (すべて / 対応済み / 未対応), for admin teachers grade and
 * class; the alert list and the pager. Filters live in the URL (?year=&month=&status=&…).
 */
export function AlertDashboardScreen({ conditionKind, grades }: AlertDashboardScreenProps) {
  const { t } = useTranslation();
  const list = useListParams();
  const { year, month } = list.period();
  const { gradeId, klassId } = list.gradeKlass(grades !== null);
  const status = enumParam(list.params, 'status', ALERT_FILTERS, 'all');
  const dashboard = useAlertDashboard({ conditionKind, year, month, status, gradeId, klassId, page: list.page, limit: LIST_PAGE_SIZE });
  const title = t(`teacher.alertDashboard.${conditionKind}.pageTitle`);
  return (
    <PagedScreen
      title={title}
      lead={t(`teacher.alertDashboard.${conditionKind}.lead`)}
      query={dashboard}
      page={list.page}
      onPage={(page) => list.update({ page })}
      count={(data) => t('teacher.alertDashboard.count', { total: data.total, unprocessed: data.unprocessed })}
      filters={
        <>
          <PeriodFilter year={year} month={month} onChange={(next) => list.update(next)} />
          <AlertStatusFilter value={status} onChange={(next) => list.update({ status: next })} />
          {grades ? <GradeKlassFilter grades={grades} gradeId={gradeId} klassId={klassId} onChange={(next) => list.update(next)} /> : null}
        </>
      }
    >
      {(data) => <AlertListTable list={data.list} title={title} />}
    </PagedScreen>
  );
}
