import { Badge, Button, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet, IconListCheck, IconListDetails, IconPlayerPlay } from '@tabler/icons-react';
import type { DeliveryRow, DeliveryState } from '@sukoyaka/contracts/questionnaire-deliveries';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import { DELIVERY_EXPORTS, type DeliveryExport } from '../api/questionnaire-deliveries.ts';
import { periodText } from '../format.ts';
import { paths } from '../../../lib/paths.ts';

/** What a row's menu asks the page to do (each opens the spec's modal for it). */
export type DeliveryAction = 'edit' | 'delete' | 'complete' | 'copy' | 'preview';

export interface DeliveriesTableProps {
  rows: DeliveryRow[];
  /** Admin teachers get the create / edit / delete / complete actions (spec §6). */
  admin: boolean;
  /** /{school_code}/teacher/questionnaire-deliveries */
  /** The school whose question-editing and test pages the rows link to. */
  schoolCode: string;
  onAction: (action: DeliveryAction, row: DeliveryRow) => void;
  onExport: (row: DeliveryRow, kind: DeliveryExport) => void;
}

const STATE_COLORS: Record<DeliveryState, string> = { draft: 'yellow', scheduled: 'gray', open: 'blue', finished: 'orange', completed: 'green' };

/**
 * The deliveries list (spec §2 questionnaire-deliveries, issue 11 item 1): title, period in Japan
 * time, target grades, answered / target (a class teacher also sees each of their classes), state
 * 下書き (no questions yet, never offered to pupils; decision 067) / 予定 / 実施中 / 終了 / 完了, and the actions: Excel exports for every teacher; questions, test,
 * edit, preview, copy, complete and delete for admin teachers; for every teacher, a custom (non-bullying)
 * delivery that pupils could answer links to its フォローアップ (alerted and もう こたえない pupils, decision 076).
 */
export function DeliveriesTable({ rows, admin, schoolCode, onAction, onExport }: DeliveriesTableProps) {
  const { t } = useTranslation();
  return (
    <CaptionedTable
      caption={t('questionnaireDeliveries.table.caption')}
      minWidth={720}
      striped
      verticalSpacing="xs"
      columns={[
        { label: t('questionnaireDeliveries.table.title') },
        { label: t('questionnaireDeliveries.table.period') },
        { label: t('questionnaireDeliveries.table.grades') },
        { label: t('questionnaireDeliveries.table.answered') },
        { label: t('questionnaireDeliveries.table.state') },
        { label: t('questionnaireDeliveries.table.actions') },
      ]}
    >
      <Table.Tbody>
        {rows.length === 0 ? (
          <EmptyTableRow columns={6}>{t('questionnaireDeliveries.table.empty')}</EmptyTableRow>
        ) : (
          rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`delivery-${row.id}`}>
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} lang="ja">
                    {stripFurigana(row.title)}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {t('questionnaireDeliveries.table.questionCount', { count: row.questionCount })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {periodText(row).replace('〜', '〜\n')}
                </Text>
              </Table.Td>
              <Table.Td>{row.grades.map((g) => g.name).join('・')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{t('questionnaireDeliveries.table.answeredOf', { answered: row.answeredCount, target: row.targetCount })}</Text>
                {!admin
                  ? row.myKlasses.map((k) => (
                      <Text key={k.id} size="sm" c="gray.8">
                        {t('questionnaireDeliveries.table.klassProgress', { name: k.name, answered: k.answeredCount, target: k.targetCount })}
                      </Text>
                    ))
                  : null}
              </Table.Td>
              {/* The state never shrinks to 実施… when the actions column is wide (1024×768). */}
              <Table.Td>
                <Badge
                  color={STATE_COLORS[row.state]}
                  variant="light"
                  radius="sm"
                  miw="max-content"
                  styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}
                >
                  {t(`questionnaireDeliveries.states.${row.state}`)}
                </Badge>
                {row.state === 'draft' ? (
                  <Text size="xs" c="gray.8" mt={4}>
                    {t('questionnaireDeliveries.table.draftHint')}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <RowActions row={row} admin={admin} schoolCode={schoolCode} onAction={onAction} onExport={onExport} />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}

function RowActions({ row, admin, schoolCode, onAction, onExport }: Omit<DeliveriesTableProps, 'rows'> & { row: DeliveryRow }) {
  const { t } = useTranslation();
  const completed = row.state === 'completed';
  const menuLabel = admin ? t('questionnaireDeliveries.table.actions') : t('questionnaireDeliveries.actions.exports');
  const followUp = row.kind !== 'bullying' && row.state !== 'draft' && row.state !== 'scheduled';
  return (
    <Group gap={6} wrap="wrap">
      {followUp ? (
        <Button
          component={Link}
          to={paths.teacher(schoolCode, 'bullying-alert/follow_up', { questionnaireDeliveryId: row.id })}
          size="xs"
          variant="default"
          leftSection={<IconListCheck size={16} aria-hidden="true" />}
          aria-label={`${t('questionnaireDeliveries.actions.followUp')}：${stripFurigana(row.title)}`}
        >
          {t('questionnaireDeliveries.actions.followUp')}
        </Button>
      ) : null}
      {admin ? (
        <>
          <Button
            component={Link}
            to={paths.teacher(schoolCode, `questionnaire-deliveries/add-question/${row.id}`)}
            size="xs"
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden="true" />}
            aria-label={`${t('questionnaireDeliveries.actions.questions')}：${stripFurigana(row.title)}`}
          >
            {t('questionnaireDeliveries.actions.questions')}
          </Button>
          <Button
            component={Link}
            to={paths.teacher(schoolCode, `questionnaire-deliveries/test/${row.id}`)}
            size="xs"
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            aria-label={`${t('questionnaireDeliveries.actions.test')}：${stripFurigana(row.title)}`}
          >
            {t('questionnaireDeliveries.actions.test')}
          </Button>
        </>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            aria-label={t('questionnaireDeliveries.actions.more', { label: menuLabel, title: stripFurigana(row.title) })}
          >
            {menuLabel}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {admin ? (
            <>
              <Menu.Item onClick={() => onAction('edit', row)} disabled={completed}>
                {t('questionnaireDeliveries.actions.edit')}
              </Menu.Item>
              <Menu.Item onClick={() => onAction('preview', row)}>{t('questionnaireDeliveries.actions.preview')}</Menu.Item>
              <Menu.Item onClick={() => onAction('copy', row)}>{t('questionnaireDeliveries.actions.copy')}</Menu.Item>
              <Menu.Item onClick={() => onAction('complete', row)} disabled={completed}>
                {t('questionnaireDeliveries.actions.complete')}
              </Menu.Item>
              <Menu.Item color="red.9" onClick={() => onAction('delete', row)}>
                {t('questionnaireDeliveries.actions.delete')}
              </Menu.Item>
              <Menu.Divider />
            </>
          ) : null}
          <Menu.Label>{t('questionnaireDeliveries.actions.exports')}</Menu.Label>
          {DELIVERY_EXPORTS.map((kind) => (
            <Menu.Item key={kind} leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />} onClick={() => onExport(row, kind)}>
              {t(`questionnaireDeliveries.actions.${kind}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
