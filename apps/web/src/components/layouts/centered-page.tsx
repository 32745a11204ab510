import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CenteredPageProps {
  children: ReactNode;
  /** Controls in the top bar, e.g. the language switch. */
  topRight?: ReactNode;
  /** Width of the card. */
  width?: number;
}

/**
 * A page without a signed-in header (login, landing, errors): the product name on top and one
 * card centred in the `<main>` landmark.
 */
export function CenteredPage({ children, topRight, width = 440 }: CenteredPageProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" px={{ base: 'sm', sm: 'lg' }} py="xs" gap="xs">
        <Text fw={700} c="blue.9" size="lg">
          {t('common.appName')}
        </Text>
        {topRight}
      </Group>
      <Box component="main" id="main" px="sm" pb="xl" pt={{ base: 'xs', sm: 'xl' }}>
        <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={width} mx="auto">
          <Stack gap="md">{children}</Stack>
        </Paper>
      </Box>
    </Box>
  );
}
