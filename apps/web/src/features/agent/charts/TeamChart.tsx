import { lazy, Suspense } from 'react';
import type { ChartRow } from './chart-rows';

/**
 * The agent centre's one chart: bars for one series and, optionally, a line for a second, over
 * the same buckets. Values are plain numbers (amounts already in major units). The figure, its
 * caption and a visually hidden table of the values (what screen readers read) render at once;
 * the drawing (recharts, TeamChartPlot) is hidden from them and loads in its own chunk.
 */
export interface ChartSeries {
  label: string;
  values: number[];
}

const TeamChartPlot = lazy(() => import('./TeamChartPlot'));

export function TeamChart({
  title,
  labels,
  bars,
  line,
  format,
  testId,
}: {
  title: string;
  labels: string[];
  bars: ChartSeries;
  line?: ChartSeries;
  format(v: number): string;
  testId?: string;
}) {
  const rows: ChartRow[] = labels.map((label, i) => ({ label, bar: bars.values[i] ?? 0, line: line?.values[i] }));
  return (
    <figure className="agent-chart" data-testid={testId}>
      <figcaption>
        <span>{title}</span>
        <span className="agent-chart-legend" aria-hidden="true">
          <span className="agent-chart-key is-bar">{bars.label}</span>
          {line ? <span className="agent-chart-key is-line">{line.label}</span> : null}
        </span>
      </figcaption>
      <div className="agent-chart-plot" aria-hidden="true" data-testid={testId ? `${testId}-plot` : undefined}>
        <Suspense fallback={null}>
          <TeamChartPlot rows={rows} barLabel={bars.label} lineLabel={line?.label} format={format} />
        </Suspense>
      </div>
      <table className="agent-chart-values">
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{bars.label}</th>
            {line ? <th scope="col">{line.label}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{format(r.bar)}</td>
              {line ? <td>{r.line === undefined ? '' : format(r.line)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
