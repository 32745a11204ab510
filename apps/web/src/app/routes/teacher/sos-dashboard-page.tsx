import { ALERT_FILTERS } from '@sukoyaka/contracts/sos';
import { useTranslation } from 'react-i18next';
import { PagedScreen } from '../../../components/layouts/paged-screen.tsx';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { PeriodFilter } from '../../../components/ui/period-filter.tsx';
import { AlertStatusFilter } from '../../../components/ui/status-filter.tsx';
import { FeedbackButtons } from '../../../features/alert-feedback/components/feedback-buttons.tsx';
import { useAlertFeedbacks } from '../../../features/alert-feedback/hooks/use-alert-feedback.ts';
import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { SosKindFilter } from '../../../features/sos-dashboard/components/sos-kind-filter.tsx';
import { SosListTable } from '../../../features/sos-dashboard/components/sos-list-table.tsx';
import { useSosDashboard, useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { enumParam, positiveIntParam } from '../../../lib/search-params.ts';
import { formatRecordTime } from '../../../lib/time-formats.ts';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/use-list-params.ts';

/**
 * `/{school_code}/teacher/sos_dashboard` (話したいダッシュボード, spec §2 Teacher, §4 SOS, §9) on the
 * paged screen: the 話したい presses of the teacher's classes (admin teachers: the school, with
 * grade and class filters), filtered by year, month, status and 種類 (button). When the school
 * records how an SOS was handled, an open one offers 対応を記録する. New presses appear by
 * themselves (the layout's watcher refreshes every dashboard). Filters live in the URL.
 */
export function SosDashboardPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const isAdmin = useTeacherMe().data?.admin === true;
  const grades = useGradeKlasses(isAdmin);
  const { year, month } = list.period();
  const { gradeId, klassId } = list.gradeKlass(isAdmin);
  const status = enumParam(list.params, 'status', ALERT_FILTERS, 'all');
  const sosSettingId = positiveIntParam(list.params, 'sosSettingId');
  const dashboard = useSosDashboard({ year, month, status, gradeId, klassId, sosSettingId, page: list.page, limit: LIST_PAGE_SIZE });
  const processing = useSosProcessing();
  const marks = useAlertFeedbacks(
    'sos',
    (dashboard.data?.list ?? []).filter((s) => s.processed || !processing.enabled).map((s) => s.id),
  );
  return (
    <PagedScreen
      title={t('teacher.sosDashboard.pageTitle')}
      query={dashboard}
      page={list.page}
      onPage={(page) => list.update({ page })}
      count={(data) => t('teacher.sosDashboard.count', { total: data.total, unprocessed: data.unprocessed })}
      filters={
        <>
          <PeriodFilter year={year} month={month} onChange={(next) => list.update(next)} />
          <AlertStatusFilter value={status} onChange={(next) => list.update({ status: next })} />
          <SosKindFilter sosSettingId={sosSettingId} onChange={(next) => list.update({ sosSettingId: next })} />
          {isAdmin && grades.data ? <GradeKlassFilter grades={grades.data} gradeId={gradeId} klassId={klassId} onChange={(next) => list.update(next)} /> : null}
        </>
      }
    >
      {(data) => (
        <SosListTable
          list={data.list}
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
      )}
    </PagedScreen>
  );
}
