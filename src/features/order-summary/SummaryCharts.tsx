// The three charts of doc 1 §2.7, in their own chunk: recharts loads only
// when the Order Summary shows data, never on the first route.
import { useEffect, useRef, useState } from 'react';
import {
  Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from 'recharts';
import { CHART_COLORS, pieLabel, pieOuterRadius, type DailyRow, type StatusSlice } from '../../domain/analytics/order-summary';
import { formatChartValue, formatCurrency } from '../../domain/shared/format';
import { DASHBOARD_CHART_HEIGHTS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';

const labels = MESSAGES.labels.analytics;
const text = MESSAGES.analytics;
const [LINE_HEIGHT, SMALL_HEIGHT] = DASHBOARD_CHART_HEIGHTS;

export type ChartType = 'line' | 'pie' | 'bar';

const tooltipValue = (value: unknown, name: unknown) => {
  const key = name === text.ordersLegend || name === 'orders' ? 'orders' : 'revenue';
  return [formatChartValue(key, Number(value)), name as string] as [string, string];
};

function ChartCard({ title, height, empty, children }: { title: string; height: number; empty: boolean; children: React.ReactElement }) {
  return (
    <figure className="card chart-card" aria-label={title}>
      <figcaption><h3>{title}</h3></figcaption>
      {empty ? (
        <p className="muted chart-empty" style={{ height }}>{text.noData}</p>
      ) : (
        <div style={{ height }}>
          <ResponsiveContainer width="100%" height="100%">{children}</ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}

/**
 * The width a labelled pie needs: the pie, the label line and the longest
 * label ('Out for delivery 5%') on both sides, at about 8 px a character.
 */
function labelledPieWidth(radius: number, labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((l) => l.length));
  return 2 * (radius + 28 + longest * 8);
}

/** The width of an element, followed as it changes (a card in a grid, a rotated tablet). */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The spec's pie, labelled 'Pending 25%' beside each slice. On a phone or
 * in a narrow card the same words go in a legend under a smaller pie
 * instead, so none is cut off.
 */
function StatusPie({ statuses }: { statuses: StatusSlice[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const total = statuses.reduce((n, s) => n + s.value, 0);
  const labelOf = (name: unknown, value: unknown) => pieLabel(String(name), total ? Number(value) / total : 0);
  const radius = pieOuterRadius(SMALL_HEIGHT);
  const wide = width >= labelledPieWidth(radius, statuses.map((s) => labelOf(s.name, s.value)));
  const byName = new Map(statuses.map((s) => [s.name, s.value]));
  return (
    <div ref={box} className="chart-box">
      <ChartCard title={labels.statusDistributionChart} height={SMALL_HEIGHT} empty={statuses.length === 0}>
        <PieChart>
          <Pie data={statuses} dataKey="value" nameKey="name" isAnimationActive={false}
            outerRadius={wide ? radius : radius * 0.75}
            label={wide ? ({ name, value }: { name?: string; value?: number }) => labelOf(name, value) : false}>
            {statuses.map((slice, i) => <Cell key={slice.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />)}
          </Pie>
          <Tooltip formatter={(value: unknown) => [`${String(value)}`, labels.pieTooltip] as [string, string]} />
          {!wide && <Legend formatter={(name: unknown) => labelOf(name, byName.get(String(name)))} />}
        </PieChart>
      </ChartCard>
    </div>
  );
}

export function SummaryChart({ type, daily, statuses }: { type: ChartType | string; daily: DailyRow[]; statuses: StatusSlice[] }) {
  switch (type) {
    case 'line':
      return (
        <ChartCard title={labels.revenueAndOrdersChart} height={LINE_HEIGHT} empty={daily.length === 0}>
          <LineChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis yAxisId="revenue" tickFormatter={(v: number) => formatCurrency(v)} width={72} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} />
            <Tooltip formatter={tooltipValue} />
            <Legend />
            <Line yAxisId="revenue" type="monotone" dataKey="revenue" name={text.revenueLegend} stroke={CHART_COLORS[0]} dot={false} isAnimationActive={false} />
            <Line yAxisId="orders" type="monotone" dataKey="orders" name={text.ordersLegend} stroke={CHART_COLORS[1]} dot={false} isAnimationActive={false} />
          </LineChart>
        </ChartCard>
      );
    case 'pie':
      return <StatusPie statuses={statuses} />;
    case 'bar':
      return (
        <ChartCard title={labels.dailyRevenueChart} height={SMALL_HEIGHT} empty={daily.length === 0}>
          <BarChart data={daily} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" />
            <YAxis tickFormatter={(v: number) => formatCurrency(v)} width={72} />
            <Tooltip formatter={(value: unknown) => [formatChartValue('value', Number(value)), text.revenueLegend] as [string, string]} />
            <Bar dataKey="value" name={text.revenueLegend} fill={CHART_COLORS[0]} isAnimationActive={false} />
          </BarChart>
        </ChartCard>
      );
    default:
      return <div className="card chart-card"><p className="muted">{text.unsupportedChart}</p></div>;
  }
}

export default function SummaryCharts({ daily, statuses }: { daily: DailyRow[]; statuses: StatusSlice[] }) {
  return (
    <div className="charts">
      <SummaryChart type="line" daily={daily} statuses={statuses} />
      <div className="charts-pair">
        <SummaryChart type="pie" daily={daily} statuses={statuses} />
        <SummaryChart type="bar" daily={daily} statuses={statuses} />
      </div>
    </div>
  );
}
