import type { ClassDashboardByWeek } from '@sukoyaka/contracts/dashboards';
import { useTranslation } from 'react-i18next';
import { AttentionMark } from '../../../components/ui/attention-mark.tsx';
import { StudentLink } from '../../../components/ui/student-link.tsx';
import { nonSchoolDaysOf, StudentWeekTable } from '../../../components/ui/student-week-table.tsx';

export interface ClassWeekTableProps {
  data: ClassDashboardByWeek;
  today: string;
  caption: string;
  /** The school's 話したい対応状況 setting (enabledProcessedSos). */
  talkProcessing: boolean;
}

/**
 * The class week view (spec §2 "week table with columns per date for mental, physical and talk");
 * each name opens the student page (back link to this week) and carries the 要注意 mark.
 */
export function ClassWeekTable({ data, today, caption, talkProcessing }: ClassWeekTableProps) {
  const { t } = useTranslation();
  return (
    <StudentWeekTable
      dates={data.dates}
      today={today}
      caption={caption}
      columns={[
        { key: 'number', label: t('teacher.dashboard.columns.studentNumber'), width: 80 },
        { key: 'name', label: t('teacher.dashboard.columns.name'), width: 150 },
      ]}
      rowHeaderIndex={1}
      rows={data.students.map((s) => ({
        id: s.id,
        leading: [
          s.studentNumber,
          <span key="name">
            <StudentLink studentId={s.id}>{s.name}</StudentLink>
            <AttentionMark on={s.isAttention} />
          </span>,
        ],
        days: s.days,
      }))}
      emptyText={t('teacher.dashboard.empty')}
      talkProcessing={talkProcessing}
      nonSchoolDays={nonSchoolDaysOf(data.calendar)}
    />
  );
}
