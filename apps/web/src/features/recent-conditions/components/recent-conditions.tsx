import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import type { ConditionRow } from '@sukoyaka/contracts/conditions';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PlainTable } from '../../../components/ui/plain-table.tsx';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { chartPoints } from '../condition-scores.ts';
import classes from './recent-conditions.module.css';

function ChartUnavailable() {
  const { t } = useTranslation();
  const { rich } = useTextRenderer();
  return <Text size="lg">{rich(t('student.recent.chartUnavailable'))}</Text>;
}

// The chart library is large: it loads only here, and offline its absence is said in words.
const RecentConditionsChart = lazy(() =>
  import('./recent-conditions-chart.tsx').then(
    (m) => ({ default: m.RecentConditionsChart }),
    () => ({ default: ChartUnavailable }),
  ),
);

/**
 * True once the element came within 200 px of the viewport, and from then on. On a
 * phone the chart sits below the fold: its 110 KB (gzip) library then loads when the student
 * scrolls towards it, not with the page (issue 3's budget; docs/decisions/015).
 */
function useSeenSoon(): [(element: HTMLDivElement | null) => void, boolean] {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px 0px' });
  const [seen, setSeen] = useState(false);
  if (entry?.isIntersecting && !seen) setSeen(true);
  return [ref, seen];
}

export interface RecentConditionsProps {
  /** The student's check-ins of the range (GET /api/conditions?from&to). */
  rows: ConditionRow[];
  from: string;
  to: string;
}

/**
 * The recent-condition section (spec §2 Student "recent-condition screen"): the last month as a
 * chart, and the same days as a table for anyone who does not read charts.
 */
export function RecentConditions({ rows, from, to }: RecentConditionsProps) {
  const { t } = useTranslation();
  const { rich, plain } = useTextRenderer();
  const points = chartPoints(rows, from, to);
  const recorded = [...points].reverse();
  const label = (value: ConditionRow['mental']) => rich(t(`student.faces.${value ?? 'none'}`));
  const [observeChartBox, chartSeen] = useSeenSoon();

  return (
    <Paper component="section" aria-labelledby="recent-conditions-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} id="recent-conditions-title" fz={{ base: 22, sm: 26 }}>
          {rich(t('student.recent.title'))}
        </Title>
        {rows.length === 0 ? (
          <Text size="lg">{rich(t('student.recent.empty'))}</Text>
        ) : (
          <>
            <Text size="md" c="gray.7">
              {rich(t('student.recent.lead'))}
            </Text>
            <div ref={observeChartBox} role="img" aria-label={plain(t('student.recent.chartLabel'))}>
              {chartSeen ? (
                <Suspense fallback={<LoadingScreen minHeight={280} />}>
                  <RecentConditionsChart points={points} />
                </Suspense>
              ) : (
                <LoadingScreen minHeight={280} />
              )}
            </div>
            <details className={classes.details}>
              <summary className={classes.summary}>{rich(t('student.recent.showTable'))}</summary>
              <PlainTable size="md" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                <thead>
                  <tr>
                    <th scope="col">{rich(t('student.recent.date'))}</th>
                    <th scope="col">{rich(t('student.todays.mental'))}</th>
                    <th scope="col">{rich(t('student.todays.physical'))}</th>
                  </tr>
                </thead>
                <tbody>
                  {recorded.map((point) => {
                    const row = rows.find((r) => r.date === point.key);
                    return (
                      <tr key={point.key}>
                        <th scope="row" style={{ fontWeight: 600 }}>
                          {point.date}
                        </th>
                        <td>{label(row?.mental ?? null)}</td>
                        <td>{label(row?.physical ?? null)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </PlainTable>
            </details>
          </>
        )}
      </Stack>
    </Paper>
  );
}
