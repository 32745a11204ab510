import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcceptanceView, GoOnView } from '@sukoyaka/contracts/advancement';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useAcceptGraduates } from '../hooks/use-advancement.ts';
import { showDone } from '../../../components/ui/toast.ts';

/**
 * 受け入れ (spec §2 settings/acceptance, decision 025): the graduates the board's schools sent
 * here; tick them, choose the grade (the one after theirs is proposed: 6年 → 中1) and class of
 * the new year, 受け入れる. Whether their earlier
 * history follows depends on the board's setting, said at the top.
 */
export function AcceptancePanel({ view, grades }: { view: AcceptanceView; grades: GoOnView['grades'] }) {
  const { t } = useTranslation();
  const accept = useAcceptGraduates();
  const [chosen, setChosen] = useState<number[]>([]);
  // The grade the chosen (or first waiting) graduates enter here: 小6 → 中1 across schools (decision 046).
  const [pickedGrade, setGradeId] = useState<string | null>(null);
  const lead = view.candidates.find((c) => chosen.includes(c.id)) ?? view.candidates.find((c) => !c.accepted);
  const gradeId = pickedGrade ?? String(lead?.suggestedGradeId ?? grades[0]?.id ?? '');
  const [klassName, setKlassName] = useState('1組');
  const errorLines = isApiError(accept.error)
    ? [...accept.error.errors, ...Object.values(accept.error.fieldErrors).flat()]
    : accept.error
      ? [t('common.error.generic')]
      : [];

  function submit() {
    accept.mutate(
      { ids: chosen, gradeId: Number(gradeId), klassName: klassName.trim() },
      {
        onSuccess: (r) => {
          setChosen([]);
          showDone(t('teacherSettings.roster.acceptance.done', { count: r.accepted }));
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        {t(view.withHistory ? 'teacherSettings.roster.acceptance.withHistory' : 'teacherSettings.roster.acceptance.withoutHistory')}
      </Alert>
      {view.candidates.length === 0 ? (
        <Text c="gray.8">{t('teacherSettings.roster.acceptance.empty')}</Text>
      ) : (
        <>
          <CaptionedTable
            caption={t('teacherSettings.roster.acceptance.caption')}
            minWidth={560}
            verticalSpacing={4}
            columns={[
              { label: t('teacherSettings.roster.acceptance.select') },
              { label: t('teacherSettings.roster.acceptance.name') },
              { label: t('teacherSettings.roster.acceptance.from') },
              { label: t('teacherSettings.roster.acceptance.fromGrade') },
              { label: t('teacherSettings.roster.acceptance.status') },
            ]}
          >
            <Table.Tbody>
              {view.candidates.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('teacherSettings.roster.acceptance.selectRow', { name: c.name })}
                      disabled={c.accepted}
                      checked={chosen.includes(c.id)}
                      onChange={(e) => setChosen((list) => (e.currentTarget.checked ? [...list, c.id] : list.filter((id) => id !== c.id)))}
                    />
                  </Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.fromSchoolName}</Table.Td>
                  <Table.Td>{c.fromGradeName}</Table.Td>
                  <Table.Td>
                    <Badge color={c.accepted ? 'green' : 'gray'} variant="light">
                      {t(c.accepted ? 'teacherSettings.roster.acceptance.accepted' : 'teacherSettings.roster.acceptance.waiting')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CaptionedTable>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('teacherSettings.roster.acceptance.grade')}
              value={gradeId}
              onChange={(e) => setGradeId(e.currentTarget.value)}
              data={grades.map((g) => ({ value: String(g.id), label: g.name }))}
              w={160}
            />
            <TextInput label={t('teacherSettings.roster.acceptance.klass')} value={klassName} onChange={(e) => setKlassName(e.currentTarget.value)} w={120} />
            <Button disabled={chosen.length === 0} loading={accept.isPending} onClick={submit}>
              {t('teacherSettings.roster.acceptance.submit')}
            </Button>
          </Group>
          <ErrorAlert messages={errorLines} />
        </>
      )}
    </Stack>
  );
}
