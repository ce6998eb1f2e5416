// The portfolio chart's options (docs/portfolio.md#value-over-time): steps, not slopes, and one moment shown
// within a day on either side (it spread over years before).
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { chartOptions, timeRange } from './chartOptions.ts';

const DAY = 86_400;

describe('portfolio chart options', () => {
  it('test_timeRange_showsOneMomentWithADayEitherSide', () => {
    const at = 1_790_000_000;
    expect(timeRange(at, at)).toEqual([at - DAY, at + DAY]);
    expect(timeRange(at, at + 3 * DAY)).toEqual([at, at + 3 * DAY]);
  });

  it('test_chartOptions_drawsBothLinesAsStepsAfterEachMoment', () => {
    // uPlot's step builder (it reads matchMedia when it loads, which jsdom lacks): what it is asked and returns.
    const asked: unknown[] = [];
    const steps = () => null;
    const stepped = ((opts: unknown) => {
      asked.push(opts);
      return steps;
    }) as unknown as typeof uPlot.paths.stepped;
    const options = chartOptions({ value: 'Value', cost: 'Cost basis' }, 320, stepped);
    expect(asked).toEqual([{ align: 1 }]);
    const [, value, cost] = options.series;
    expect(value?.paths).toBe(steps);
    expect(cost?.paths).toBe(steps);
    expect([value?.label, cost?.label]).toEqual(['Value', 'Cost basis']);
    const range = options.scales?.x?.range;
    expect(typeof range === 'function' ? range({} as never, 100, 100, 'x') : null).toEqual([
      100 - DAY,
      100 + DAY,
    ]);
  });
});
