import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice as Choice, RosterPreviewRow } from '@sukoyaka/contracts/roster-import';

export interface ConflictChoiceProps {
  row: RosterPreviewRow;
  value: Choice | null;
  onChange: (choice: Choice) => void;
}

/**
 * The choice a conflict row needs (issue 23 item 1, decision 045): the pupil now registered there
 * and why, then 同じ児童生徒（氏名を変更） / 別の児童生徒（今の児童生徒は N番へ） / この行は取り込まない.
 * Nothing is chosen for the teacher: an import with an unchosen conflict is refused.
 */
export function ConflictChoice({ row, value, onChange }: ConflictChoiceProps) {
  const { t } = useTranslation();
  const k = 'teacherSettings.roster.import';
  const conflict = row.conflict;
  if (!conflict) return null;
  return (
    <Stack gap={4} mt={4}>
      <Text size="sm" fw={500}>
        {conflict.reason}
      </Text>
      <Radio.Group value={value ?? ''} onChange={(v) => onChange(v as Choice)} label={t(`${k}.choiceLabel`, { row: row.row })} size="xs">
        <Stack gap={4} mt={4}>
          {conflict.choices.map((choice) => (
            <Radio key={choice} value={choice} label={t(`${k}.choices.${choice}`, { name: conflict.studentName, number: conflict.moveToNumber ?? '' })} />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
