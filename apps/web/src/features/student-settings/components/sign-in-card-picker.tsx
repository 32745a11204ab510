import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';

export interface SignInCardPickerProps {
  students: StudentAccount[];
  chosen: Set<number>;
  onChange: (chosen: Set<number>) => void;
}

/**
 * Which pupils of the class get a sign-in card (issue 23 item 5, decision 045): one checkbox per
 * pupil in 出席番号 order, marked パスワード未設定 when they have no password yet (those are chosen
 * when the class is picked), with 全員を選ぶ / 選択を外す. Only the chosen get new passwords.
 */
export function SignInCardPicker({ students, chosen, onChange }: SignInCardPickerProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="compact-sm" variant="default" onClick={() => onChange(new Set(students.map((s) => s.id)))}>
          {t(`${k}.cardsAll`)}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => onChange(new Set())}>
          {t(`${k}.cardsNone`)}
        </Button>
        <Text size="sm" role="status">
          {t(`${k}.cardsChosen`, { count: chosen.size })}
        </Text>
      </Group>
      <Checkbox.Group label={t(`${k}.cardsPick`)} description={t(`${k}.cardsPickLead`)} value={[...chosen].map(String)}>
        <Stack gap={4} mt="xs" mah={260} style={{ overflowY: 'auto' }}>
          {students.map((s) => (
            <Checkbox
              key={s.id}
              value={String(s.id)}
              checked={chosen.has(s.id)}
              onChange={(e) => toggle(s.id, e.currentTarget.checked)}
              label={
                <Group gap={6} wrap="nowrap">
                  <span>{t(`${k}.cardsPupil`, { number: s.studentNumber, name: s.name })}</span>
                  {s.passwordSet ? null : (
                    <Badge size="xs" color="blue" variant="light">
                      {t(`${k}.cardsNoPassword`)}
                    </Badge>
                  )}
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}
