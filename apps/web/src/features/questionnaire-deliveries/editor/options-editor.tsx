import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { OPTION_TEXT_MAX } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { TextTranslations } from './text-translations.tsx';
import { moveOption, newKey, removeOption, type DraftQuestion } from './editor-state.ts';

export interface OptionsEditorProps {
  question: DraftQuestion;
  disabled: boolean;
  errorAt: (path: string) => string | undefined;
  onChange: (next: DraftQuestion) => void;
}

/** The options of a select or checkbox question with their scores (spec §3 "options with score"), each with its closed other-language texts (decision 075); reorder with up / down buttons. */
export function OptionsEditor({ question: q, disabled, errorAt, onChange }: OptionsEditorProps) {
  const { t } = useTranslation();
  const setOption = (i: number, patch: Partial<DraftQuestion['options'][number]>) =>
    onChange({ ...q, options: q.options.map((o, k) => (k === i ? { ...o, ...patch } : o)) });
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('questionnaireDeliveries.editor.options')}
      </Text>
      {q.options.map((o, i) => (
        <Stack key={o.key} gap={4}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              size="sm"
              style={{ flex: 1 }}
              label={t('questionnaireDeliveries.editor.optionText', { n: i + 1 })}
              value={o.text}
              disabled={disabled}
              onChange={(e) => setOption(i, { text: e.currentTarget.value })}
              error={errorAt(`options.${i}.text`)}
            />
            <TextInput
              size="sm"
              w={96}
              inputMode="numeric"
              label={t('questionnaireDeliveries.editor.score', { n: i + 1 })}
              value={o.score}
              disabled={disabled}
              onChange={(e) => setOption(i, { score: e.currentTarget.value })}
              error={errorAt(`options.${i}.score`)}
            />
            <Group gap={2} mt={26} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                disabled={disabled || i === 0}
                aria-label={t('questionnaireDeliveries.editor.moveOptionUp', { n: i + 1 })}
                onClick={() => onChange(moveOption(q, i, -1))}
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                disabled={disabled || i === q.options.length - 1}
                aria-label={t('questionnaireDeliveries.editor.moveOptionDown', { n: i + 1 })}
                onClick={() => onChange(moveOption(q, i, 1))}
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                disabled={disabled}
                aria-label={t('questionnaireDeliveries.editor.removeOption', { n: i + 1 })}
                onClick={() => onChange(removeOption(q, i))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Group>
          <TextTranslations
            name={t('questionnaireDeliveries.editor.optionText', { n: i + 1 })}
            translations={o.translations}
            maxLength={OPTION_TEXT_MAX}
            disabled={disabled}
            onChange={(translations) => setOption(i, { translations })}
          />
        </Stack>
      ))}
      {errorAt('options') ? (
        <Text size="sm" c="red.9">
          {errorAt('options')}
        </Text>
      ) : null}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange({ ...q, options: [...q.options, { key: newKey(), text: '', score: '0', value: null, translations: {} }] })}
        >
          {t('questionnaireDeliveries.editor.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
