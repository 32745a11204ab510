import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardSchool } from '@sukoyaka/contracts/local-government';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { showDone } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveMextSchoolCode } from '../hooks/use-school-codes.ts';

/**
 * 学校コードを設定 (issue 23 item 2, decision 046): the board types a school's 13-character MEXT
 * 学校コード (the server checks the format, the check digit, the school's type and that no other
 * school has it, and says which in Japanese); an empty field clears it. `school` null: closed.
 */
export function MextCodeModal({ school, onClose }: { school: BoardSchool | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = 'organization.schools';
  const save = useSaveMextSchoolCode();
  const [value, setValue] = useState<string | null>(null);
  const code = value ?? school?.mextSchoolCode ?? '';
  const close = () => {
    setValue(null);
    save.reset();
    onClose();
  };
  const error =
    save.error && isApiError(save.error) ? (save.error.fieldErrors.mextSchoolCode ?? save.error.errors) : save.error ? [t('common.error.generic')] : [];
  return (
    <Modal
      opened={school !== null}
      onClose={close}
      title={t(`${k}.mextTitle`, { school: school?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t(`${k}.mextCancel`) }}
    >
      <Stack gap="sm">
        <Text size="sm">{t(`${k}.mextLead`)}</Text>
        <TextInput
          label={t(`${k}.mextCode`)}
          value={code}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={13}
          error={error[0]}
          autoComplete="off"
        />
        <ErrorAlert messages={error.slice(1)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(`${k}.mextCancel`)}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              school &&
              save.mutate(
                { id: school.id, mextSchoolCode: code.trim() },
                {
                  onSuccess: () => {
                    showDone(t(`${k}.mextSaved`));
                    close();
                  },
                },
              )
            }
          >
            {t(`${k}.mextSave`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
