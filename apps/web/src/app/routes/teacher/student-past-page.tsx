import { Group, Stack, Title } from '@mantine/core';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSosProcessing } from '../../../features/sos-dashboard/hooks/use-sos-dashboard.ts';
import { useHealthcheckItems } from '../../../features/healthcheck-settings/hooks/use-healthcheck-items.ts';
import { ConditionHistory } from '../../../features/student-pages/components/condition-history-table.tsx';
import { SchoolMonthSelect } from '../../../features/student-pages/components/school-month-select.tsx';
import { useStudent, useStudentMonthConditions } from '../../../features/student-pages/hooks/use-student.ts';
import { japanDateKey } from '../../../lib/dates.ts';
import { fiscalMonthOptions, schoolYearOptions } from '../../../lib/fiscal-filters.ts';
import { StudentFrame, useStudentId } from './student-page.tsx';

/** `/{school_code}/teacher/student-past/{id}` and its sections: the student's earlier records. */
export function StudentPastLayout() {
  return <StudentFrame past />;
}

/** The year and month of the URL (?year=&month=), when they are among the offered choices. */
function periodFrom(params: URLSearchParams): { year: number; month: number } {
  const years = schoolYearOptions();
  const requestedYear = Number(params.get('year'));
  const year = years.includes(requestedYear) ? requestedYear : (years[0] ?? schoolYearOf());
  const months = fiscalMonthOptions(year);
  const requestedMonth = Number(params.get('month'));
  const current = Number(japanDateKey().slice(5, 7));
  return { year, month: months.includes(requestedMonth) ? requestedMonth : months.includes(current) ? current : (months[0] ?? 4) };
}

/**
 * `/{school_code}/teacher/student-past/{id}` (spec §2, §9): one month of the student's check-ins
 * chosen with year (current school year down to 2022) and month (April to March, capped at the
 * current month) selects, kept in the URL so the view can be reloaded or shared.
 */
export function StudentPastConditionsPage() {
  const { t } = useTranslation();
  const studentId = useStudentId();
  const student = useStudent(studentId);
  const [params, setParams] = useSearchParams();
  const { year, month } = periodFrom(params);
  const conditions = useStudentMonthConditions(studentId, year, month);
  const healthcheckItems = useHealthcheckItems();
  // 話: handled/unhandled only where the school records it (spec §4, issue 10 item 1).
  const talkProcessing = useSosProcessing().enabled;
  const title = t('teacherStudents.conditions.monthTitle', { year, month });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={2} fz={20}>
          {title}
        </Title>
        <SchoolMonthSelect
          year={year}
          month={month}
          onChange={(next) => setParams({ year: String(next.year), month: String(next.month) }, { preventScrollReset: true, replace: true })}
        />
      </Group>
      <ConditionHistory
        query={conditions}
        healthcheckItems={healthcheckItems.data}
        talkProcessing={talkProcessing}
        caption={t('teacherStudents.conditions.caption', { name: student.data?.name ?? '', period: title })}
      />
    </Stack>
  );
}
