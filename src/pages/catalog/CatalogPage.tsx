// /catalog (docs/routes.md#catalogue): cards of the validated properties, a page at a time as the visitor
// scrolls (or presses 'Show more'), with search and filters.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { propertyErrorMessage } from '../../api/errors/propertyErrors.ts';
import { messageText } from '../../lib/message.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { CatalogFilters } from './CatalogFilters.tsx';
import styles from './CatalogPage.module.css';
import { CatalogSkeleton } from './CatalogSkeleton.tsx';
import { type CatalogFilters as Filters, NO_FILTERS } from './catalogQuery.ts';
import { PropertyCard } from './PropertyCard.tsx';
import { useCatalog } from './useCatalog.ts';

export function CatalogPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const onFilters = useCallback(
    (next: Filters) =>
      setFilters((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
    [],
  );
  const { items, total, isLoading, error, hasMore, loadingMore, loadMore } = useCatalog(filters);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  // The next page loads when the end of the list comes into view.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loadingMore) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  return (
    <section className={`container ${styles.page}`} aria-labelledby="catalog-title">
      <header className={styles.header}>
        <h1 id="catalog-title">{t('catalog.title')}</h1>
        <p className={styles.intro}>{t('catalog.intro')}</p>
      </header>
      <CatalogFilters onChange={onFilters} />
      {isLoading && <CatalogSkeleton />}
      {error && <Notice tone="error">{messageText(t, propertyErrorMessage(error, 'fetch'))}</Notice>}
      {!isLoading && !error && items.length === 0 && (
        <Notice>{filtered ? t('catalog.noMatch') : t('catalog.empty')}</Notice>
      )}
      {items.length > 0 && (
        <>
          {total !== undefined && (
            <p className={styles.count} aria-live="polite">
              {t('catalog.count', { count: total, value: total.toLocaleString(i18n.language) })}
            </p>
          )}
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={item.property.id}>
                <PropertyCard item={item} priority={index === 0} />
              </li>
            ))}
          </ul>
          {hasMore && (
            <div ref={sentinel} className={styles.more}>
              <Button variant="secondary" busy={loadingMore} disabled={loadingMore} onClick={loadMore}>
                {t('catalog.showMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
