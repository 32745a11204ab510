import { Box, Group, Stack, Text } from '@mantine/core';
import type { BoardReport } from '@sukoyaka/contracts/local-government';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/board-figures.ts';

const HEIGHT = 140;

/**
 * The report's monthly chart (spec §2 report "charts"): one bar per month of the school year
 * (April first) for the chart's column; a suppressed month ("<5", "*") shows a hatched stub and its
 * label instead of a height that would reveal the number. The figures are also written under each
 * bar, so the chart needs no colour or hover to be read.
 */
export function ReportChart({ chart }: { chart: BoardReport['chart'] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...chart.bars.map((b) => (typeof b.value === 'number' ? b.value : 0)));
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm" id="report-chart-title">
        {t('organization.report.chartTitle', { label: chart.label })}
      </Text>
      <Box role="list" aria-labelledby="report-chart-title" style={{ overflowX: 'auto' }}>
        <Group gap={4} align="flex-end" wrap="nowrap" miw={12 * 44}>
          {chart.bars.map((bar) => {
            const numeric = typeof bar.value === 'number';
            const height = numeric ? Math.round(((bar.value as number) / max) * HEIGHT) : 8;
            return (
              <Stack key={bar.label} role="listitem" gap={2} align="center" style={{ flex: 1, minWidth: 40 }}>
                <Text size="xs" c="gray.8" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(bar.value)}
                </Text>
                <Box
                  aria-hidden="true"
                  w="70%"
                  h={Math.max(numeric && (bar.value as number) > 0 ? 2 : 0, height)}
                  bg={numeric ? 'blue.6' : undefined}
                  style={
                    numeric
                      ? { borderRadius: '3px 3px 0 0' }
                      : { background: 'repeating-linear-gradient(45deg, var(--mantine-color-gray-4) 0 3px, transparent 3px 6px)', borderRadius: 2 }
                  }
                />
                <Text size="xs" c="gray.8">
                  {bar.label}
                </Text>
              </Stack>
            );
          })}
        </Group>
      </Box>
    </Stack>
  );
}
