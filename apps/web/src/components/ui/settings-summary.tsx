import { Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsSummaryProps {
  /** Label and value pairs, in reading order. */
  rows: { label: string; value: ReactNode }[];
}

/**
 * A setting shown to someone who may not change it (class teachers, spec §6): plain, readable
 * text instead of greyed-out form fields, as a description list.
 */
export function SettingsSummary({ rows }: SettingsSummaryProps) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rows.map((row) => (
        <Box key={row.label}>
          <Text component="dt" size="sm" fw={700}>
            {row.label}
          </Text>
          <Box component="dd" m={0} mt={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
