import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import { useTextRenderer } from '../../../components/ui/text-renderer.tsx';
import { useElementSize } from '@mantine/hooks';
import { LEVEL_LABEL_WIDTH, SCORE_FACES, SLANTED_LABEL_WIDTH, type ChartPoint } from '../condition-scores.ts';
import classes from './recent-conditions.module.css';

/** The y axis: the face names (少し良い …). */
const Y_AXIS_WIDTH = 88;

export interface RecentConditionsChartProps {
  points: ChartPoint[];
}

/**
 * The last month as a line chart (spec §2 recent-condition screen, §9 "Chart y axis 0 to 4,
 * step 1"): こころ (solid line) and からだ (dashed line), 良い at 4 down to 悪い at 1; a day that
 * was skipped is a gap. Lines differ by pattern as well as colour. The same data is offered as a
 * table next to it (RecentConditions). Every recorded day has its date under it (issue 24 item 9):
 * level where there is room, slanted where there is not, and on a phone with many days the chart
 * scrolls sideways inside its own box (the newest day in view) rather than skip dates.
 */
export function RecentConditionsChart({ points }: RecentConditionsChartProps) {
  const { t } = useTranslation();
  const { plain } = useTextRenderer();
  const { ref, width } = useElementSize();
  const plotWidth = Math.max(0, width - Y_AXIS_WIDTH);
  const level = points.length * LEVEL_LABEL_WIDTH <= plotWidth;
  const minWidth = Y_AXIS_WIDTH + points.length * SLANTED_LABEL_WIDTH;
  return (
    <div
      ref={ref}
      className={classes.chartScroll}
      // The newest day is on the right: a chart wider than the phone opens scrolled to it.
      dir="rtl"
      // A box that scrolls can be scrolled with the keyboard too (WCAG 2.1.1).
      tabIndex={width > 0 && minWidth > width ? 0 : undefined}
    >
      <div dir="ltr" style={{ minWidth }}>
        <LineChart
          h={level ? 280 : 310}
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
          xAxisProps={{ interval: 0, minTickGap: 0, angle: level ? 0 : -50, textAnchor: level ? 'middle' : 'end', height: level ? 30 : 52, fontSize: 13 }}
          valueFormatter={(value: number) => (SCORE_FACES[value] ? plain(t(`student.faces.${SCORE_FACES[value]}`)) : '')}
          gridAxis="y"
          tickLine="none"
          // The table beside the chart is the accessible form of the data; no keyboard stop in the SVG.
          lineChartProps={{ accessibilityLayer: false, margin: { top: 8, right: 24, bottom: 0, left: 0 } }}
        />
      </div>
    </div>
  );
}
