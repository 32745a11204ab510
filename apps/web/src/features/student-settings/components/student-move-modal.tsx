import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAccount } from '@sukoyaka/contracts/school-admin';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showDone } from '../../../components/ui/toast.ts';
import { useMoveStudent } from '../hooks/use-student-accounts.ts';

/** クラスの移動 (year_grade_klass_users/{id}/update_student): a class of this year and a 出席番号 free in it. */
export function StudentMoveModal({ student, klasses, onClose }: { student: StudentAccount; klasses: { id: number; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const move = useMoveStudent();
  const [klassId, setKlassId] = useState(String(student.klassId));
  const [studentNumber, setNumber] = useState<number | string>(student.studentNumber);
  const fe = isApiError(move.error) ? (move.error.fieldErrors ?? {}) : {};
  return (
    <Modal opened onClose={onClose} title={t(`${k}.moveTitle`)} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate(
            { enrollmentId: student.enrollmentId, klassId: Number(klassId), studentNumber: Number(studentNumber) },
            {
              onSuccess: () => {
                showDone(t(`${k}.moved`));
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          <Text fw={700}>{`${student.gradeName} ${student.klassName} ${student.studentNumber} ${student.name}`}</Text>
          <ErrorAlert messages={isApiError(move.error) && !fe.studentNumber ? move.error.errors : []} />
          <NativeSelect
            label={t(`${k}.moveKlass`)}
            value={klassId}
            onChange={(e) => setKlassId(e.currentTarget.value)}
            data={klasses.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <NumberInput label={t(`${k}.studentNumber`)} min={1} max={999} value={studentNumber} onChange={setNumber} error={fe.studentNumber?.[0]} required />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('teacherSettings.schoolAdmin.cancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {t(`${k}.move`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
