import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { useState, type ReactNode } from 'react';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { RubyText } from '../../../components/ui/ruby-text.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import type { ReportDirty } from '../../../lib/use-edit-session.ts';
import { useChangeHealthcheckItems } from '../hooks/use-healthcheck-items.ts';
import { HealthcheckItemModal } from './healthcheck-item-modal.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';

export interface HealthcheckSettingsProps {
  items: HealthcheckItem[];
  /** Class teachers see the items but cannot change them. */
  readOnly: boolean;
  onDirtyChange?: ReportDirty;
}

interface RowActionProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  color?: string;
}

function RowAction({ label, onClick, disabled = false, children, color = 'gray' }: RowActionProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} size={36} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The health observation items of the school (spec §2 settings/healthcheck, §3, §7 Health check):
 * the list in the order students see it, with add and edit (a modal), hide/show, move up/down and
 * delete after a confirmation. Class teachers see the list only.
 */
export function HealthcheckSettings({ items, readOnly, onDirtyChange }: HealthcheckSettingsProps) {
  const { t } = useTranslation();
  const change = useChangeHealthcheckItems();
  const [editing, setEditing] = useState<HealthcheckItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HealthcheckItem | null>(null);
  const messages = errorMessages(change.error, t('common.error.generic'));
  const busy = change.isPending;

  return (
    <Stack gap="md">
      {readOnly ? null : (
        <div>
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('teacherSettings.healthcheck.add')}
          </Button>
        </div>
      )}
      <ErrorAlert messages={messages} />
      <CaptionedTable caption={t('teacherSettings.healthcheck.caption')} minWidth={readOnly ? 640 : 860} withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={60}>
              {t('teacherSettings.healthcheck.columns.order')}
            </Table.Th>
            <Table.Th scope="col" w={100}>
              {t('teacherSettings.healthcheck.columns.abbreviation')}
            </Table.Th>
            <Table.Th scope="col">{t('teacherSettings.healthcheck.columns.label')}</Table.Th>
            <Table.Th scope="col" w={110}>
              {t('teacherSettings.healthcheck.columns.formType')}
            </Table.Th>
            <Table.Th scope="col" w={70}>
              {t('teacherSettings.healthcheck.columns.required')}
            </Table.Th>
            <Table.Th scope="col" w={100}>
              {t('teacherSettings.healthcheck.columns.visibility')}
            </Table.Th>
            {readOnly ? null : (
              <Table.Th scope="col" w={210}>
                {t('teacherSettings.healthcheck.columns.actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyTableRow columns={readOnly ? 6 : 7}>{t('teacherSettings.healthcheck.empty')}</EmptyTableRow>
          ) : (
            items.map((item, index) => (
              <Table.Tr key={item.id} c={item.hidden ? 'gray.7' : undefined}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{item.abbreviation}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  <RubyText value={item.label} />
                  {item.remarks ? (
                    <Text size="xs" c="gray.7" fw={400}>
                      <RubyText value={item.remarks} />
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>{t(`teacherSettings.healthcheck.formTypes.${item.formType}`)}</Table.Td>
                <Table.Td>{item.required ? t('teacherSettings.healthcheck.requiredYes') : t('teacherSettings.healthcheck.requiredNo')}</Table.Td>
                <Table.Td>
                  {item.hidden ? (
                    <Badge color="gray" variant="light">
                      {t('teacherSettings.healthcheck.hidden')}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      {t('teacherSettings.healthcheck.shown')}
                    </Badge>
                  )}
                </Table.Td>
                {readOnly ? null : (
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <RowAction
                        label={t('teacherSettings.healthcheck.moveUp', { label: stripFurigana(item.label) })}
                        disabled={busy || index === 0}
                        onClick={() => change.mutate({ kind: 'order', id: item.id, position: index })}
                      >
                        <IconArrowUp size={18} aria-hidden="true" />
                      </RowAction>
                      <RowAction
                        label={t('teacherSettings.healthcheck.moveDown', { label: stripFurigana(item.label) })}
                        disabled={busy || index === items.length - 1}
                        onClick={() => change.mutate({ kind: 'order', id: item.id, position: index + 2 })}
                      >
                        <IconArrowDown size={18} aria-hidden="true" />
                      </RowAction>
                      <RowAction
                        label={t('teacherSettings.healthcheck.edit', { label: stripFurigana(item.label) })}
                        disabled={busy}
                        onClick={() => setEditing(item)}
                      >
                        <IconPencil size={18} aria-hidden="true" />
                      </RowAction>
                      <RowAction
                        label={
                          item.hidden
                            ? t('teacherSettings.healthcheck.show', { label: stripFurigana(item.label) })
                            : t('teacherSettings.healthcheck.hide', { label: stripFurigana(item.label) })
                        }
                        disabled={busy}
                        onClick={() => change.mutate({ kind: 'hidden', id: item.id, hidden: !item.hidden })}
                      >
                        {item.hidden ? <IconEye size={18} aria-hidden="true" /> : <IconEyeOff size={18} aria-hidden="true" />}
                      </RowAction>
                      <RowAction
                        label={t('teacherSettings.healthcheck.delete', { label: stripFurigana(item.label) })}
                        color="red"
                        disabled={busy}
                        onClick={() => setDeleting(item)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </RowAction>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </CaptionedTable>

      {editing ? <HealthcheckItemModal item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDirtyChange={onDirtyChange} /> : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('teacherSettings.healthcheck.deleteTitle')}
        confirmLabel={t('teacherSettings.healthcheck.deleteConfirm')}
        cancelLabel={t('teacherSettings.cancel')}
        danger
        loading={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) change.mutate({ kind: 'delete', id: deleting.id }, { onSettled: () => setDeleting(null) });
        }}
      >
        <Text>{t('teacherSettings.healthcheck.deleteQuestion', { label: deleting?.label ?? '' })}</Text>
        <Text size="sm" c="gray.8">
          {t('teacherSettings.healthcheck.deleteNote')}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
