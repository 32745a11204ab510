import { ActionIcon, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { editEmailRow, removeEmailRow } from '../../lib/email-list.ts';

export interface EmailListInputProps {
  /** The legend of the group, e.g. 通知先メールアドレス. */
  legend: string;
  /** The rows, the last one blank (lib/email-list withTrailingBlank). */
  rows: string[];
  onChange: (rows: string[]) => void;
  /** Rows to mark 正しい形式で入力してください (lib/email-list checkEmailList). */
  invalid: readonly number[];
  /** Other messages for a row, e.g. the server's field errors. */
  rowErrors?: Record<number, string>;
  /** Called when a row loses focus, to check the list as the user goes. */
  onBlur?: () => void;
  /** Every input off (e.g. a board's 体 list with 心の不調のメール設定と同じ, spec §5). */
  disabled?: boolean;
}

/**
 * The notification e-mail list editor of spec §5, shared by the alert and attendance settings:
 * one input per address; typing in the last row appends a blank row; every row but the last can
 * be deleted; invalid entries read 正しい形式で入力してください.
 */
export function EmailListInput({ legend, rows, onChange, invalid, rowErrors = {}, onBlur, disabled = false }: EmailListInputProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        {rows.map((value, index) => {
          const last = index === rows.length - 1;
          const error = invalid.includes(index) ? t('teacherSettings.emails.invalid') : rowErrors[index];
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
                error={error}
                maxLength={254}
                onChange={(event) => onChange(editEmailRow(rows, index, event.currentTarget.value))}
                onBlur={onBlur}
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
                  onClick={() => onChange(removeEmailRow(rows, index))}
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
