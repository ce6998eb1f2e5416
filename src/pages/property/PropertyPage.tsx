// /catalog/{contractAddress} (docs/routes.md#property-page): gallery, description, address, on-chain figures,
// lock duration, the announced closure or bucket withdrawal (ClosureNotices), and the buy and sell forms.
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getAddress, isAddress } from 'viem';
import { leadImage } from '#core/imageVariants.ts';
import { saleLiquidity } from '#core/liquidity.ts';
import { listingState } from '#core/listing.ts';
import { announcedPrice } from '#core/priceSchedule.ts';
import { usePropertiesRetrieve } from '../../../generated/api/properties/properties.ts';
import { propertyErrorMessage } from '../../api/errors/propertyErrors.ts';
import {
  useBucketWithdrawal,
  useGeneralAllowance,
  usePendingClosure,
  usePendingPrice,
  usePropertyView,
} from '../../chain/propertyReads.ts';
import { messageText } from '../../lib/message.ts';
import { usePageTitleName } from '../../lib/pageTitle.ts';
import { localized } from '../../properties/localized.ts';
import { TradingStatusNotice } from '../../trade/TradingStatusNotice.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { BuyForm } from './BuyForm.tsx';
import { ClosureNotices } from './ClosureNotices.tsx';
import { Gallery } from './Gallery.tsx';
import { PropertyFigures } from './PropertyFigures.tsx';
import styles from './PropertyPage.module.css';
import { PropertySkeleton } from './PropertySkeleton.tsx';
import { SellForm } from './SellForm.tsx';
import { usePaidIncome } from './usePaidIncome.ts';

// The forms redraw when their own reads change, not each time another figure of the page arrives (their `view` is
// the deferred on-chain view, which keeps its identity while it holds the same figures).
const TradeBuyForm = memo(BuyForm);
const TradeSellForm = memo(SellForm);

export function PropertyPage() {
  const { contractAddress = '' } = useParams();
  if (!isAddress(contractAddress, { strict: false })) return <NotFoundPage />;
  return <PropertyDetails address={getAddress(contractAddress)} />;
}

function PropertyDetails({ address }: { address: `0x${string}` }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  // Deferred: when an answer arrives, the page redraws in slices React interrupts for input (a background
  // render) rather than in one long task, so a slow phone stays responsive while the page fills in.
  const record = useDeferredValue(
    usePropertiesRetrieve(address, { request: { skipAuth: true }, query: { retry: false } }),
  );
  const chain = useDeferredValue(usePropertyView(address));
  const pending = usePendingPrice(address);
  const closure = usePendingClosure(address);
  const withdrawal = useBucketWithdrawal(address);
  const paid = usePaidIncome(address);
  const allowance = useGeneralAllowance(address);
  const property = record.data?.data;
  // The figures are drawn once the view, the announced price, closure and withdrawal and the paid income have all
  // answered: drawn earlier, the rows and notices that come later would push the trade forms down (layout shift,
  // docs/architecture.md#first-paint).
  const view = chain.data;
  const settled =
    !pending.isPending && !closure.isPending && !withdrawal.isPending && !allowance.isPending && paid.settled;
  const figures = settled ? view : undefined;
  usePageTitleName(property ? localized(property, 'name', lng) : view?.name);

  // The record (name, images, texts) is enough to draw the page; the on-chain figures fill in when they come.
  if (record.isLoading || (!property && chain.isLoading)) return <PropertySkeleton />;
  if (!property && !view) {
    return (
      <section className={`container ${styles.page}`}>
        <Notice tone="error">
          {messageText(t, propertyErrorMessage(record.error ?? chain.error, 'fetch'))}
        </Notice>
        <p>
          <Link to="/catalog">{t('property.backToCatalog')}</Link>
        </p>
      </section>
    );
  }

  const name = property ? localized(property, 'name', lng) : (view?.name ?? '');
  const description = property ? localized(property, 'description', lng) : '';
  const postal = property ? localized(property, 'property_address', lng) : '';
  // The lead image first (src/core/imageVariants.ts: the server preloads it), then the photos.
  const lead = property ? leadImage(property) : undefined;
  const images = property
    ? [lead, ...property.gallery.map((g) => g.image)].filter((src): src is string => Boolean(src))
    : [];

  return (
    <article className={`container ${styles.page}`} aria-labelledby="property-title">
      <nav aria-label={t('property.breadcrumbs')} className={styles.breadcrumbs}>
        <Link to="/catalog">{t('nav.catalog')}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{name}</span>
      </nav>
      <div className={styles.top}>
        <Gallery images={[...new Set(images)]} name={name} />
        <div className={styles.intro}>
          <h1 id="property-title">{name}</h1>
          {view ? (
            <span className={`${styles.badge} ${styles[listingState(view)]}`}>
              {t(`property.status.${listingState(view)}`)}
            </span>
          ) : (
            chain.isLoading && <span className={`${styles.badge} ${styles.pending}`} aria-hidden="true" />
          )}
          {postal && (
            <p className={styles.address}>
              <span className="visually-hidden">{t('property.address')}: </span>
              {postal}
            </p>
          )}
          {description && <p className={styles.description}>{description}</p>}
          <p className={styles.contract}>
            {t('property.contract')}: <code>{address}</code>
          </p>
        </div>
      </div>
      {chain.error && <Notice tone="error">{t('propertyErrors.blockchainConnection')}</Notice>}
      {!figures && (chain.isLoading || view !== undefined) && (
        <div className={styles.figuresPending} role="status">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {figures && (
        <>
          <section aria-labelledby="figures-title" className={styles.section}>
            <h2 id="figures-title">{t('property.figuresTitle')}</h2>
            <PropertyFigures
              view={figures}
              apyPercent={property?.apy_percent}
              income={paid.income}
              announced={announcedPrice(pending.data)}
              saleLiquidity={
                allowance.data === undefined
                  ? undefined
                  : saleLiquidity(figures.bucketBalance, allowance.data)
              }
            />
          </section>
          <TradingStatusNotice />
          <ClosureNotices closure={closure.data} withdrawal={withdrawal.data} />
          <div className={styles.trade}>
            <TradeBuyForm view={figures} />
            <TradeSellForm view={figures} />
          </div>
        </>
      )}
    </article>
  );
}
