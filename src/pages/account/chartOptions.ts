// The portfolio chart's uPlot options (docs/portfolio.md#value-over-time), apart from the component so that the
// rules are tested without a canvas. The value and the cost basis change at given moments and hold in between
// (a trade, a price change followed by a trade): both lines are drawn as steps, never as slopes between two
// moments. One moment alone gets a day on either side, not the years uPlot would spread a single x over.
import type uPlot from 'uplot';

export const CHART_HEIGHT = 240;
const DAY = 86_400;

/** The x range (seconds) of the moments `min`..`max`: one moment alone is shown with a day either side. */
export function timeRange(min: number, max: number): [number, number] {
  return min === max ? [min - DAY, max + DAY] : [min, max];
}

/** The chart's options; `stepped` is uPlot's step path builder (uPlot.paths.stepped, loaded with the chart). */
export function chartOptions(
  labels: { value: string; cost: string },
  width: number,
  stepped: typeof uPlot.paths.stepped,
): uPlot.Options {
  // The new figure applies from its moment on: a step after each point (uPlot's full build has the builder).
  const steps = stepped?.({ align: 1 });
  return {
    width,
    height: CHART_HEIGHT,
    series: [
      {},
      { label: labels.value, stroke: '#1d4ed8', width: 2, fill: 'rgba(29, 78, 216, 0.08)', paths: steps },
      { label: labels.cost, stroke: '#4b5563', width: 1.5, dash: [6, 4], paths: steps },
    ],
    axes: [{}, { size: 70 }],
    // The key is the caption below: uPlot's legend table would not fit a phone's width.
    legend: { show: false },
    scales: { x: { time: true, range: (_self, min, max) => timeRange(min, max) } },
  };
}
