// The portfolio's value and cost basis over time (docs/portfolio.md#value-over-time), drawn with uPlot. This
// module is imported lazily by PortfolioSection, so uPlot and its stylesheet load only with the chart. A text
// line says what the chart shows, for screen readers and where a canvas cannot draw.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { formatUnits } from 'viem';
import { useUserPortfolioHistoryList } from '../../../generated/api/user/user.ts';
import { formatUsdt, toBigInt } from '../../lib/amounts.ts';
import { formatDate } from '../../lib/dates.ts';
import { CHART_HEIGHT, chartOptions } from './chartOptions.ts';
import styles from './Portfolio.module.css';

/** Whole USDT as a number, for drawing only (figures shown as text are formatted from base units). */
const toNumber = (units: string, decimals: number) => Number(formatUnits(toBigInt(units), decimals));

const canDraw = () => {
  try {
    return (
      typeof window.matchMedia === 'function' &&
      typeof HTMLCanvasElement !== 'undefined' &&
      !!document.createElement('canvas').getContext('2d')
    );
  } catch {
    return false;
  }
};

export default function PortfolioChart({ decimals }: { decimals: number }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const history = useUserPortfolioHistoryList();
  const points = history.data?.data ?? [];
  const box = useRef<HTMLDivElement>(null);
  const valueLabel = t('portfolio.chart.value');
  const costLabel = t('portfolio.chart.costBasis');

  useEffect(() => {
    const element = box.current;
    if (!element || points.length === 0 || !canDraw()) return;
    const data: uPlot.AlignedData = [
      points.map((p) => new Date(p.at).getTime() / 1000),
      points.map((p) => toNumber(p.value, decimals)),
      points.map((p) => toNumber(p.cost_basis, decimals)),
    ];
    const width = () => element.clientWidth || 320;
    let plot: uPlot | null = null;
    let gone = false;
    const resize = () => plot?.setSize({ width: width(), height: CHART_HEIGHT });
    // uPlot reads the screen's pixel ratio when it loads: loaded only where a canvas can draw.
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      const options = chartOptions({ value: valueLabel, cost: costLabel }, width(), UPlot.paths.stepped);
      // The drawn scales, on the element: what the canvas shows, readable where its pixels are checked.
      const drawn = (u: uPlot) => {
        for (const key of ['x', 'y'] as const) {
          element.dataset[`${key}Min`] = String(u.scales[key]?.min);
          element.dataset[`${key}Max`] = String(u.scales[key]?.max);
        }
      };
      plot = new UPlot({ ...options, hooks: { draw: [drawn] } }, data, element);
    });
    window.addEventListener('resize', resize);
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      plot?.destroy();
    };
  }, [points, decimals, valueLabel, costLabel]);

  if (history.error) return <p className={styles.note}>{t('portfolio.chart.error')}</p>;
  if (history.isLoading) return <p className={styles.note}>{t('portfolio.chart.loading')}</p>;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure>
      <div ref={box} className={styles.chartCanvas} aria-hidden="true" data-testid="portfolio-chart" />
      <figcaption className={styles.note}>
        <span className={styles.keyValue}>{valueLabel}</span>{' '}
        <span className={styles.keyCost}>{costLabel}</span>
        {first && last && (
          <span className={styles.summary}>
            {t('portfolio.chart.summary', {
              first: formatUsdt(toBigInt(first.value), decimals, lng, 2),
              from: formatDate(first.at, lng),
              last: formatUsdt(toBigInt(last.value), decimals, lng, 2),
              to: formatDate(last.at, lng),
            })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
