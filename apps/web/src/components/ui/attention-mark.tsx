import { Badge } from '@mantine/core';
import { IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 要注意's dark orange: 6:1 with white text and on white (Mantine's orange.9 is under 4.5:1). */
export const ATTENTION_COLOR = '#a83c00';

export interface AttentionMarkProps {
  /** Whether the student is bookmarked as 要注意; nothing is drawn otherwise. */
  on: boolean;
}

/**
 * The 要注意 mark beside a student's name on the class and school dashboards (spec §4 "Attention:
 * students toggled by bookmark"; issue 10 item 6): the bookmark icon and 要注意 in white on dark
 * orange (ATTENTION_COLOR), read aloud with the name.
 */
export function AttentionMark({ on }: AttentionMarkProps) {
  const { t } = useTranslation();
  if (!on) return null;
  return (
    <Badge
      component="span"
      size="sm"
      color={ATTENTION_COLOR}
      variant="filled"
      ml={6}
      data-attention-mark
      leftSection={<IconBookmarkFilled size={12} aria-hidden="true" />}
      style={{ verticalAlign: 'middle' }}
    >
      {t('teacherStudents.attention.label')}
    </Badge>
  );
}
