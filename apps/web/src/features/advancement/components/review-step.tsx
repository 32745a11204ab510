import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GoOnView } from '@sukoyaka/contracts/advancement';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';
import type { AdvancementPlan } from '../hooks/use-advancement-plan.ts';
import { countPlans, type PlanCounts } from './plan-defaults.ts';

const COLUMNS = ['advance', 'graduate', 'stay', 'noSchool'] as const satisfies readonly (keyof PlanCounts)[];

/**
 * Step 2 of the advancement page (spec §2 settings/advancement): how many students of each class
 * go on (進級 / 卒業・進学 / 原級留置, graduates without a next school), the school's total, and
 * 確定して次年度に反映する with the confirmation modal (the new year's grades, classes and numbers
 * are created; this year's records stay).
 */
export function ReviewStep({ view, plan, onBack }: { view: GoOnView; plan: AdvancementPlan; onBack: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.advancement';
  const total = countPlans(view.students, plan.plans);
  return (
    <Stack gap="sm" pt="sm">
      <CaptionedTable caption={t(`${k}.summaryCaption`)} minWidth={520} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${k}.klass`)}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t(`${k}.students`)}
            </Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col" ta="right">
                {t(`${k}.counts.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.groups.map((g) => {
            const counts = countPlans(g.students, plan.plans);
            return (
              <Table.Tr key={g.klassId}>
                <Table.Th scope="row" fw={400}>{`${g.gradeName} ${g.klassName}`}</Table.Th>
                <Table.Td ta="right">{g.students.length}</Table.Td>
                {COLUMNS.map((c) => (
                  <Table.Td key={c} ta="right" c={c === 'noSchool' && counts[c] > 0 ? 'red.9' : undefined}>
                    {counts[c]}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t(`${k}.total`)}</Table.Th>
            <Table.Td ta="right">{view.students.length}</Table.Td>
            {COLUMNS.map((c) => (
              <Table.Td key={c} ta="right">
                {total[c]}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </CaptionedTable>
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={onBack}>
          {t(`${k}.backToPlan`)}
        </Button>
        <Button onClick={() => plan.setConfirming(true)}>{t(`${k}.apply`)}</Button>
      </Group>
      <Modal
        opened={plan.confirming}
        onClose={() => plan.setConfirming(false)}
        title={t(`${k}.confirmTitle`)}
        closeButtonProps={{ 'aria-label': t(`${k}.close`) }}
      >
        <Stack gap="md">
          <Text>{t(`${k}.confirmBody`, { year: view.year + 1 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => plan.setConfirming(false)} data-autofocus>
              {t(`${k}.cancel`)}
            </Button>
            <Button loading={plan.applying} onClick={() => plan.save(false)}>
              {t(`${k}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
