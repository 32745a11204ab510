import { Button, Group, TextInput } from '@mantine/core';
import { CONFIRM_FILTERS } from '@sukoyaka/contracts/parent-attendance';
import { useTranslation } from 'react-i18next';
import { PagedScreen } from '../../../components/layouts/paged-screen.tsx';
import { GradeKlassFilter } from '../../../components/ui/grade-klass-filter.tsx';
import { StatusFilter } from '../../../components/ui/status-filter.tsx';
import { useGradeKlasses } from '../../../features/class-dashboard/hooks/use-class-dashboard.ts';
import { ParentAttendanceTable } from '../../../features/parent-attendance-dashboard/components/parent-attendance-table.tsx';
import { useParentAttendanceDashboard } from '../../../features/parent-attendance-dashboard/hooks/use-parent-attendance-dashboard.ts';
import { useTeacherMe } from '../../../features/teachers/hooks/use-teacher.ts';
import { enumParam } from '../../../lib/search-params.ts';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/use-list-params.ts';

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/{school_code}/teacher/parent_attendances_dashboard` (出欠連絡, spec §2 Teacher, §4 parent
 * attendance, §9 confirm filter): the parents' absence, late and early-leave reports for the
 * teacher's classes (admin teachers: the school, with grade and class filters), by day and by
 * 確認状況 (default label 確認状況を選択する; すべて / 確認済み / 未確認 / 取り消し). 確認する writes a report
 * into the class register. Filters live in the URL; the paged screen shows them.
 */
export function ParentAttendancesDashboardPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const isAdmin = useTeacherMe().data?.admin === true;
  const grades = useGradeKlasses(isAdmin);
  const rawDate = list.params.get('date');
  const date = rawDate && DATE_KEY.test(rawDate) ? rawDate : undefined;
  const status = list.params.get('status') ? enumParam(list.params, 'status', CONFIRM_FILTERS, 'all') : undefined;
  const { gradeId, klassId } = list.gradeKlass(isAdmin);
  const dashboard = useParentAttendanceDashboard({ date, status, gradeId, klassId, page: list.page, limit: LIST_PAGE_SIZE });
  return (
    <PagedScreen
      title={t('teacher.parentAttendances.pageTitle')}
      query={dashboard}
      page={list.page}
      onPage={(page) => list.update({ page })}
      filters={
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              type="date"
              size="md"
              w={180}
              label={t('teacher.parentAttendances.date')}
              value={date ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (value === '' || DATE_KEY.test(value)) list.update({ date: value || undefined });
              }}
            />
            {date ? (
              <Button variant="subtle" size="md" onClick={() => list.update({ date: undefined })}>
                {t('teacher.parentAttendances.clearDate')}
              </Button>
            ) : null}
          </Group>
          <StatusFilter
            label={t('teacher.parentAttendances.confirmStatus')}
            value={status}
            placeholder={t('teacher.parentAttendances.confirmPlaceholder')}
            options={CONFIRM_FILTERS.map((value) => ({ value, label: t(`teacher.parentAttendances.confirmOptions.${value}`) }))}
            onChange={(next) => list.update({ status: next })}
          />
          {isAdmin && grades.data ? <GradeKlassFilter grades={grades.data} gradeId={gradeId} klassId={klassId} onChange={(next) => list.update(next)} /> : null}
        </>
      }
    >
      {(data) => <ParentAttendanceTable list={data.list} />}
    </PagedScreen>
  );
}
