import { NativeSelect, NumberInput, Text } from '@mantine/core';
import { updateStudentEnrollmentBodySchema, type StudentAccount } from '@sukoyaka/contracts/school-admin';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useMoveStudent } from '../hooks/use-student-accounts.ts';

/**
 * クラスの移動 (year_grade_klass_users/{id}/update_student): a class of this year and a 出席番号 free
 * in it (1–999, the contract's messages; a number already taken is the server's message at the field).
 */
export function StudentMoveModal({ student, klasses, onClose }: { student: StudentAccount; klasses: { id: number; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'teacherSettings.schoolAdmin.student';
  const move = useMoveStudent();
  const form = useContractForm({
    schema: updateStudentEnrollmentBodySchema,
    initialValues: { klassId: String(student.klassId), studentNumber: student.studentNumber as number | string },
  });
  const onSubmit = form.onSubmit((body) =>
    move.mutateAsync(
      { enrollmentId: student.enrollmentId, ...body },
      {
        onSuccess: () => {
          showDone(t(`${k}.moved`));
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );
  return (
    <FormModal
      title={t(`${k}.moveTitle`)}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={form.serverErrors}
      pending={move.isPending}
      submitLabel={t(`${k}.move`)}
      cancelLabel={t('teacherSettings.schoolAdmin.cancel')}
    >
      <Text fw={700}>{`${student.gradeName} ${student.klassName} ${student.studentNumber} ${student.name}`}</Text>
      <NativeSelect label={t(`${k}.moveKlass`)} data={klasses.map((c) => ({ value: String(c.id), label: c.name }))} {...form.getInputProps('klassId')} />
      <NumberInput label={t(`${k}.studentNumber`)} min={1} max={999} required {...form.getInputProps('studentNumber')} />
    </FormModal>
  );
}
