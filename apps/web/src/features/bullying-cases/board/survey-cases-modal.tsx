import { Modal, Table } from '@mantine/core';
import { BULLYING_DISCOVERIES, BULLYING_FORMS, CASE_STATES, type SurveyCasesQuery } from '@sukoyaka/contracts/bullying-cases';
import { formatDate } from '@sukoyaka/contracts/dates';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useSurveyCases } from './board-bullying-api.ts';

/** The cell a board user opened: the query of its cases and what the cell says (row label, column). */
export interface SurveyCell {
  query: SurveyCasesQuery;
  label: string;
  column: string;
}

/**
 * The cases behind one survey cell (issue 26 item 4): school, grade, 認知日, state, 態様 and
 * 発見のきっかけ, oldest first, without pupil names.
 */
export function SurveyCasesModal({ cell, onClose }: { cell: SurveyCell; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'bullyingCases';
  const cases = useSurveyCases(cell.query);
  const title = t(`${k}.cellCasesTitle`, { label: cell.label, column: cell.column });
  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t(`${k}.close`) }}>
      {cases.isPending ? (
        <LoadingScreen minHeight={120} />
      ) : cases.isError ? (
        <ErrorAlert error={cases.error} />
      ) : (
        <CaptionedTable
          caption={title}
          minWidth={720}
          striped
          columns={[
            { label: t(`${k}.school`) },
            { label: t(`${k}.grade`) },
            { label: t(`${k}.recognizedOn`) },
            { label: t(`${k}.state`) },
            { label: t(`${k}.forms`) },
            { label: t(`${k}.discovery`) },
          ]}
        >
          <Table.Tbody>
            {cases.data.map((c) => (
              <Table.Tr key={c.caseId}>
                <Table.Td>{c.schoolName}</Table.Td>
                <Table.Td>{c.gradeName ?? '-'}</Table.Td>
                <Table.Td>{formatDate(c.recognizedOn)}</Table.Td>
                <Table.Td>{CASE_STATES[c.state]}</Table.Td>
                <Table.Td fz="sm">{c.forms.map((f) => BULLYING_FORMS[f]).join('／')}</Table.Td>
                <Table.Td fz="sm">{BULLYING_DISCOVERIES[c.discovery].label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CaptionedTable>
      )}
    </Modal>
  );
}
