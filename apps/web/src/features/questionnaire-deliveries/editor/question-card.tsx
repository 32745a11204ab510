import { ActionIcon, Checkbox, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { QUESTION_FORM_TYPES, type QuestionFormType } from '@sukoyaka/contracts/questionnaires';
import { QUESTION_BODY_TEXT_MAX } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { RubyPreview, useRubyHint } from '../../../components/ui/ruby-preview.tsx';
import { isSelectType, withFormType, type DraftQuestion } from './editor-state.ts';
import { OptionsEditor } from './options-editor.tsx';
import { RulesEditor } from './rules-editor.tsx';
import { TextTranslations } from './text-translations.tsx';

export interface QuestionCardProps {
  question: DraftQuestion;
  /** 1-based number over all pages. */
  number: number;
  first: boolean;
  last: boolean;
  disabled: boolean;
  /** The server's message for a field of this question (path after questionsGroups.p.questions.q.). */
  errorAt: (path: string) => string | undefined;
  onChange: (next: DraftQuestion) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** One question of the editor: text (with `{漢字:よみ}` readings: the hint and a live preview, issue 24 item 4; its other-language texts, decision 075), form type (the five of spec §3), required, options with scores, alert rules, reorder / delete. */
export function QuestionCard({ question: q, number, first, last, disabled, errorAt, onChange, onMove, onRemove }: QuestionCardProps) {
  const { t } = useTranslation();
  const rubyHint = useRubyHint();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('questionnaireDeliveries.editor.question', { n: number })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('questionnaireDeliveries.editor.question', { n: number })}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              disabled={disabled || first}
              aria-label={t('questionnaireDeliveries.editor.moveQuestionUp', { n: number })}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={disabled || last}
              aria-label={t('questionnaireDeliveries.editor.moveQuestionDown', { n: number })}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={disabled}
              aria-label={t('questionnaireDeliveries.editor.removeQuestion', { n: number })}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          label={t('questionnaireDeliveries.editor.questionText', { n: number })}
          autosize
          minRows={2}
          description={disabled ? undefined : rubyHint}
          value={q.text}
          disabled={disabled}
          onChange={(e) => onChange({ ...q, text: e.currentTarget.value })}
          error={errorAt('text')}
        />
        <RubyPreview value={q.text} />
        <TextTranslations
          name={t('questionnaireDeliveries.editor.questionText', { n: number })}
          translations={q.translations}
          maxLength={QUESTION_BODY_TEXT_MAX}
          disabled={disabled}
          onChange={(translations) => onChange({ ...q, translations })}
        />
        <Group gap="lg" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('questionnaireDeliveries.editor.formType')}
            value={q.formType}
            disabled={disabled}
            data={QUESTION_FORM_TYPES.map((f) => ({ value: f, label: t(`questionnaireDeliveries.editor.formTypes.${f}`) }))}
            onChange={(e) => onChange(withFormType(q, e.currentTarget.value as QuestionFormType))}
          />
          <Checkbox
            mb={8}
            label={t('questionnaireDeliveries.editor.required')}
            checked={q.required}
            disabled={disabled}
            onChange={(e) => onChange({ ...q, required: e.currentTarget.checked })}
          />
        </Group>
        {isSelectType(q.formType) ? <OptionsEditor question={q} disabled={disabled} errorAt={errorAt} onChange={onChange} /> : null}
        <RulesEditor question={q} number={number} disabled={disabled} errorAt={errorAt} onChange={(alertRules) => onChange({ ...q, alertRules })} />
      </Stack>
    </Paper>
  );
}
