import { theme } from 'antd';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartData,
  type ChartDataset,
  type ChartType,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

/*
 * The dashboards' charts, drawn by Chart.js with only the parts they use registered (lines, bars,
 * rings, filled areas, legend, tooltip), so the bundle carries nothing else of it. Only the
 * dashboard pages import this module, so the library is a chunk of theirs and no other page loads
 * it. Each chart is drawn on a canvas that assistive technology cannot read: its frame names what
 * it shows in words.
 */

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);
// A canvas does not inherit the page's font: the charts write in Ant Design's.
Chart.defaults.font.family = theme.getDesignToken().fontFamily;
// Legends mark each series with a dot, as Ant Design's charts do, not Chart.js's wide box.
Chart.defaults.plugins.legend.labels.usePointStyle = true;
Chart.defaults.plugins.legend.labels.boxHeight = 8;

/** Ant Design's chart palette (AntV's categorical colours), one per series in order. */
const PALETTE = ['#1783FF', '#00C9C9', '#F0884D', '#D580FF', '#7863FF', '#60C42D', '#BD8F24', '#FF80CA'];
/** The palette's first colour at 30% opacity, under a line. */
const AREA_FILL = '#1783FF4D';

/** The palette's colour of the series or slice at `index`, from the first again after the last. */
const paletteColour = (index: number) => PALETTE[index % PALETTE.length] ?? '';

/** The chart fills its box, whatever the box's proportions. */
const FILL_BOX = { responsive: true, maintainAspectRatio: false };

interface Point {
  x: string;
  y: number;
  series?: string;
}

interface ChartProps {
  label: string;
  data: Point[];
  height?: number;
}

/**
 * A chart's box (fixed height, the chart fills it, with a summary for screen readers) and its
 * canvas. The chart is made once and then given each new configuration, so a refresh (the monitor
 * every few seconds) moves the drawing rather than redrawing it from blank.
 */
function ChartFrame<Type extends ChartType>({
  label,
  height,
  config,
}: {
  label: string;
  height: number;
  config: ChartConfiguration<Type>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<Type> | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    if (chart.current) {
      chart.current.data = config.data;
      if (config.options) chart.current.options = config.options;
      chart.current.update();
    } else {
      chart.current = new Chart(canvas.current, config);
    }
  }, [config]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );
  return (
    <div role="img" aria-label={label} className="dashboard-chart" style={{ height, position: 'relative' }}>
      <canvas ref={canvas} />
    </div>
  );
}

/** The theme's text and rule colours, so the charts read in the dark theme as in the light one. */
function useChartColours() {
  const { token } = theme.useToken();
  return { text: token.colorTextSecondary, rule: token.colorSplit };
}

/** Options every chart with axes shares: fills its box, the theme's colours, tooltips per day. */
function axesOptions(colours: ReturnType<typeof useChartColours>, { stacked = false } = {}) {
  const axis = { stacked, grid: { color: colours.rule }, border: { color: colours.rule } };
  return {
    ...FILL_BOX,
    color: colours.text,
    interaction: { mode: 'index' as const, intersect: false },
    plugins: { legend: { position: 'top' as const, align: 'start' as const } },
    scales: {
      x: {
        ...axis,
        grid: { display: false },
        ticks: { color: colours.text, maxRotation: 0, autoSkip: true },
      },
      y: { ...axis, beginAtZero: true, ticks: { color: colours.text, precision: 0 } },
    },
  };
}

/** A lone value has no line to draw between: it shows as a dot. */
const pointRadius = (values: unknown[]) => (values.length === 1 ? 3 : 0);

/** Days as `MM-DD` along an axis: the year is in the range picker. */
const dayOfMonth = (day: string) => day.slice(5);

/**
 * Series of points over the days as Chart.js wants them: the days in order along the axis, then
 * one dataset per series, which `style` makes of the series' colour in the palette and its values.
 */
function bySeriesOverDays<Type extends 'bar' | 'line'>(
  data: Point[],
  style: (colour: string, values: number[]) => ChartDataset<Type, number[]>,
): ChartData<Type, number[], string> {
  const days = [...new Set(data.map((point) => point.x))];
  const series = [...new Set(data.map((point) => point.series ?? ''))];
  return {
    labels: days.map(dayOfMonth),
    datasets: series.map((name, index) => {
      const byDay = new Map(
        data.filter((point) => (point.series ?? '') === name).map((point) => [point.x, point.y]),
      );
      const values = days.map((day) => byDay.get(day) ?? 0);
      return { ...style(paletteColour(index), values), label: name };
    }),
  };
}

/** The points' x values as labels and their y values as the data, in the order given. */
const labelsAndValues = (data: Point[]) => ({
  labels: data.map((point) => point.x),
  values: data.map((point) => point.y),
});

/** One series as an area under a smooth line in the palette's first colour. */
const areaDataset = (values: number[], borderWidth: number) => ({
  data: values,
  borderColor: PALETTE[0],
  backgroundColor: AREA_FILL,
  borderWidth,
  fill: 'origin' as const,
  tension: 0.4,
  pointRadius: pointRadius(values),
});

/** Days along the bottom, one column per day, each series stacked. */
export function StackedColumns({ label, data, height = 280 }: ChartProps) {
  const colours = useChartColours();
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: bySeriesOverDays(data, (colour, values) => ({ data: values, backgroundColor: colour })),
    options: axesOptions(colours, { stacked: true }),
  };
  return <ChartFrame label={label} height={height} config={config} />;
}

/** One line per series over the days. */
export function Lines({ label, data, height = 280 }: ChartProps) {
  const colours = useChartColours();
  const config: ChartConfiguration<'line'> = {
    type: 'line',
    data: bySeriesOverDays(data, (colour, values) => ({
      data: values,
      borderColor: colour,
      backgroundColor: colour,
      borderWidth: 2,
      pointRadius: pointRadius(values),
    })),
    options: axesOptions(colours),
  };
  return <ChartFrame label={label} height={height} config={config} />;
}

/** Ranked values as horizontal bars, the largest on top. */
export function Bars({ label, data, height = 280 }: ChartProps) {
  const colours = useChartColours();
  const options = axesOptions(colours);
  const { labels, values } = labelsAndValues(data);
  const config: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: { labels, datasets: [{ data: values, backgroundColor: PALETTE[0], maxBarThickness: 36 }] },
    options: {
      ...options,
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      // The categories run down the side and the values along the bottom.
      scales: {
        x: { ...options.scales.y, grid: { color: colours.rule } },
        y: { ...options.scales.x, ticks: { color: colours.text, autoSkip: false } },
      },
    },
  };
  return <ChartFrame label={label} height={height} config={config} />;
}

/** Shares of a whole, as a ring with its legend. */
export function Donut({ label, data, height = 260 }: ChartProps) {
  const colours = useChartColours();
  const { labels, values } = labelsAndValues(data);
  const config: ChartConfiguration<'doughnut'> = {
    type: 'doughnut',
    data: {
      labels,
      datasets: [
        {
          data: values,
          backgroundColor: values.map((_value, index) => paletteColour(index)),
          borderWidth: 0,
        },
      ],
    },
    options: {
      ...FILL_BOX,
      color: colours.text,
      cutout: '60%',
      plugins: { legend: { position: 'bottom' } },
    },
  };
  return <ChartFrame label={label} height={height} config={config} />;
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
  const config: ChartConfiguration<'line'> = {
    type: 'line',
    data: { labels: values.map((_value, index) => String(index)), datasets: [areaDataset(values, 1.5)] },
    options: {
      ...FILL_BOX,
      plugins: { legend: { display: false }, tooltip: { enabled: false } },
      scales: { x: { display: false }, y: { display: false, beginAtZero: true } },
    },
  };
  return <ChartFrame label={label} height={height} config={config} />;
}

/** A time series of one figure (the monitor's history). */
export function History({ label, data, height = 200 }: ChartProps) {
  const options = axesOptions(useChartColours());
  const { labels, values } = labelsAndValues(data);
  const config: ChartConfiguration<'line'> = {
    type: 'line',
    data: { labels, datasets: [areaDataset(values, 2)] },
    options: { ...options, plugins: { legend: { display: false } } },
  };
  return <ChartFrame label={label} height={height} config={config} />;
}
