// /catalog (docs/routes.md#catalogue): cards of the validated properties.
import { useTranslation } from 'react-i18next';
import { propertyErrorMessage } from '../../api/errors/propertyErrors.ts';
import { messageText } from '../../lib/message.ts';
import { Notice } from '../../ui/Notice.tsx';
import styles from './CatalogPage.module.css';
import { CatalogSkeleton } from './CatalogSkeleton.tsx';
import { PropertyCard } from './PropertyCard.tsx';
import { useCatalog } from './useCatalog.ts';

export function CatalogPage() {
  const { t } = useTranslation();
  const { items, isLoading, error } = useCatalog();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="catalog-title">
      <header className={styles.header}>
        <h1 id="catalog-title">{t('catalog.title')}</h1>
        <p className={styles.intro}>{t('catalog.intro')}</p>
      </header>
      {isLoading && <CatalogSkeleton />}
      {error && <Notice tone="error">{messageText(t, propertyErrorMessage(error, 'fetch'))}</Notice>}
      {!isLoading && !error && items.length === 0 && <Notice>{t('catalog.empty')}</Notice>}
      {items.length > 0 && (
        <ul className={styles.grid}>
          {items.map((item, index) => (
            <li key={item.property.id}>
              <PropertyCard item={item} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
