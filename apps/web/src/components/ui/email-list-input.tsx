import { ActionIcon, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { editEmailRow, removeEmailRow } from '../../lib/email-list.ts';

export interface EmailListInputProps {
  /** The form holding the list (useContractForm), its rows a string[] ending in a blank row (lib/email-list withTrailingBlank). */
  form: UseFormReturnType<Record<string, unknown>, unknown>;
  /** The list's path in the form's values, e.g. `notificationEmails`; row errors are at `path.N`. */
  path: string;
  /** The legend of the group, e.g. 通知先メールアドレス. */
  legend: string;
  /** Every input off (e.g. a board's 体 list with 心の不調のメール設定と同じ, spec §5). */
  disabled?: boolean;
}

/**
 * The notification e-mail list editor of spec §5, shared by every form that mails someone: one
 * input per address; typing in the last row appends a blank row; every row but the last can be
 * deleted; a row is checked when it is left (the contract's 正しい形式で入力してください) and the
 * server's errors for a row (`notificationEmails.2`) show at that row.
 */
export function EmailListInput({ form, path, legend, disabled = false }: EmailListInputProps) {
  const { t } = useTranslation();
  const rows = (form.getValues()[path] as string[] | undefined) ?? [''];
  return (
    <Fieldset legend={legend} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {rows.map((value, index) => {
          const last = index === rows.length - 1;
          return (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={1}
                type="email"
                inputMode="email"
                autoComplete="off"
                aria-label={t('teacherSettings.emails.rowLabel', { number: index + 1 })}
                placeholder={last ? t('teacherSettings.emails.placeholder') : undefined}
                value={value}
                error={form.errors[`${path}.${index}`]}
                maxLength={254}
                onChange={(event) => {
                  form.clearFieldError(`${path}.${index}`);
                  form.setFieldValue(path, editEmailRow(rows, index, event.currentTarget.value));
                }}
                onBlur={() => form.validateField(`${path}.${index}`)}
              />
              {last ? (
                // Keeps the rows aligned: the last row has no delete button (spec §5).
                <span style={{ width: 36, flexShrink: 0 }} aria-hidden="true" />
              ) : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size={36}
                  aria-label={t('teacherSettings.emails.remove', { number: index + 1 })}
                  onClick={() => {
                    form.setFieldValue(path, removeEmailRow(rows, index));
                    form.clearErrors();
                  }}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        <Text size="sm" c="gray.7">
          {t('teacherSettings.emails.hint')}
        </Text>
      </Stack>
    </Fieldset>
  );
}
