import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTENTION_COLOR } from '../../../components/ui/attention-mark.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useToggleAttention } from '../hooks/use-attention.ts';

export interface AttentionToggleProps {
  studentId: number;
  isAttention: boolean;
  /** The teacher who bookmarked the student. */
  attentionBy: string | null;
  /** Refreshes the student once the bookmark changed (the button spins until it resolves). */
  onChanged: () => Promise<unknown>;
}

/**
 * The attention bookmark of spec §4 ("students toggled by bookmark"): a pressed/unpressed toggle
 * (POST or DELETE /api/teachers/attention_students), with who set it.
 */
export function AttentionToggle({ studentId, isAttention, attentionBy, onChanged }: AttentionToggleProps) {
  const { t } = useTranslation();
  const toggle = useToggleAttention(studentId, onChanged);
  const Icon = isAttention ? IconBookmarkFilled : IconBookmark;
  const errors = errorMessages(toggle.error, t('common.error.generic'));

  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        {isAttention && attentionBy ? (
          <Text size="sm" c="gray.8">
            {t('teacherStudents.attention.by', { name: attentionBy })}
          </Text>
        ) : null}
        <Button
          variant={isAttention ? 'filled' : 'default'}
          color={isAttention ? ATTENTION_COLOR : undefined}
          size="sm"
          aria-pressed={isAttention}
          loading={toggle.isPending}
          leftSection={<Icon size={18} aria-hidden="true" />}
          onClick={() => toggle.mutate(!isAttention)}
        >
          {t('teacherStudents.attention.label')}
        </Button>
      </Group>
      <ErrorAlert messages={errors} />
    </Stack>
  );
}
