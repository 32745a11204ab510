import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { Anchor, Table } from '@mantine/core';
import { CONFIRM_STATUS_LABELS, type PastAlert } from '@sukoyaka/contracts/bullying-alerts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { formatDateTime } from '../lib/format.ts';
import { AlertFlags, AlertLevelIcon } from './alert-icons.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The past alert table (spec §2): answered datetime, grade, school year, delivery id, survey name,
 * flags (level, witness, talk), teacher confirmation status (only when completed). Empty:
 * 過去に回答したアンケートは0件です. Each completed row opens bullying-alert-past-detail.
 */
export function PastTable({ studentId, rows, schoolId }: { studentId: number; rows: PastAlert[]; schoolId?: number }) {
  const { t } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  return (
    <CaptionedTable caption={t('bullyingAlerts.past.caption')} minWidth={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bullyingAlerts.past.datetime')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.past.grade')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.past.schoolYear')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.past.deliveryId')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.past.title')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.past.flags')}</Table.Th>
          <Table.Th>{t('bullyingAlerts.past.confirmStatus')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? <EmptyTableRow columns={7}>{t('bullyingAlerts.past.empty')}</EmptyTableRow> : null}
        {rows.map((r) => (
          <Table.Tr key={r.alertId}>
            <Table.Td>{formatDateTime(r.questionnaireDatetime)}</Table.Td>
            <Table.Td>{r.gradeName || '-'}</Table.Td>
            <Table.Td>{t('bullyingAlerts.past.yearValue', { year: r.schoolYear })}</Table.Td>
            <Table.Td>{r.questionnaireDeliveryId}</Table.Td>
            <Table.Td>
              {r.completed ? (
                <Anchor
                  component={Link}
                  to={paths.teacher(schoolCode, `bullying-alert-past-detail/${studentId}`, { schoolId, questionnaireDeliveryId: r.questionnaireDeliveryId })}
                >
                  {stripFurigana(r.title)}
                </Anchor>
              ) : (
                stripFurigana(r.title)
              )}
            </Table.Td>
            <Table.Td>
              <AlertLevelIcon alert={r} />
              <AlertFlags alert={r} />
            </Table.Td>
            <Table.Td>{r.completed ? CONFIRM_STATUS_LABELS[r.teacherConfirmStatus] : '-'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CaptionedTable>
  );
}
