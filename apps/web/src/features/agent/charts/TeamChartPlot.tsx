import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, type ChartRow } from './chart-rows';

/** Colours come from the theme's CSS variables (agent-pages.css sets the line's and the grid's). */
const BAR = 'var(--accent)';
const LINE = 'var(--agent-chart-line)';
const GRID = 'var(--agent-chart-grid)';
const MUTED = 'var(--muted)';

/**
 * The drawing of a TeamChart (recharts' ComposedChart: bars, an optional line, axes in the
 * caller's format, a tooltip). Its own chunk: recharts loads with the first chart, not with the
 * agent centre's frame. Its box (`.agent-chart-plot`) has a fixed height for ResponsiveContainer.
 */
export default function TeamChartPlot({
  rows,
  barLabel,
  lineLabel,
  format,
}: {
  rows: ChartRow[];
  barLabel: string;
  lineLabel?: string;
  format(v: number): string;
}) {
  const tick = { fill: MUTED, fontSize: 10 };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 320, height: CHART_HEIGHT }}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={tick} stroke={GRID} tickLine={false} interval="preserveStartEnd" />
        <YAxis tick={tick} stroke={GRID} tickLine={false} width={64} tickFormatter={(v: number) => format(v)} />
        <Tooltip
          cursor={{ fill: 'var(--panel-2)' }}
          contentStyle={{
            background: 'var(--panel)',
            border: `1px solid ${GRID}`,
            borderRadius: 'var(--radius)',
            color: 'var(--text)',
            fontSize: 12,
          }}
          labelStyle={{ color: 'var(--text)', fontWeight: 600 }}
          formatter={(v) => (typeof v === 'number' ? format(v) : String(v))}
        />
        <Bar
          dataKey="bar"
          name={barLabel}
          fill={BAR}
          fillOpacity={0.85}
          radius={[2, 2, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        {lineLabel ? (
          <Line
            dataKey="line"
            name={lineLabel}
            type="monotone"
            stroke={LINE}
            strokeWidth={2}
            dot={{ r: 3, fill: LINE, stroke: LINE }}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
