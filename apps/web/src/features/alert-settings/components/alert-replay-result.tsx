import { List, NativeSelect, Stack, Table, Text } from '@mantine/core';
import type { AlertReplay } from '@sukoyaka/contracts/condition-alerts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { formatDate } from '../../../lib/dates.ts';

const WHOLE = 'school';

/**
 * What a replay found (issue 25 item 4): the totals, per week the alerts the current and the
 * proposed rules would have raised for the chosen class (or the whole school), and the pupils
 * the proposal adds or drops — named for admin teachers (`students` not null), counted for others.
 */
export function AlertReplayResult({ result }: { result: AlertReplay }) {
  const { t } = useTranslation();
  const [klass, setKlass] = useState<string>(WHOLE);
  const chosen = result.klasses.filter((k) => klass === WHOLE || String(k.klassId) === klass);
  const klassName = klass === WHOLE ? t('alertReplay.wholeSchool') : (chosen[0]?.name ?? '');
  const weeks = result.weeks.map((weekStart, i) => {
    const sum = (which: 'current' | 'proposed') => chosen.reduce((n, k) => n + (k.weeks[i]?.[which] ?? 0), 0);
    return { weekStart, current: sum('current'), proposed: sum('proposed') };
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('alertReplay.span', { from: formatDate(result.from), to: formatDate(result.to), days: result.schoolDays })}</Text>
      <Text fw={700}>{t('alertReplay.totals', result.totals)}</Text>
      <NativeSelect
        label={t('alertReplay.klass')}
        w={240}
        value={klass}
        onChange={(e) => setKlass(e.currentTarget.value)}
        data={[{ value: WHOLE, label: t('alertReplay.wholeSchool') }, ...result.klasses.map((k) => ({ value: String(k.klassId), label: k.name }))]}
      />
      <CaptionedTable
        caption={t('alertReplay.caption', { klass: klassName })}
        minWidth={420}
        striped
        columns={[
          { label: t('alertReplay.week') },
          { label: t('alertReplay.current'), ta: 'right' },
          { label: t('alertReplay.proposed'), ta: 'right' },
          { label: t('alertReplay.difference'), ta: 'right' },
        ]}
      >
        <Table.Tbody>
          {weeks.map((w) => (
            <Table.Tr key={w.weekStart}>
              <Table.Th scope="row" fw={400}>
                {t('alertReplay.weekOf', { date: formatDate(w.weekStart) })}
              </Table.Th>
              <Table.Td ta="right">{w.current}</Table.Td>
              <Table.Td ta="right">{w.proposed}</Table.Td>
              <Table.Td ta="right" fw={w.proposed !== w.current ? 700 : undefined}>
                {w.proposed - w.current > 0 ? `+${w.proposed - w.current}` : w.proposed - w.current}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CaptionedTable>
      <ReplayPupils label={t('alertReplay.added', { count: result.added.count })} pupils={result.added.students} />
      <ReplayPupils label={t('alertReplay.dropped', { count: result.dropped.count })} pupils={result.dropped.students} />
      {result.added.students === null ? (
        <Text size="sm" c="gray.8">
          {t('alertReplay.namesAdminOnly')}
        </Text>
      ) : null}
    </Stack>
  );
}

function ReplayPupils({ label, pupils }: { label: string; pupils: AlertReplay['added']['students'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={600}>{label}</Text>
      {pupils && pupils.length > 0 ? (
        <List size="sm" spacing={2}>
          {pupils.map((p) => (
            <List.Item key={p.id}>{t('alertReplay.student', { klass: p.klassName, number: p.studentNumber, name: p.name })}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
