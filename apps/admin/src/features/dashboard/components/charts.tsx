import { Area, Bar, Column, Line, Pie, Tiny } from '@ant-design/plots';
import type { ReactNode } from 'react';

/*
 * The dashboards' charts (Ant Design's own chart library). Only the dashboard pages import this
 * module, so the library is a chunk of theirs and no other page loads it. Each chart is drawn on a
 * canvas that assistive technology cannot read: its frame names what it shows in words.
 */

/** A chart's box: fixed height (the chart fills it) and a summary for screen readers. */
function Frame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="dashboard-chart" style={{ height }}>
      {children}
    </div>
  );
}

interface Point {
  x: string;
  y: number;
  series?: string;
}

/** Days as `MM-DD` along an axis: the year is in the range picker. */
const DAY_AXIS = { x: { labelFormatter: (day: string) => day.slice(5), title: false }, y: { title: false } };

interface ChartProps {
  label: string;
  data: Point[];
  height?: number;
}

/** Days along the bottom, one column per day, each series stacked. */
export function StackedColumns({ label, data, height = 280 }: ChartProps) {
  return (
    <Frame label={label} height={height}>
      <Column
        data={data}
        xField="x"
        yField="y"
        colorField="series"
        stack
        autoFit
        height={height}
        axis={DAY_AXIS}
      />
    </Frame>
  );
}

/** One line per series over the days. */
export function Lines({ label, data, height = 280 }: ChartProps) {
  return (
    <Frame label={label} height={height}>
      <Line data={data} xField="x" yField="y" colorField="series" autoFit height={height} axis={DAY_AXIS} />
    </Frame>
  );
}

/** Ranked values as horizontal bars, the largest on top. */
export function Bars({ label, data, height = 280 }: ChartProps) {
  return (
    <Frame label={label} height={height}>
      <Bar
        data={data}
        xField="x"
        yField="y"
        autoFit
        height={height}
        axis={{ x: { title: false }, y: { title: false } }}
        style={{ maxWidth: 36 }}
      />
    </Frame>
  );
}

/** Shares of a whole, as a ring with its legend. */
export function Donut({ label, data, height = 260 }: ChartProps) {
  return (
    <Frame label={label} height={height}>
      <Pie
        data={data}
        angleField="y"
        colorField="x"
        innerRadius={0.6}
        autoFit
        height={height}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        label={false}
      />
    </Frame>
  );
}

/** A small area under a series, for a statistic card. */
export function Sparkline({
  label,
  values,
  height = 48,
}: {
  label: string;
  values: number[];
  height?: number;
}) {
  return (
    <Frame label={label} height={height}>
      <Tiny.Area
        data={values.map((y, x) => ({ x, y }))}
        xField="x"
        yField="y"
        autoFit
        height={height}
        shapeField="smooth"
      />
    </Frame>
  );
}

/** A time series of one figure (the monitor's history). */
export function History({ label, data, height = 200 }: ChartProps) {
  return (
    <Frame label={label} height={height}>
      <Area
        data={data}
        xField="x"
        yField="y"
        autoFit
        height={height}
        shapeField="smooth"
        axis={{ x: { title: false }, y: { title: false } }}
        style={{ fillOpacity: 0.3 }}
      />
    </Frame>
  );
}
