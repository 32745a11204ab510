import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarImport } from '../../../../features/school-calendar/components/calendar-import.tsx';
import { CalendarRangeForm } from '../../../../features/school-calendar/components/calendar-range-form.tsx';
import { CalendarRangeTable } from '../../../../features/school-calendar/components/calendar-range-table.tsx';
import { useSchoolCalendar } from '../../../../features/school-calendar/hooks/use-school-calendar.ts';
import { useTeacherMe } from '../../../../features/teachers/hooks/use-teacher.ts';
import { todayKey } from '../../../../lib/dates.ts';
import { SettingsFrame } from './settings-frame.tsx';

/**
 * `/{school_code}/teacher/settings/calendar` (our addition, issue 10, decisions 007 and 020): the
 * school's own non-school days by school year: the list (delete with confirmation), 期間を追加 and
 * the Excel import. Admin teachers only: class teachers see the note and nothing is loaded.
 */
export function CalendarSettingsPage() {
  const { t } = useTranslation();
  const me = useTeacherMe();
  const admin = me.data?.admin === true;
  const [year, setYear] = useState<number | undefined>(undefined);
  const calendar = useSchoolCalendar(year, admin);
  const view = calendar.data;
  const today = todayKey();
  const inYear = view ? (today >= `${view.year}-04-01` && today <= `${view.year + 1}-03-31` ? today : `${view.year}-04-01`) : today;
  return (
    <SettingsFrame
      title={t('teacherSettings.calendar.title')}
      lead={t('teacherSettings.calendar.lead')}
      loading={admin && calendar.isPending}
      failed={admin && calendar.isError}
    >
      {(readOnly) =>
        readOnly ? (
          <Text c="gray.8">{t('teacherSettings.calendar.adminOnly')}</Text>
        ) : view ? (
          <Stack gap="lg">
            <NativeSelect
              label={t('teacherSettings.calendar.year')}
              value={String(view.year)}
              onChange={(e) => setYear(Number(e.currentTarget.value))}
              data={[...new Set([view.year, ...view.years])]
                .sort((a, b) => b - a)
                .map((y) => ({ value: String(y), label: t('teacherSettings.calendar.yearOption', { year: y }) }))}
              w={200}
            />
            <CalendarRangeTable ranges={view.ranges} />
            <CalendarRangeForm key={view.year} klasses={view.klasses} defaultDate={inYear} />
            <CalendarImport />
          </Stack>
        ) : null
      }
    </SettingsFrame>
  );
}
