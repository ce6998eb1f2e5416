// The on-chain figures of a property (docs/product.md#records).
import { useTranslation } from 'react-i18next';
import { liquidityCoverage } from '#core/liquidity.ts';
import { listingState } from '#core/listing.ts';
import type { AnnouncedPrice } from '#core/priceSchedule.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatNumber, formatPrice, formatUsdt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { formatDuration } from '../../lib/duration.ts';
import type { PropertyView } from '../catalog/useCatalog.ts';
import styles from './PropertyFigures.module.css';

/** What the property paid its holders (docs/income.md#realised-yield), from the public catalogue. */
export interface PaidIncome {
  realizedYieldPercent: number;
  distributions: number;
  /** What holders received, the issuer's share left out. */
  toHolders: bigint;
  /** The share of the M2 not sold at each distribution, which went back to the property's bucket. */
  issuerShare: bigint;
}

export function PropertyFigures({
  view,
  apyPercent,
  income,
  announced,
  saleLiquidity,
}: {
  view: PropertyView;
  apyPercent: number | undefined;
  income?: PaidIncome | undefined;
  /** A price change announced on chain (docs/money-rules.md#price-changes): the price and when it applies. */
  announced?: AnnouncedPrice | null | undefined;
  /** What a sale back can draw now: the bucket plus the general bucket's allowance (saleLiquidity). */
  saleLiquidity?: bigint | undefined;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const decimals = useUsdtDecimals();
  const usdt = (value: bigint) => t('units.usdt', { value: formatUsdt(value, decimals, lng) });
  const price = (value: bigint) => t('units.usdt', { value: formatPrice(value, decimals, lng) });
  const m2 = (value: bigint) => t('units.m2', { value: formatM2(value, lng) });
  const coverage = liquidityCoverage(view);
  const rows: [string, string][] = [
    ['property.figures.currentPrice', price(view.currentPrice)],
    ['property.figures.initialPrice', price(view.initialPrice)],
    ['property.figures.totalM2', t('units.m2', { value: view.totalM2.toLocaleString(lng) })],
    ['property.figures.availableM2', m2(view.availableM2)],
    ['property.figures.soldM2', m2(view.soldM2)],
    ['property.figures.lockDuration', formatDuration(Number(view.lockDuration), t)],
    ['property.figures.bucketBalance', usdt(view.bucketBalance)],
    ...(view.isListed && view.isSellEnabled && saleLiquidity !== undefined
      ? [['property.figures.saleLiquidity', usdt(saleLiquidity)] as [string, string]]
      : []),
    [
      'property.figures.liquidity',
      // A delisted property's sold M2 are no longer sold back: its bucket covers nothing (a refund is escrowed apart).
      !view.isListed
        ? t('property.figures.coverageDelisted')
        : coverage === null
          ? t('catalog.card.noSales')
          : t('units.percent', { value: formatNumber(coverage, lng, 1) }),
    ],
    ['property.figures.status', t(`property.status.${listingState(view)}`)],
    [
      'property.figures.sellEnabled',
      // Delisted with a refund, the sell flag stays on but holders claim the refund instead of selling back.
      !view.isListed && view.isSellEnabled
        ? t('property.figures.sellBackRefund')
        : view.isSellEnabled
          ? t('common.yes')
          : t('common.no'),
    ],
  ];
  if (announced) {
    rows.splice(1, 0, [
      'property.figures.announcedPrice',
      t('property.figures.announcedPriceValue', {
        price: price(announced.price),
        date: formatDateTime(Number(announced.effectiveAt) * 1000, lng),
      }),
    ]);
  }
  if (income) {
    rows.splice(2, 0, [
      'property.figures.realizedYield',
      t('units.percent', { value: formatNumber(income.realizedYieldPercent, lng) }),
    ]);
    rows.splice(3, 0, [
      'property.figures.distributions',
      income.distributions === 0
        ? t('property.figures.noDistributions')
        : t('property.figures.distributionsValue', {
            count: income.distributions,
            usdt: usdt(income.toHolders),
          }),
    ]);
    // The unsold M2's share of the rent went back to the property's bucket, not to holders: said apart.
    if (income.issuerShare > 0n)
      rows.splice(4, 0, ['property.figures.issuerShare', usdt(income.issuerShare)]);
  }
  if (apyPercent !== undefined)
    rows.splice(2, 0, ['property.figures.apy', t('units.percent', { value: formatNumber(apyPercent, lng) })]);
  return (
    <dl className={styles.figures}>
      {rows.map(([key, value]) => (
        <div key={key} className={styles.row}>
          <dt>{t(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
