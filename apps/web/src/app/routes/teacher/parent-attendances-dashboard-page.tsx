import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { CONFIRM_FILTERS } from '@sukoyaka/contracts/parent-attendance';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ReloadButton } from '../../../components/ui/reload-button.tsx';
import { StatusFilter } from '../../../components/ui/status-filter.tsx';
import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { ParentAttendanceTable } from '../../../features/parent-attendance-dashboard/components/parent-attendance-table.tsx';
import { useParentAttendanceDashboard } from '../../../features/parent-attendance-dashboard/hooks/use-parent-attendance-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { enumParam, positiveIntParam, withParams } from '../../../lib/search-params.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const PAGE_SIZE = 50;
const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/{school_code}/teacher/parent_attendances_dashboard` (出欠連絡, spec §2 Teacher, §4 parent
 * attendance, §9 confirm filter): the parents' absence, late and early-leave reports for the
 * teacher's classes (admin teachers: the school, with grade and class filters), by day and by
 * 確認状況 (default label 確認状況を選択する; すべて / 確認済み / 未確認 / 取り消し). 確認する writes a report
 * into the class register. Filters live in the URL.
 */
export function ParentAttendancesDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isAdmin = useTeacherMe().data?.admin === true;
  const grades = useGradeKlasses(isAdmin);
  const rawDate = params.get('date');
  const date = rawDate && DATE_KEY.test(rawDate) ? rawDate : undefined;
  const statusParam = params.get('status');
  const status = statusParam ? enumParam(params, 'status', CONFIRM_FILTERS, 'all') : undefined;
  const gradeId = isAdmin ? positiveIntParam(params, 'gradeId') : undefined;
  const klassId = isAdmin ? positiveIntParam(params, 'klassId') : undefined;
  const page = positiveIntParam(params, 'page') ?? 1;
  const dashboard = useParentAttendanceDashboard({ date, status, gradeId, klassId, page, limit: PAGE_SIZE });
  usePageTitle(t('teacher.parentAttendances.pageTitle'), t('common.appName'));

  function update(changes: Record<string, string | number | undefined>) {
    setParams((current) => withParams(current, changes), { preventScrollReset: true });
  }

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('teacher.parentAttendances.pageTitle')}
      </Title>
      <Group role="search" aria-label={t('teacher.filters.title')} gap="md" align="flex-end" wrap="wrap">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="date"
            size="md"
            w={180}
            label={t('teacher.parentAttendances.date')}
            value={date ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value === '' || DATE_KEY.test(value)) update({ date: value || undefined });
            }}
          />
          {date ? (
            <Button variant="subtle" size="md" onClick={() => update({ date: undefined })}>
              {t('teacher.parentAttendances.clearDate')}
            </Button>
          ) : null}
        </Group>
        <StatusFilter
          label={t('teacher.parentAttendances.confirmStatus')}
          value={status}
          placeholder={t('teacher.parentAttendances.confirmPlaceholder')}
          options={CONFIRM_FILTERS.map((value) => ({ value, label: t(`teacher.parentAttendances.confirmOptions.${value}`) }))}
          onChange={(next) => update({ status: next })}
        />
        {isAdmin && grades.data ? <GradeKlassFilter grades={grades.data} gradeId={gradeId} klassId={klassId} onChange={(next) => update(next)} /> : null}
        <ReloadButton loading={dashboard.isFetching} onClick={() => void dashboard.refetch()} />
      </Group>
      {dashboard.isPending ? (
        <LoadingScreen minHeight={240} />
      ) : dashboard.isError ? (
        <LoadFailure />
      ) : (
        <Stack gap="sm">
          <ParentAttendanceTable list={dashboard.data.list} />
          <ListPagination page={page} limit={PAGE_SIZE} total={dashboard.data.total} onChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </Stack>
  );
}
