import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ALERT_LEVELS, type AlertLevel, type QuestionAlertRule } from '@sukoyaka/contracts/questionnaires';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isSelectType, type DraftQuestion } from './editor-state.ts';

type RaisedLevel = Exclude<AlertLevel, 'normal'>;
const RAISED_LEVELS = ALERT_LEVELS.filter((l): l is RaisedLevel => l !== 'normal');

/** A rule in plain Japanese (the same words as the server's alertRuleTexts), e.g. 「何度もある」が選ばれたら第2段階. */
export function ruleSentence(rule: QuestionAlertRule, q: DraftQuestion, t: TFunction): string {
  const level = t(`questionnaireDeliveries.levels.${rule.level}`);
  if (rule.when === 'option_chosen') {
    if (rule.optionIndexes.length === 0) return t('questionnaireDeliveries.editor.sentence.option_none');
    const options = rule.optionIndexes.map((i) => q.options[i]?.text || t('questionnaireDeliveries.editor.optionText', { n: i + 1 })).join('」「');
    return t('questionnaireDeliveries.editor.sentence.option_chosen', { options, level });
  }
  if (rule.when === 'score_at_least') return t('questionnaireDeliveries.editor.sentence.score_at_least', { threshold: rule.threshold, level });
  return t('questionnaireDeliveries.editor.sentence.text_written', { level });
}

/**
 * A new rule: for a choice question nothing is chosen (issue 28 item 1: option 1 is usually the good
 * answer, and a pre-ticked one raised false alerts); the contract refuses to save it empty.
 */
function blankRule(q: DraftQuestion): QuestionAlertRule {
  return isSelectType(q.formType) ? { when: 'option_chosen', optionIndexes: [], level: 'first_stage' } : { when: 'text_written', level: 'first_stage' };
}

export interface RulesEditorProps {
  question: DraftQuestion;
  /** 1-based question number, for the controls' names. */
  number: number;
  disabled: boolean;
  errorAt: (path: string) => string | undefined;
  onChange: (rules: QuestionAlertRule[]) => void;
}

/**
 * A question's alert rules (issue 11 item 2; decision 021): an option chosen, a score at or above a
 * threshold, or any text written raises the sheet to a level. Each rule is shown in plain Japanese.
 */
export function RulesEditor({ question: q, number, disabled, errorAt, onChange }: RulesEditorProps) {
  const { t } = useTranslation();
  const select = isSelectType(q.formType);
  const whens = select ? (['option_chosen', 'score_at_least'] as const) : (['text_written'] as const);
  const update = (i: number, rule: QuestionAlertRule) => onChange(q.alertRules.map((r, k) => (k === i ? rule : r)));

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('questionnaireDeliveries.editor.rules')}
      </Text>
      {q.alertRules.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('questionnaireDeliveries.editor.noRules')}
        </Text>
      ) : null}
      {q.alertRules.map((rule, i) => (
        <Stack key={i} gap={6} p="xs" bg="gray.0" style={{ borderRadius: 6 }}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <NativeSelect
              size="sm"
              label={t('questionnaireDeliveries.editor.ruleWhen', { n: i + 1 })}
              value={rule.when}
              disabled={disabled}
              data={whens.map((w) => ({ value: w, label: t(`questionnaireDeliveries.editor.when.${w}`) }))}
              onChange={(e) => {
                const when = e.currentTarget.value as QuestionAlertRule['when'];
                update(
                  i,
                  when === 'option_chosen'
                    ? { when, optionIndexes: [], level: rule.level }
                    : when === 'score_at_least'
                      ? { when, threshold: 1, level: rule.level }
                      : { when, level: rule.level },
                );
              }}
              error={errorAt(`alertRules.${i}.when`)}
            />
            {rule.when === 'score_at_least' ? (
              <TextInput
                size="sm"
                w={120}
                inputMode="numeric"
                label={t('questionnaireDeliveries.editor.ruleThreshold')}
                value={String(rule.threshold)}
                disabled={disabled}
                onChange={(e) => update(i, { ...rule, threshold: Number.parseInt(e.currentTarget.value, 10) || 0 })}
                error={errorAt(`alertRules.${i}.threshold`)}
              />
            ) : null}
            <NativeSelect
              size="sm"
              label={t('questionnaireDeliveries.editor.ruleLevel')}
              value={rule.level}
              disabled={disabled}
              data={RAISED_LEVELS.map((l) => ({ value: l, label: t(`questionnaireDeliveries.levels.${l}`) }))}
              onChange={(e) => update(i, { ...rule, level: e.currentTarget.value as RaisedLevel })}
            />
            <Button
              size="sm"
              variant="default"
              disabled={disabled}
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              aria-label={`${t('questionnaireDeliveries.editor.removeRule', { n: i + 1 })}（${t('questionnaireDeliveries.editor.question', { n: number })}）`}
              onClick={() => onChange(q.alertRules.filter((_, k) => k !== i))}
            >
              {t('questionnaireDeliveries.editor.removeRule', { n: i + 1 })}
            </Button>
          </Group>
          {rule.when === 'option_chosen' ? (
            <Checkbox.Group
              label={t('questionnaireDeliveries.editor.ruleOptions')}
              value={rule.optionIndexes.map(String)}
              onChange={(v) => update(i, { ...rule, optionIndexes: v.map(Number).sort((a, b) => a - b) })}
              error={errorAt(`alertRules.${i}.optionIndexes`) ?? errorAt(`alertRules.${i}.optionIndexes.0`)}
            >
              <Group gap="sm" mt={4}>
                {q.options.map((o, k) => (
                  <Checkbox key={o.key} value={String(k)} disabled={disabled} label={o.text || t('questionnaireDeliveries.editor.optionText', { n: k + 1 })} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          <Text size="sm" c="blue.9" fw={600}>
            {ruleSentence(rule, q, t)}
          </Text>
        </Stack>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...q.alertRules, blankRule(q)])}
        >
          {t('questionnaireDeliveries.editor.addRule')}
        </Button>
      </Group>
    </Stack>
  );
}
