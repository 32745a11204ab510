import { Checkbox, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import { QUESTION_TEXT_MAX, type Question } from '@sukoyaka/contracts/questionnaires';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchoolText } from '../../../components/ui/school-text.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import type { DraftValue } from '../questionnaire-form.ts';

export interface QuestionFieldProps {
  question: Question;
  /** 1-based number shown before the question. */
  number: number;
  value: DraftValue;
  /** Translated message of the question's error, if any. */
  error?: string;
  onChange: (next: DraftValue) => void;
}

const labelStyles = { label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.6 } };

/** The id of a question's first control, for focusing the first unanswered one. */
export function questionFieldId(questionId: number): string {
  return `question-${questionId}`;
}

/**
 * One question of the answering page (spec §3 formType): text (one line, ≤ 200), long_text
 * (≤ 5,000 with a counter), single_select_row (choices side by side where they fit: four on a tablet, stacked on a phone), single_select_column
 * (choices stacked) and checkbox (any number). Choices are cards of at least 52 px; the school's
 * words show in the pupil's language where the school gave them (decision 075), else in
 * Japanese (lang="ja", {漢字:よみ} readings) with the untranslated mark.
 */
export function QuestionField({ question, number, value, error, onChange }: QuestionFieldProps) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const id = questionFieldId(question.id);
  const errorId = `${id}-error`;
  const label: ReactNode = (
    <>
      <span>{number}. </span>
      <SchoolText value={question.text} translations={question.translations} questionnaire />
      {question.required ? (
        <Text span c="red.9" fw={700} size="md" ml={6}>
          {rich(t('student.questionnaire.required'))}
        </Text>
      ) : null}
    </>
  );
  const errorText = error ? (
    <Text id={errorId} c="red.9" fw={600} size="md" mt={6}>
      {rich(error)}
    </Text>
  ) : null;
  const describedBy = error ? errorId : undefined;

  switch (question.formType) {
    case 'single_select_row':
    case 'single_select_column': {
      const row = question.formType === 'single_select_row';
      const cards = question.options.map((option, i) => (
        <Radio.Card
          key={option.id}
          id={i === 0 ? id : undefined}
          value={String(option.id)}
          radius="md"
          p="sm"
          mih={52}
          w={row ? 'auto' : '100%'}
          style={{ flex: row ? '1 1 170px' : undefined }}
        >
          <Group wrap="nowrap" gap="sm">
            <Radio.Indicator size="md" />
            <Text fw={700} size="lg">
              <SchoolText value={option.text} translations={option.translations} questionnaire />
            </Text>
          </Group>
        </Radio.Card>
      ));
      return (
        <Radio.Group
          value={value.questionOptionId === null ? null : String(value.questionOptionId)}
          onChange={(next) => onChange({ ...value, questionOptionId: Number(next) })}
          label={label}
          size="lg"
          aria-describedby={describedBy}
          styles={labelStyles}
        >
          {row ? (
            <Group mt="xs" gap="sm" align="stretch">
              {cards}
            </Group>
          ) : (
            <Stack mt="xs" gap="sm" maw={480}>
              {cards}
            </Stack>
          )}
          {errorText}
        </Radio.Group>
      );
    }
    case 'checkbox':
      return (
        <Checkbox.Group
          value={value.questionOptionIds.map(String)}
          onChange={(next) => onChange({ ...value, questionOptionIds: next.map(Number) })}
          label={label}
          description={rich(t('student.questionnaire.checkboxHint'))}
          size="md"
          aria-describedby={describedBy}
          styles={{ ...labelStyles, description: { fontSize: 'var(--mantine-font-size-md)' } }}
        >
          <Stack mt="xs" gap="sm" maw={480}>
            {question.options.map((option, i) => (
              <Checkbox.Card key={option.id} id={i === 0 ? id : undefined} value={String(option.id)} radius="md" p="sm" mih={52}>
                <Group wrap="nowrap" gap="sm">
                  <Checkbox.Indicator size="md" />
                  <Text fw={700} size="lg">
                    <SchoolText value={option.text} translations={option.translations} questionnaire />
                  </Text>
                </Group>
              </Checkbox.Card>
            ))}
          </Stack>
          {errorText}
        </Checkbox.Group>
      );
    case 'long_text':
      return (
        <div>
          <Textarea
            id={id}
            label={label}
            size="md"
            autosize
            minRows={4}
            maxRows={12}
            maxLength={LONG_TEXT_MAX}
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
            aria-describedby={describedBy}
            error={error ? true : undefined}
            styles={labelStyles}
          />
          <Text size="sm" c="gray.7" ta="right" mt={4}>
            {rich(t('student.questionnaire.count', { count: value.text.length, max: LONG_TEXT_MAX }))}
          </Text>
          {errorText}
        </div>
      );
    default:
      return (
        <div>
          <TextInput
            id={id}
            label={label}
            size="md"
            maxLength={QUESTION_TEXT_MAX}
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
            aria-describedby={describedBy}
            error={error ? true : undefined}
            // Size md is 42 px high; a student's touch target is at least 44 px (issue 3).
            styles={{ ...labelStyles, input: { minHeight: 44 } }}
          />
          {errorText}
        </div>
      );
  }
}
