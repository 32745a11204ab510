import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AppHeaderProps {
  /** Main line, e.g. the school name. */
  title: ReactNode;
  /** Second line, e.g. grade and class, or the teacher's name. */
  subtitle?: ReactNode;
  /** Controls on the right (language switch, logout). */
  actions?: ReactNode;
}

/** The banner of a signed-in layout: who and where on the left, controls on the right. */
export function AppHeader({ title, subtitle, actions }: AppHeaderProps) {
  return (
    <Box component="header" px={{ base: 'sm', sm: 'lg' }} py="xs" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Box miw={0}>
          <Text fw={700} size="md" lh={1.3}>
            {title}
          </Text>
          {subtitle ? (
            <Text size="sm" c="gray.7" lh={1.3}>
              {subtitle}
            </Text>
          ) : null}
        </Box>
        {actions ? (
          // The controls wrap onto a second line on a phone (390 px) rather than run off-screen, so the
          // last of them (ログアウト) stays reachable (issue 10 item 8).
          <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flexShrink: 1, minWidth: 0 }}>
            {actions}
          </Group>
        ) : null}
      </Group>
    </Box>
  );
}
