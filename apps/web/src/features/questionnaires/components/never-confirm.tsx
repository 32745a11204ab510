import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';

/** Student text is spaced by phrase: break lines at the spaces, never inside a word. */
export const KEEP_WORDS = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/**
 * The question before もう こたえない is stored (issue 24 item 7): a group named by its question,
 * もどる focused first (Enter never declines by accident), こたえない stores the choice.
 */
export function NeverConfirm({ busy, onBack, onConfirm }: { busy: boolean; onBack: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  const titleId = useId();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="lg" fw={700} style={KEEP_WORDS}>
        {rich(t('student.questionnaire.prompt.confirmNeverTitle'))}
      </Text>
      <Text size="lg" style={KEEP_WORDS}>
        {rich(t('student.questionnaire.prompt.confirmNeverBody'))}
      </Text>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button ref={back} size="lg" miw={180} disabled={busy} onClick={onBack}>
          {rich(t('student.questionnaire.prompt.confirmNeverBack'))}
        </Button>
        <Button size="lg" miw={180} variant="default" color="red" loading={busy} onClick={onConfirm}>
          {rich(t('student.questionnaire.prompt.confirmNever'))}
        </Button>
      </Group>
    </Stack>
  );
}
