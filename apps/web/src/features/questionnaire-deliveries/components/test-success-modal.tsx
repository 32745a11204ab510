import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { DeliveryTestResult } from '@sukoyaka/contracts/questionnaire-deliveries';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface TestSuccessModalProps {
  result: DeliveryTestResult | null;
  /** Question numbers by id, to name the matched questions. */
  numbers: Map<number, number>;
  listPath: string;
  onAgain: () => void;
}

/**
 * The spec §2 test-success modal (issue 11 item 3): the alert level the test answers would raise,
 * the rules that matched, a validated scale's score and band, and that nothing was stored.
 */
export function TestSuccessModal({ result, numbers, listPath, onAgain }: TestSuccessModalProps) {
  const { t } = useTranslation();
  const level = result ? t(`questionnaireDeliveries.levels.${result.alertLevel}`) : '';
  return (
    <Modal
      opened={result !== null}
      onClose={onAgain}
      title={t('questionnaireDeliveries.test.successTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('questionnaireDeliveries.preview.close') }}
    >
      {result ? (
        <Stack gap="md" data-testid="test-success">
          <Group gap="xs">
            <Text fw={700}>{t('questionnaireDeliveries.test.level', { level })}</Text>
            <Badge color={result.alertLevel === 'normal' ? 'gray' : 'red'} variant="light" styles={{ label: { color: 'var(--mantine-color-gray-9)' } }}>
              {level}
            </Badge>
          </Group>
          {result.matched.length ? (
            <Stack gap={4}>
              <Text fw={600}>{t('questionnaireDeliveries.test.matched')}</Text>
              <List size="sm" spacing={2}>
                {result.matched.map((m) => (
                  <List.Item key={m.questionId}>
                    {t('questionnaireDeliveries.editor.question', { n: numbers.get(m.questionId) ?? '?' })}：{m.ruleTexts.join('、')}（
                    {t(`questionnaireDeliveries.levels.${m.level}`)}）
                  </List.Item>
                ))}
              </List>
            </Stack>
          ) : null}
          {result.scaleScore !== null ? (
            <Text>{t('questionnaireDeliveries.test.scale', { score: result.scaleScore, band: result.scaleBandName ?? result.scaleBand ?? '' })}</Text>
          ) : null}
          {result.message ? <Text size="sm">{result.message}</Text> : null}
          <Text size="sm" c="gray.7">
            {t('questionnaireDeliveries.test.notStored')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onAgain} data-autofocus>
              {t('questionnaireDeliveries.test.again')}
            </Button>
            <Button component={Link} to={listPath}>
              {t('questionnaireDeliveries.test.toList')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
