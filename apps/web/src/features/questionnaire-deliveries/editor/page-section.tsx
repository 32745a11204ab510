import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { QUESTION_BODY_TEXT_MAX } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { blankQuestion, moved, type DraftPage } from './editor-state.ts';
import { TextTranslations } from './text-translations.tsx';
import { QuestionCard } from './question-card.tsx';

export interface PageSectionProps {
  page: DraftPage;
  /** 0-based page index and the number of questions on earlier pages. */
  index: number;
  firstNumber: number;
  pageCount: number;
  disabled: boolean;
  /** The server's message at a path under questionsGroups.{index}. */
  errorAt: (path: string) => string | undefined;
  onChange: (next: DraftPage) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** One page (question group, spec §3 questionsGroups): its heading and questions, add / reorder / delete. */
export function PageSection({ page, index, firstNumber, pageCount, disabled, errorAt, onChange, onMove, onRemove }: PageSectionProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const setQuestions = (questions: DraftPage['questions']) => onChange({ ...page, questions });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="gray.0">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {t('questionnaireDeliveries.editor.page', { n })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              disabled={disabled || index === 0}
              aria-label={t('questionnaireDeliveries.editor.movePageUp', { n })}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={disabled || index === pageCount - 1}
              aria-label={t('questionnaireDeliveries.editor.movePageDown', { n })}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={disabled || pageCount === 1}
              aria-label={t('questionnaireDeliveries.editor.removePage', { n })}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t('questionnaireDeliveries.editor.pageTitle', { n })}
          value={page.title}
          disabled={disabled}
          onChange={(e) => onChange({ ...page, title: e.currentTarget.value })}
          error={errorAt('title')}
        />
        <TextTranslations
          name={t('questionnaireDeliveries.editor.pageTitle', { n })}
          translations={page.translations}
          maxLength={QUESTION_BODY_TEXT_MAX}
          disabled={disabled}
          onChange={(translations) => onChange({ ...page, translations })}
        />
        {page.questions.map((q, i) => (
          <QuestionCard
            key={q.key}
            question={q}
            number={firstNumber + i + 1}
            first={i === 0}
            last={i === page.questions.length - 1}
            disabled={disabled}
            errorAt={(path) => errorAt(`questions.${i}.${path}`)}
            onChange={(next) => setQuestions(page.questions.map((x, k) => (k === i ? next : x)))}
            onMove={(delta) => setQuestions(moved(page.questions, i, delta))}
            onRemove={() => setQuestions(page.questions.filter((_, k) => k !== i))}
          />
        ))}
        {errorAt('questions') ? (
          <Text size="sm" c="red.9">
            {errorAt('questions')}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            disabled={disabled}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setQuestions([...page.questions, blankQuestion()])}
          >
            {t('questionnaireDeliveries.editor.addQuestion')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
