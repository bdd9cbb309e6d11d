/**
 * The agent centre's one chart: bars for one series and, optionally, a line for a second, over
 * the same buckets, in plain SVG. Everything chart-specific is behind this file's props, so
 * swapping it for a charting library (recharts' ComposedChart with a Bar and a Line) is an
 * edit of this file only. Values are plain numbers (amounts already in major units).
 */
export interface ChartSeries {
  label: string;
  values: number[];
}

const W = 360;
const H = 170;
const PAD = { top: 8, right: 8, bottom: 22, left: 58 };

function niceMax(v: number): number {
  if (v <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

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
  const all = [...bars.values, ...(line?.values ?? [])];
  const top = niceMax(Math.max(0, ...all));
  const bottom = -niceMax(Math.max(0, ...all.map((v) => -v))) * (Math.min(0, ...all) < 0 ? 1 : 0);
  const span = top - bottom || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((top - v) / span) * plotH;
  const step = plotW / Math.max(1, labels.length);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const barW = Math.max(4, step * 0.55);
  const ticks = [top, (top + bottom) / 2, bottom, ...(bottom < 0 ? [0] : [])];
  const linePath = line?.values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(labels.length / 7);
  return (
    <figure className="agent-chart" data-testid={testId}>
      <figcaption>
        <span>{title}</span>
        <span className="agent-chart-legend">
          <span className="agent-chart-key is-bar">{bars.label}</span>
          {line ? <span className="agent-chart-key is-line">{line.label}</span> : null}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} preserveAspectRatio="xMidYMid meet">
        {ticks.map((v) => (
          <g key={v} className="agent-chart-grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 4} y={y(v) + 3} textAnchor="end">
              {format(v)}
            </text>
          </g>
        ))}
        {bars.values.map((v, i) => (
          <rect
            key={labels[i] ?? i}
            className="agent-chart-bar"
            x={x(i) - barW / 2}
            width={barW}
            y={Math.min(y(v), y(0))}
            height={Math.max(1, Math.abs(y(v) - y(0)))}
          >
            <title>{`${labels[i]}: ${bars.label} ${format(v)}`}</title>
          </rect>
        ))}
        {line && linePath ? (
          <>
            <path className="agent-chart-line" d={linePath} fill="none" />
            {line.values.map((v, i) => (
              <circle key={labels[i] ?? i} className="agent-chart-dot" cx={x(i)} cy={y(v)} r={3}>
                <title>{`${labels[i]}: ${line.label} ${format(v)}`}</title>
              </circle>
            ))}
          </>
        ) : null}
        {labels.map((l, i) =>
          i % labelEvery === 0 ? (
            <text key={l} className="agent-chart-axis" x={x(i)} y={H - 6} textAnchor="middle">
              {l}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}
