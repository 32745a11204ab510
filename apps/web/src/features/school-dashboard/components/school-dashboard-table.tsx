import { Anchor, Table } from '@mantine/core';
import type { AllDashboard } from '@sukoyaka/contracts/dashboards';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConditionValueCell, NeedsCheckMark, TalkIndicator } from '../../../components/ui/dashboard-cells.tsx';
import { nonSchoolDaysOf, StudentWeekTable } from '../../../components/ui/student-week-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { AttentionMark } from '../../../components/ui/attention-mark.tsx';
import sticky from '../../../components/ui/sticky-column.module.css';
import { StudentLink } from '../../../components/ui/student-link.tsx';

type SchoolStudent = AllDashboard['students'][number];

export interface SchoolDashboardTableProps {
  data: AllDashboard;
  view: 'day' | 'week';
  today: string;
  caption: string;
  /** The class dashboard of a student's class (the 学年・組 cell links there), or null for no link. */
  klassHref: (student: SchoolStudent) => string | null;
  /** The school's 話したい対応状況 setting (enabledProcessedSos): off, 話 shows no handled state. */
  talkProcessing: boolean;
}

function KlassCell({ student, href }: { student: SchoolStudent; href: string | null }) {
  const { t } = useTranslation();
  const text = `${student.gradeName} ${student.klassName}`;
  if (!href) return <>{text}</>;
  return (
    <Anchor component={Link} to={href} inherit aria-label={t('teacher.allDashboard.openKlass', { grade: student.gradeName, klass: student.klassName })}>
      {text}
    </Anchor>
  );
}

/**
 * The school views' table (spec §2 all_dashboard "Dashboards day row and week row"): 学年・組
 * (linking to that class dashboard), 出席番号 and 名前 (opening the student page), then for one day 心, 心 要確認, 体, 体 要確認,
 * 話, or for a week 心, 体, 話 per date.
 */
export function SchoolDashboardTable({ data, view, today, caption, klassHref, talkProcessing }: SchoolDashboardTableProps) {
  const { t } = useTranslation();
  if (view === 'week') {
    return (
      <StudentWeekTable
        dates={data.dates}
        today={today}
        caption={caption}
        columns={[
          { key: 'klass', label: t('teacher.allDashboard.columns.klass'), width: 96 },
          { key: 'number', label: t('teacher.dashboard.columns.studentNumber'), width: 80 },
          { key: 'name', label: t('teacher.dashboard.columns.name'), width: 140 },
        ]}
        rowHeaderIndex={2}
        rows={data.students.map((s) => ({
          id: s.id,
          leading: [
            <KlassCell key="klass" student={s} href={klassHref(s)} />,
            s.studentNumber,
            <span key="name">
              <StudentLink studentId={s.id}>{s.name}</StudentLink>
              <AttentionMark on={s.isAttention} />
            </span>,
          ],
          days: s.days,
          closedDays: Object.fromEntries(data.klassClosures.filter((c) => c.klassId === s.klassId).map((c) => [c.date, c.label])),
        }))}
        emptyText={t('teacher.allDashboard.empty')}
        talkProcessing={talkProcessing}
        nonSchoolDays={nonSchoolDaysOf(data.calendar)}
      />
    );
  }
  return (
    <CaptionedTable caption={caption} minWidth={900} striped highlightOnHover withTableBorder verticalSpacing="xs" stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={96}>
            {t('teacher.allDashboard.columns.klass')}
          </Table.Th>
          <Table.Th scope="col" w={80}>
            {t('teacher.dashboard.columns.studentNumber')}
          </Table.Th>
          <Table.Th scope="col" miw={160} className={sticky.sticky}>
            {t('teacher.dashboard.columns.name')}
          </Table.Th>
          <Table.Th scope="col" w={124}>
            {t('teacher.dashboard.columns.mental')}
          </Table.Th>
          <Table.Th scope="col" w={104}>
            {t('teacher.dashboard.moreColumns.mentalCheck')}
          </Table.Th>
          <Table.Th scope="col" w={124}>
            {t('teacher.dashboard.columns.physical')}
          </Table.Th>
          <Table.Th scope="col" w={104}>
            {t('teacher.dashboard.moreColumns.physicalCheck')}
          </Table.Th>
          <Table.Th scope="col" w={220}>
            {t('teacher.dashboard.columns.talk')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.students.length === 0 ? (
          <EmptyTableRow columns={8}>{t('teacher.allDashboard.empty')}</EmptyTableRow>
        ) : (
          data.students.map((student) => {
            const day = student.days[0];
            return (
              <Table.Tr key={student.id}>
                <Table.Td>
                  <KlassCell student={student} href={klassHref(student)} />
                </Table.Td>
                <Table.Td>{student.studentNumber}</Table.Td>
                <Table.Th scope="row" fw={500} className={sticky.sticky}>
                  <StudentLink studentId={student.id}>{student.name}</StudentLink>
                  <AttentionMark on={student.isAttention} />
                </Table.Th>
                <Table.Td>
                  <ConditionValueCell value={day?.mental ?? null} />
                </Table.Td>
                <Table.Td>
                  <NeedsCheckMark alerts={[day?.mentalAlert ?? null]} />
                </Table.Td>
                <Table.Td>
                  <ConditionValueCell value={day?.physical ?? null} />
                </Table.Td>
                <Table.Td>
                  <NeedsCheckMark alerts={[day?.physicalAlert ?? null]} />
                </Table.Td>
                <Table.Td>
                  <TalkIndicator talk={day?.talk ?? 'none'} processing={talkProcessing} escalated={day?.talkEscalated === true} />
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
