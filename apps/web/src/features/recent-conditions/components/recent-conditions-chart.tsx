import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { SCORE_FACES, type ChartPoint } from '../condition-scores.ts';

export interface RecentConditionsChartProps {
  points: ChartPoint[];
}

/**
 * The last month as a line chart (spec §2 recent-condition screen, §9 "Chart y axis 0 to 4,
 * step 1"): こころ (solid line) and からだ (dashed line), 良い at 4 down to 悪い at 1; a day that
 * was skipped or not entered is a gap. Lines differ by pattern as well as colour. The same data
 * is offered as a table next to it (RecentConditions).
 */
export function RecentConditionsChart({ points }: RecentConditionsChartProps) {
  const { t } = useTranslation();
  const { plain } = useTextRenderer();
  return (
    <LineChart
      h={280}
      data={points}
      dataKey="date"
      series={[
        { name: 'mental', label: plain(t('student.todays.mental')), color: 'blue.8' },
        { name: 'physical', label: plain(t('student.todays.physical')), color: 'orange.9', strokeDasharray: '7 5' },
      ]}
      curveType="linear"
      connectNulls={false}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 40 }}
      strokeWidth={3}
      dotProps={{ r: 4, strokeWidth: 2 }}
      activeDotProps={{ r: 6 }}
      yAxisProps={{
        domain: [0, 4],
        ticks: [0, 1, 2, 3, 4],
        allowDecimals: false,
        width: 88,
        tickFormatter: (value: number) => (SCORE_FACES[value] ? plain(t(`student.faces.${SCORE_FACES[value]}`)) : ''),
      }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      valueFormatter={(value: number) => (SCORE_FACES[value] ? plain(t(`student.faces.${SCORE_FACES[value]}`)) : '')}
      gridAxis="y"
      tickLine="none"
      // The table beside the chart is the accessible form of the data; no keyboard stop in the SVG.
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
