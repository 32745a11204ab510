import { Modal, Table } from '@mantine/core';
import { REGISTER_TOTAL_KEYS as TOTAL_KEYS, type StudentAttendanceTotals } from '@sukoyaka/contracts/register-totals';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';

export interface AttendanceMonthsModalProps {
  opened: boolean;
  onClose: () => void;
  studentName: string;
  totals: StudentAttendanceTotals;
}

/**
 * The register totals month by month (April first) with the year's total line (issue 25 item 7):
 * one row per month, one column per 指導要録 figure; scrolls sideways inside on a narrow screen.
 */
export function AttendanceMonthsModal({ opened, onClose, studentName, totals }: AttendanceMonthsModalProps) {
  const { t } = useTranslation();
  const k = 'teacherStudents.attendanceTotals';
  const caption = t(`${k}.monthsCaption`, { name: studentName, year: totals.year });
  return (
    <Modal opened={opened} onClose={onClose} title={caption} size="xl" closeButtonProps={{ 'aria-label': t(`${k}.close`) }}>
      <CaptionedTable
        caption={caption}
        minWidth={760}
        striped
        withTableBorder
        verticalSpacing="xs"
        fz="sm"
        columns={[{ label: t(`${k}.month`) }, ...TOTAL_KEYS.map((key) => ({ label: t(`${k}.${key}`), ta: 'right' as const }))]}
      >
        <Table.Tbody>
          {totals.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Th scope="row">{t(`${k}.monthValue`, { month: m.month })}</Table.Th>
              {TOTAL_KEYS.map((key) => (
                <Table.Td key={key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {m[key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t(`${k}.yearTotal`)}</Table.Th>
            {TOTAL_KEYS.map((key) => (
              <Table.Td key={key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {totals.total[key]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </CaptionedTable>
    </Modal>
  );
}
