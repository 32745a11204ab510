import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { CaptionedTable } from '../../../components/ui/captioned-table.tsx';

export type TeacherAction = 'edit' | 'stop' | 'restart' | 'resend';

/** The school's teachers (issue 13 settings/teacher): name, e-mail, admin, homeroom, state and the actions. */
export function TeacherTable({ teachers, onAction }: { teachers: TeacherAccount[]; onAction: (action: TeacherAction, teacher: TeacherAccount) => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.teacher';
  const button = (a: TeacherAction, x: TeacherAccount, label: string, color?: string) => (
    <Button size="compact-sm" variant="default" c={color ? `${color}.9` : undefined} aria-label={`${x.name} ${label}`} onClick={() => onAction(a, x)}>
      {label}
    </Button>
  );
  return (
    <CaptionedTable
      caption={t(`${k}.title`)}
      minWidth={760}
      striped
      verticalSpacing="xs"
      columns={[
        { label: t(`${k}.name`) },
        { label: t(`${k}.email`) },
        { label: t(`${k}.admin`) },
        { label: t(`${k}.klasses`) },
        { label: t(`${k}.status`) },
        { label: t(`${k}.actions`) },
      ]}
    >
      <Table.Tbody>
        {teachers.map((x) => {
          const state = x.signInStopped ? 'stopped' : x.confirmed ? 'active' : 'unconfirmed';
          return (
            <Table.Tr key={x.id}>
              <Table.Td>{x.name}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {x.email}
                </Text>
              </Table.Td>
              <Table.Td>{x.admin ? t(`${k}.yes`) : t(`${k}.no`)}</Table.Td>
              <Table.Td>{x.klasses.map((c) => c.name).join('、') || t(`${k}.no`)}</Table.Td>
              <Table.Td>
                <Badge
                  color={state === 'stopped' ? 'red' : state === 'active' ? 'green' : 'yellow'}
                  variant="light"
                  styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}
                >
                  {t(`${k}.${state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {button('edit', x, t(`${k}.edit`))}
                  {x.signInStopped ? button('restart', x, t(`${k}.restart`)) : button('stop', x, t(`${k}.stop`), 'red')}
                  {!x.confirmed ? button('resend', x, t(`${k}.resend`)) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </CaptionedTable>
  );
}
