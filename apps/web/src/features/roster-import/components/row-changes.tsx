import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RosterPreviewRow } from '@sukoyaka/contracts/roster-import';

/**
 * What an update row changes, one line per field with the stored value and the file's (issue 23
 * item 1, decision 045): 氏名: 山口 結月 → 山口 ゆづき; a new initial password says only that it is
 * set; the optional cells left blank are named as kept. Nothing for a new or unchanged row.
 */
export function RowChanges({ row }: { row: Pick<RosterPreviewRow, 'changes' | 'kept'> }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const field = (f: string) => t(`${k}.fields.${f}`, { defaultValue: f });
  if (row.changes.length === 0 && row.kept.length === 0) return null;
  return (
    <>
      {row.changes.length > 0 ? (
        <List size="xs" spacing={2} mt={4}>
          {row.changes.map((c) => (
            <List.Item key={c.field}>
              {c.field === 'password'
                ? t(`${k}.passwordSet`)
                : t(`${k}.change`, { field: field(c.field), before: c.before || t(`${k}.none`), after: c.after || t(`${k}.none`) })}
            </List.Item>
          ))}
        </List>
      ) : null}
      {row.kept.length > 0 ? (
        <Text size="xs" c="gray.8" mt={4}>
          {t(`${k}.kept`, { fields: row.kept.map(field).join('、') })}
        </Text>
      ) : null}
    </>
  );
}
