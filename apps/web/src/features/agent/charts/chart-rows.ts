/** The plot's height in px; `.agent-chart-plot` in agent-pages.css has the same height. */
export const CHART_HEIGHT = 180;

/** One bucket of a chart: its label, the bar's value and, when there is a line, the line's. */
export interface ChartRow {
  label: string;
  bar: number;
  line?: number;
}
