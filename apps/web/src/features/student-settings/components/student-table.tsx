import { ActionIcon, Badge, Button, Group, Menu, Table } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';

/** What a row's buttons ask for; the page opens the matching modal. */
export type StudentAction = 'edit' | 'move' | 'stop' | 'restart' | 'reset' | 'revokeCard' | 'deleteHealth';

/**
 * One page of students (issue 13 settings/student): number, name, class, sign-in state and the
 * actions: 編集, 移動 and パスワード再発行 as buttons, and the ones that stop or delete something
 * (ログイン停止 / 再開, QRカード無効, 記録の削除) under その他の操作, apart from 編集 (issue 28 item 9: five buttons
 * wrapped onto two lines at 1024 px with the destructive ones next to 編集). Each still asks first.
 */
export function StudentTable({ students, onAction }: { students: StudentAccount[]; onAction: (action: StudentAction, student: StudentAccount) => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const action = (a: StudentAction, s: StudentAccount, label: string) => (
    <Button size="compact-sm" variant="default" aria-label={`${s.name} ${label}`} onClick={() => onAction(a, s)}>
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
              <Group gap={6} wrap="nowrap">
                {action('edit', s, t(`${k}.edit`))}
                {action('move', s, t(`${k}.move`))}
                {action('reset', s, t(`${k}.resetPassword`))}
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="default" size={26} aria-label={`${s.name} ${t(`${k}.more`)}`}>
                      <IconDots size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {s.signInStopped ? (
                      <Menu.Item onClick={() => onAction('restart', s)}>{t(`${k}.restart`)}</Menu.Item>
                    ) : (
                      <Menu.Item color="red.9" onClick={() => onAction('stop', s)}>
                        {t(`${k}.stop`)}
                      </Menu.Item>
                    )}
                    <Menu.Item color="red.9" onClick={() => onAction('revokeCard', s)}>
                      {t(`${k}.revokeCard.button`)}
                    </Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red.9" onClick={() => onAction('deleteHealth', s)}>
                      {t(`${k}.deleteHealth`)}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CaptionedTable>
  );
}
