import { Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ClassDashboardByDate, DashboardStudentRow } from '@sukoyaka/contracts/dashboards';
import type { ReactNode } from 'react';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { ConditionValueCell, NeedsCheckMark, TalkIndicator } from '../../../components/ui/dashboard-cells.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { AttentionMark } from '../../../components/ui/attention-mark.tsx';
import sticky from '../../../components/ui/sticky-column.module.css';
import { StudentLink } from '../../../components/ui/student-link.tsx';

export interface ClassDashboardTableProps {
  data: ClassDashboardByDate;
  /** Accessible caption: which class and day the table shows. */
  caption: string;
  /** The register controls of a row (出欠), shown above the parents' reports of the day. */
  renderAttendance?: (row: DashboardStudentRow) => ReactNode;
  /** The school's 話したい対応状況 setting (enabledProcessedSos): off, 話 shows no handled state. */
  talkProcessing: boolean;
}

/** 遅刻 and 早退 in a dark orange that keeps 4.5:1 on the striped rows (Mantine's orange.9 does not). */
const LATE_COLOR = '#a83c00';

/** The register entry as read aloud and shown under the name: 欠席 (病欠), 遅刻, 早退. */
function RegisterLine({ row }: { row: DashboardStudentRow }) {
  const { t } = useTranslation();
  const entry = row.attendance;
  if (!entry || entry.status === 'attend') return null;
  const status = t(`teacher.attendance.status.${entry.status}`);
  return (
    <Text size="sm" fw={700} c={entry.status === 'absent' ? 'red.9' : LATE_COLOR}>
      {entry.reason ? t('teacher.attendance.register', { status, reason: t(`teacher.attendance.reasons.${entry.reason}`) }) : status}
    </Text>
  );
}

/**
 * The parents' reports of the day (出欠連絡), under the register they inform: what they said and
 * whether it was confirmed or withdrawn.
 */
function ParentReports({ row }: { row: DashboardStudentRow }) {
  const { t } = useTranslation();
  if (row.parentAttendances.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="xs" fw={700} c="gray.8">
        {t('teacher.dashboard.moreColumns.parentReports')}
      </Text>
      {row.parentAttendances.map((report) => {
        const status = t(`teacher.attendance.status.${report.status}`);
        const state = report.cancelledAt ? 'cancelled' : report.confirmed ? 'confirmed' : 'unconfirmed';
        return (
          <Stack key={report.id} gap={0}>
            <Text size="sm" fw={600} td={state === 'cancelled' ? 'line-through' : undefined}>
              {report.reason ? t('teacher.attendance.register', { status, reason: t(`teacher.attendance.reasons.${report.reason}`) }) : status}{' '}
              <Badge
                size="sm"
                variant="light"
                color={state === 'confirmed' ? 'green' : state === 'cancelled' ? 'gray' : 'yellow'}
                style={{ verticalAlign: 'middle' }}
              >
                {t(`teacher.attendance.parentReport.${state}`)}
              </Badge>
            </Text>
            {report.memo ? (
              <Text size="xs" c="gray.8" lineClamp={2}>
                {report.memo}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The class day view table (spec §2 Teacher "Per-student condition table", "Dashboards day row"):
 * 番 (出席番号), 名前 (sticky, with the 要注意 mark and the register entry, e.g. 欠席 (病欠)), 出欠 with
 * the parents' 出欠連絡 of the day (third, so a teacher taking the register on a tablet has it in
 * view; issue 10 item 8), 心, 心 要確認, 体, 体 要確認, 話. Rows are compact so a 35-student class fits
 * in two screens at 1366×768. Faces are drawn and named (回答しない for a skip, a dash for 未入力); the talk
 * icon is dark red while a request is open and blue once processed (processing on), or 話したい in dark
 * red (processing off). The name opens the student page (StudentLink, back link to this view).
 */
export function ClassDashboardTable({ data, caption, renderAttendance, talkProcessing }: ClassDashboardTableProps) {
  const { t } = useTranslation();
  // Below Mantine's lg breakpoint (a 1024 px tablet) the faces stand without their names, below md
  // (768 px) 要確認 and 話 too (kept for screen readers and on hover): at 1024 px the whole row fits,
  // at 768 px the register (third column) is in view while the rest scrolls beside the sticky name.
  const labelFrom = 'lg';
  // 要確認 and 話 keep their words from 992 px up (a 1024 px tablet reads 未対応 and 話したい).
  const stateFrom = 'md';
  return (
    <CaptionedTable caption={caption} minWidth={700} striped highlightOnHover withTableBorder verticalSpacing={2} horizontalSpacing={8} stickyHeader>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={{ base: 40, lg: 64 }}>
            <span title={t('teacher.dashboard.columns.studentNumber')}>{t('teacher.dashboard.moreColumns.numberShort')}</span>
            <VisuallyHidden>{t('teacher.dashboard.columns.studentNumber')}</VisuallyHidden>
          </Table.Th>
          <Table.Th scope="col" w={{ base: 112, lg: 150 }} className={sticky.sticky}>
            {t('teacher.dashboard.columns.name')}
          </Table.Th>
          <Table.Th scope="col" w={renderAttendance ? 272 : 220}>
            {renderAttendance ? t('teacher.dashboard.moreColumns.attendance') : t('teacher.dashboard.moreColumns.parentReports')}
          </Table.Th>
          <Table.Th scope="col" w={{ base: 44, lg: 112 }} title={t('teacher.dashboard.columnsLong.mental')}>
            {t('teacher.dashboard.columns.mental')}
          </Table.Th>
          <Table.Th scope="col" w={{ base: 48, md: 92 }}>
            {t('teacher.dashboard.moreColumns.mentalCheck')}
          </Table.Th>
          <Table.Th scope="col" w={{ base: 44, lg: 112 }} title={t('teacher.dashboard.columnsLong.physical')}>
            {t('teacher.dashboard.columns.physical')}
          </Table.Th>
          <Table.Th scope="col" w={{ base: 48, md: 92 }}>
            {t('teacher.dashboard.moreColumns.physicalCheck')}
          </Table.Th>
          <Table.Th scope="col" w={{ base: 52, md: 150 }} title={t('teacher.dashboard.columnsLong.talk')}>
            {t('teacher.dashboard.columns.talk')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.students.length === 0 ? (
          <EmptyTableRow columns={8}>{t('teacher.dashboard.empty')}</EmptyTableRow>
        ) : (
          data.students.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.studentNumber}</Table.Td>
              <Table.Th scope="row" fw={500} className={sticky.sticky}>
                <StudentLink studentId={row.id}>{row.name}</StudentLink>
                <AttentionMark on={row.isAttention} />
                <RegisterLine row={row} />
              </Table.Th>
              <Table.Td>
                <Stack gap={4}>
                  {renderAttendance?.(row)}
                  <ParentReports row={row} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <ConditionValueCell value={row.mental} labelVisibleFrom={labelFrom} />
              </Table.Td>
              <Table.Td>
                <NeedsCheckMark alerts={[row.mentalAlert]} labelVisibleFrom={stateFrom} />
              </Table.Td>
              <Table.Td>
                <ConditionValueCell value={row.physical} labelVisibleFrom={labelFrom} />
              </Table.Td>
              <Table.Td>
                <NeedsCheckMark alerts={[row.physicalAlert]} labelVisibleFrom={stateFrom} />
              </Table.Td>
              <Table.Td>
                <TalkIndicator talk={row.talk} soss={row.soss} processing={talkProcessing} labelVisibleFrom={stateFrom} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}
