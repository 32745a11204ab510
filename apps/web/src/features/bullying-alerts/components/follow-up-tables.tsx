import { Anchor, Group, Table, Text } from '@mantine/core';
import type { FollowUp } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatDateTime } from '../lib/format.ts';
import { AlertLevelIcon } from './alert-icons.tsx';
import { DeclinedMark } from './declined-mark.tsx';

type Pupil = FollowUp['declined'][number];

/** The pupil's grade and class (e.g. 2年 1組), '-' when not enrolled. */
const klassOf = (p: Pupil): string => [p.gradeName, p.klassName].filter(Boolean).join(' ') || '-';

/** The pupil's name as a link to the teacher's student page (spec §2 student/{id}). */
function PupilLink({ pupil }: { pupil: Pupil }) {
  const { school_code: schoolCode = '' } = useParams();
  return (
    <Anchor component={Link} to={paths.teacher(schoolCode, `student/${pupil.studentId}`)}>
      {pupil.name}
    </Anchor>
  );
}

/**
 * The alerted pupils of a custom delivery's follow-up (decision 076): 段階 (the bullying views'
 * level icon with its name), 組 (with the grade), 番, 名前 (a link to the student page) and 回答日時 (Japan time),
 * most serious first as the API orders them. Empty: アラートが出た子どもはいません。
 */
export function AlertedTable({ rows }: { rows: FollowUp['alerted'] }) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={t('bullyingAlerts.followUp.alertedTitle')}
      minWidth={560}
      striped
      columns={[
        { label: t('bullyingAlerts.followUp.level'), w: 150 },
        { label: t('bullyingAlerts.followUp.klass'), w: 110 },
        { label: t('bullyingAlerts.followUp.number'), w: 64 },
        { label: t('bullyingAlerts.followUp.name') },
        { label: t('bullyingAlerts.followUp.answeredAt'), w: 170 },
      ]}
    >
      <Table.Tbody>
        {rows.length === 0 ? <EmptyTableRow columns={5}>{t('bullyingAlerts.followUp.alertedEmpty')}</EmptyTableRow> : null}
        {rows.map((r) => (
          <Table.Tr key={r.answerId} data-testid={`alerted-${r.studentId}`}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <AlertLevelIcon alert={{ level: r.level, completed: true }} />
                <Text size="sm" fw={700} aria-hidden="true">
                  {t(`bullyingAlerts.level.${r.level}`)}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{klassOf(r)}</Table.Td>
            <Table.Td>{r.studentNumber ?? '-'}</Table.Td>
            <Table.Td>
              <PupilLink pupil={r} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.completedAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CaptionedTable>
  );
}

/**
 * The pupils who chose もう こたえない (issue 24 item 7): 組 (with the grade), 番, 名前 and the class view's
 * もう一度たずねる with its confirmation (DeclinedMark). Empty: 「もう こたえない」を選んだ子どもはいません。
 */
export function DeclinedTable({ rows }: { rows: FollowUp['declined'] }) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={t('bullyingAlerts.followUp.declinedTitle')}
      minWidth={480}
      striped
      columns={[
        { label: t('bullyingAlerts.followUp.klass'), w: 110 },
        { label: t('bullyingAlerts.followUp.number'), w: 64 },
        { label: t('bullyingAlerts.followUp.name') },
        { label: t('bullyingAlerts.followUp.action'), w: 170 },
      ]}
    >
      <Table.Tbody>
        {rows.length === 0 ? <EmptyTableRow columns={4}>{t('bullyingAlerts.followUp.declinedEmpty')}</EmptyTableRow> : null}
        {rows.map((r) => (
          <Table.Tr key={r.answerId} data-testid={`declined-${r.studentId}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{klassOf(r)}</Table.Td>
            <Table.Td>{r.studentNumber ?? '-'}</Table.Td>
            <Table.Td>
              <PupilLink pupil={r} />
            </Table.Td>
            <Table.Td>
              <DeclinedMark answerId={r.answerId} name={r.name} badge={false} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CaptionedTable>
  );
}
