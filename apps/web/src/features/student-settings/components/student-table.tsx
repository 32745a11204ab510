import { Badge, Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';

/** What a row's buttons ask for; the page opens the matching modal. */
export type StudentAction = 'edit' | 'move' | 'stop' | 'restart' | 'reset' | 'revokeCard' | 'deleteHealth';

/**
 * One page of students (issue 13 settings/student): number, name, class, sign-in state and the
 * actions (they wrap onto a second line at 1024 px rather than scroll out of sight).
 */
export function StudentTable({ students, onAction }: { students: StudentAccount[]; onAction: (action: StudentAction, student: StudentAccount) => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const action = (a: StudentAction, s: StudentAccount, label: string, color?: string) => (
    <Button size="compact-sm" variant="default" c={color ? `${color}.9` : undefined} aria-label={`${s.name} ${label}`} onClick={() => onAction(a, s)}>
      {label}
    </Button>
  );
  return (
    <CaptionedTable
      caption={t(`${k}.title`)}
      minWidth={720}
      striped
      verticalSpacing="xs"
      style={{ whiteSpace: 'nowrap' }}
      columns={[
        { label: t(`${k}.klass`) },
        { label: t(`${k}.number`), ta: 'right' as const },
        { label: t(`${k}.name`) },
        { label: t(`${k}.status`) },
        { label: t(`${k}.actions`) },
      ]}
    >
      <Table.Tbody>
        {students.map((s) => (
          <Table.Tr key={s.id} data-student-id={s.id}>
            <Table.Td>{`${s.gradeName} ${s.klassName}`}</Table.Td>
            <Table.Td ta="right">{s.studentNumber}</Table.Td>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>
              <Badge color={s.signInStopped ? 'red' : 'green'} variant="light" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
                {t(s.signInStopped ? `${k}.stopped` : `${k}.active`)}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'normal' }}>
              <Group gap={6} wrap="wrap">
                {action('edit', s, t(`${k}.edit`))}
                {action('move', s, t(`${k}.move`))}
                {s.signInStopped ? action('restart', s, t(`${k}.restart`)) : action('stop', s, t(`${k}.stop`), 'red')}
                {action('reset', s, t(`${k}.resetPassword`))}
                {action('revokeCard', s, t(`${k}.revokeCard.button`))}
                {action('deleteHealth', s, t(`${k}.deleteHealth`), 'red')}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CaptionedTable>
  );
}
