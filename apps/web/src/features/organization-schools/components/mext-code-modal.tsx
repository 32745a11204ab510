import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mextSchoolCodeBodySchema, type BoardSchool } from '@sukoyaka/contracts/local-government';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { useContractForm } from '../../../lib/forms/use-contract-form.ts';
import { useSaveMextSchoolCode } from '../hooks/use-school-codes.ts';

/**
 * 学校コードを設定 (issue 23 item 2, decision 046): the board types a school's 13-character MEXT
 * 学校コード, checked as typed by the contract (format and check digit, with the contract's
 * Japanese reason under the field); the server also checks the school's type and that no other
 * school has it, and its reason lands under the field too. An empty field clears the code.
 * Rendered only while a school is being edited (`{editing && <MextCodeModal … />}`).
 */
export function MextCodeModal({ school, onClose }: { school: BoardSchool; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'organization.schools';
  const save = useSaveMextSchoolCode();
  const form = useContractForm({
    schema: mextSchoolCodeBodySchema,
    toBody: (v: { mextSchoolCode: string }) => ({ mextSchoolCode: v.mextSchoolCode.trim() }),
    initialValues: { mextSchoolCode: school.mextSchoolCode ?? '' },
  });
  const onSubmit = form.onSubmit((body) =>
    save.mutateAsync(
      { id: school.id, mextSchoolCode: body.mextSchoolCode },
      {
        onSuccess: () => {
          showDone(t(`${k}.mextSaved`));
          onClose();
        },
        onError: form.setServerErrors,
      },
    ),
  );
  return (
    <FormModal
      title={t(`${k}.mextTitle`, { school: school.name })}
      onSubmit={onSubmit}
      onClose={onClose}
      errors={form.serverErrors}
      pending={save.isPending}
      submitLabel={t(`${k}.mextSave`)}
      cancelLabel={t(`${k}.mextCancel`)}
    >
      <Text size="sm">{t(`${k}.mextLead`)}</Text>
      <TextInput label={t(`${k}.mextCode`)} maxLength={13} autoComplete="off" {...form.getInputProps('mextSchoolCode')} />
    </FormModal>
  );
}
