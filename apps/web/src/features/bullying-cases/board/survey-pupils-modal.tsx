import { Modal, Stack, Table, Text } from '@mantine/core';
import type { SurveyPupilsQuery } from '@sukoyaka/contracts/bullying-cases';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useSurveyPupils } from './board-bullying-api.ts';

/** A cell of the 不登校 table a board user opened: the query of its pupils and what the cell says. */
export interface SurveyPupilsCell {
  query: SurveyPupilsQuery;
  label: string;
  column: string;
}

/**
 * The pupils behind one cell of the 不登校 table (issue 26 item 3, decision 074): school, grade,
 * 欠席日数 and 出席しなければならない日数 of the 年度 so far, as the register totals count them — without
 * names (the board sees no pupil names on its own pages; the school holds them).
 */
export function SurveyPupilsModal({ cell, onClose }: { cell: SurveyPupilsCell; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const pupils = useSurveyPupils(cell.query);
  const title = t(`${k}.cellPupilsTitle`, { label: cell.label, column: cell.column });
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t(`${k}.close`) }}>
      {pupils.isPending ? (
        <LoadingScreen minHeight={120} />
      ) : pupils.isError ? (
        <ErrorAlert error={pupils.error} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t(`${k}.pupilsNoNames`)}</Text>
          <CaptionedTable
            caption={title}
            minWidth={560}
            striped
            columns={[
              { label: t(`${k}.school`) },
              { label: t(`${k}.grade`) },
              { label: t(`${k}.absentDaysColumn`), ta: 'right' as const },
              { label: t(`${k}.requiredDaysColumn`), ta: 'right' as const },
            ]}
          >
            <Table.Tbody>
              {pupils.data.map((p, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{p.schoolName}</Table.Td>
                  <Table.Td>{p.gradeName ?? '-'}</Table.Td>
                  <Table.Td ta="right">{p.absentDays}</Table.Td>
                  <Table.Td ta="right">{p.requiredDays}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CaptionedTable>
        </Stack>
      )}
    </Modal>
  );
}
