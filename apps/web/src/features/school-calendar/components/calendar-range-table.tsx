import { Badge, Button, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sukoyaka/contracts/dates';
import type { SchoolCalendarRange } from '@sukoyaka/contracts/school-calendar';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useDeleteRanges } from '../hooks/use-school-calendar.ts';
import { showDone } from '../../../components/ui/toast.ts';

/** The period as shown: one date, or YYYY/MM/DD〜YYYY/MM/DD (spec §9 date format). */
export const periodText = (r: { from: string; to: string }) => (r.from === r.to ? formatDate(r.from) : `${formatDate(r.from)}〜${formatDate(r.to)}`);

/** Calendar days from `from` to `to`, both included. */
const dayCount = (r: { from: string; to: string }) => Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000) + 1;

const KIND_COLORS: Record<SchoolCalendarRange['kind'], string> = {
  vacation: 'blue',
  holiday: 'cyan',
  closure: 'red',
  class_closure: 'orange',
  opening_day: 'green',
  closing_day: 'green',
  school_day: 'teal',
};

export interface CalendarRangeTableProps {
  ranges: SchoolCalendarRange[];
}

/**
 * The school year's ranges (issue 10 settings/calendar) by start date: kind, name, period, class
 * (学校全体 unless 学級閉鎖), days, and a delete button that asks first and shows a toast.
 */
export function CalendarRangeTable({ ranges }: CalendarRangeTableProps) {
  const { t } = useTranslation();
  const remove = useDeleteRanges();
  const [asked, setAsked] = useState<SchoolCalendarRange | null>(null);
  const nameOf = (r: SchoolCalendarRange) => r.label || t(`teacherSettings.calendar.kinds.${r.kind}`);

  function confirm() {
    if (!asked) return;
    remove.mutate([asked.id], {
      onSuccess: () => {
        setAsked(null);
        showDone(t('teacherSettings.calendar.remove.done'));
      },
    });
  }

  return (
    <>
      <CaptionedTable
        caption={t('teacherSettings.calendar.table.caption')}
        minWidth={640}
        striped
        highlightOnHover
        verticalSpacing="xs"
        columns={[
          { label: t('teacherSettings.calendar.table.kind') },
          { label: t('teacherSettings.calendar.table.label') },
          { label: t('teacherSettings.calendar.table.period') },
          { label: t('teacherSettings.calendar.table.klass') },
          { label: t('teacherSettings.calendar.table.days'), ta: 'right' as const },
          { label: t('teacherSettings.calendar.table.actions') },
        ]}
      >
        <Table.Tbody>
          {ranges.length === 0 ? (
            <EmptyTableRow columns={6}>{t('teacherSettings.calendar.table.empty')}</EmptyTableRow>
          ) : (
            ranges.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Badge color={KIND_COLORS[r.kind]} variant="light" radius="sm" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
                    {t(`teacherSettings.calendar.kinds.${r.kind}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{periodText(r)}</Table.Td>
                <Table.Td>
                  {r.klassName ?? (
                    <Text span inherit c="gray.7">
                      {t('teacherSettings.calendar.table.wholeSchool')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{t('teacherSettings.calendar.table.dayCount', { count: dayCount(r) })}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    aria-label={t('teacherSettings.calendar.table.remove', { label: `${nameOf(r)} ${periodText(r)}` })}
                    onClick={() => {
                      remove.reset();
                      setAsked(r);
                    }}
                  >
                    {t('teacherSettings.calendar.table.actions')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </CaptionedTable>
      <ConfirmModal
        opened={asked !== null}
        title={t('teacherSettings.calendar.remove.title')}
        confirmLabel={t('teacherSettings.calendar.remove.confirm')}
        cancelLabel={t('teacherSettings.cancel')}
        danger
        loading={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        <Text>{asked ? t('teacherSettings.calendar.remove.body', { label: nameOf(asked), period: periodText(asked) }) : null}</Text>
        <ErrorAlert error={remove.error} />
      </ConfirmModal>
    </>
  );
}
