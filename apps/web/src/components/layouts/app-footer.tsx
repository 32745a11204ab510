import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** spec §9: the footer's copyright year, kept in this one place. */
export const COPYRIGHT_YEAR = 2024;

/**
 * The signed-in layouts' footer (spec §2 "Layouts and footer"): the copyright line, and the
 * layout's footer panels as children (the teacher layout's collapsible download panel of the
 * answer PDFs, which floats at the bottom right while it has something to show).
 */
export function AppFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" px={{ base: 'sm', sm: 'lg' }} py="md" ta="center">
      <Text size="xs" c="gray.8">
        © {COPYRIGHT_YEAR} {t('common.appName')}
      </Text>
      {children}
    </Box>
  );
}
