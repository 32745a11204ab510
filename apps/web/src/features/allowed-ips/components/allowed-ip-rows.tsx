import { ActionIcon, Badge, Group, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ALLOWED_IP_LABEL_MAX } from '@sukoyaka/contracts/allowed-ips';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { EmptyTableRow } from '../../../components/ui/empty-table-row.tsx';
import type { DraftRow } from './allowed-ip-draft.ts';

export interface AllowedIpRowsProps {
  rows: DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** The server's message per row key (bad address). */
  errors: Record<number, string>;
  /** This device's entry (`203.0.113.9/32`), marked この端末 in its row. */
  currentEntry: string;
}

/**
 * The editable allow-list (spec §2 settings/ip): per row the address or CIDR range, a label for
 * people, and a delete button; this device's own entry is marked.
 */
export function AllowedIpRows({ rows, onChange, errors, currentEntry }: AllowedIpRowsProps) {
  const { t } = useTranslation();
  const edit = (key: number, patch: Partial<DraftRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <CaptionedTable caption={t('teacherSettings.ip.table.caption')} minWidth={560} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="45%">{t('teacherSettings.ip.table.cidr')}</Table.Th>
          <Table.Th>{t('teacherSettings.ip.table.label')}</Table.Th>
          <Table.Th w={72}>{t('teacherSettings.ip.table.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 ? (
          <EmptyTableRow columns={3}>{t('teacherSettings.ip.table.empty')}</EmptyTableRow>
        ) : (
          rows.map((row, index) => {
            const number = index + 1;
            const isCurrent = row.cidr.trim() === currentEntry;
            return (
              <Table.Tr key={row.key}>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      flex={1}
                      aria-label={t('teacherSettings.ip.table.cidrRow', { number })}
                      placeholder={t('teacherSettings.ip.cidrPlaceholder')}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={64}
                      value={row.cidr}
                      error={errors[row.key]}
                      onChange={(e) => edit(row.key, { cidr: e.currentTarget.value })}
                    />
                    {isCurrent ? (
                      <Badge variant="light" color="green" mt={8} style={{ flexShrink: 0 }}>
                        {t('teacherSettings.ip.table.currentBadge')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <TextInput
                    aria-label={t('teacherSettings.ip.table.labelRow', { number })}
                    placeholder={t('teacherSettings.ip.labelPlaceholder')}
                    autoComplete="off"
                    maxLength={ALLOWED_IP_LABEL_MAX}
                    value={row.label}
                    onChange={(e) => edit(row.key, { label: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    size={36}
                    aria-label={t('teacherSettings.ip.table.remove', { number })}
                    onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </CaptionedTable>
  );
}

/** The hint under the table: formats and the limit. */
export function AllowedIpHint({ max }: { max: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="gray.7">
      {t('teacherSettings.ip.hint', { max })}
    </Text>
  );
}
