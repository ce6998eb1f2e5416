// One catalogue card: image, name, price per M2, APY, available vs sold M2 and the liquidity
// coverage of the property's bucket (bucket ÷ value of the sold M2), all from the catalogue's answer.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATALOG_CARD_IMAGE_SIZES, leadImage } from '#core/imageVariants.ts';
import { liquidityCoverage } from '#core/liquidity.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatNumber, formatPrice, percentOf, toBigInt } from '../../lib/amounts.ts';
import { localized } from '../../properties/localized.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { SoldBar } from '../../ui/SoldBar.tsx';
import styles from './PropertyCard.module.css';
import type { CatalogItem } from './useCatalog.ts';

/** `priority`: the first card, whose image is the first a visitor sees (eager, high fetch priority). */
export function PropertyCard({
  item: { property },
  priority = false,
}: {
  item: CatalogItem;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const decimals = useUsdtDecimals();
  const name = localized(property, 'name', lng);
  const price = toBigInt(property.price_per_m2);
  const sold = toBigInt(property.sold_m2);
  const available = toBigInt(property.available_m2);
  const soldPercent = percentOf(sold, sold + available) ?? 0;
  const coverage = liquidityCoverage({
    bucketBalance: toBigInt(property.bucket_balance),
    soldValue: toBigInt(property.sold_value),
  });
  const image = leadImage(property);

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <ResponsiveImage
            src={image}
            sizes={CATALOG_CARD_IMAGE_SIZES}
            priority={priority}
            width={1200}
            height={750}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <span className={styles.apy}>
          {t('catalog.card.apy', { value: formatNumber(property.apy_percent, lng) })}
        </span>
        {property.distributions_count > 0 && (
          <span className={styles.realized}>
            {t('catalog.card.realizedYield', { value: formatNumber(property.realized_yield_percent, lng) })}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={`/catalog/${property.contract_address}`} className={styles.link}>
            {name}
          </Link>
        </h2>
        <p className={styles.price}>
          <strong>{t('catalog.card.pricePerM2', { value: formatPrice(price, decimals, lng) })}</strong>
        </p>
        <SoldBar
          soldPercent={soldPercent}
          label={t('catalog.card.soldShare', { value: formatNumber(soldPercent, lng, 1) })}
        />
        <dl className={styles.figures}>
          <div>
            <dt>{t('catalog.card.available')}</dt>
            <dd>{t('units.m2', { value: formatM2(available, lng) })}</dd>
          </div>
          <div>
            <dt>{t('catalog.card.sold')}</dt>
            <dd>{t('units.m2', { value: formatM2(sold, lng) })}</dd>
          </div>
          <div>
            <dt>{t('catalog.card.liquidity')}</dt>
            <dd>
              {coverage === null
                ? t('catalog.card.noSales')
                : t('units.percent', { value: formatNumber(coverage, lng, 1) })}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
