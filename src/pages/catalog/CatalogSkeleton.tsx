// The catalogue while its data loads: cards of the real cards' shape, so nothing moves when they arrive.
import { useTranslation } from 'react-i18next';
import { bootLeadImageProps, useBootLead } from '../../ui/BootLeadImage.tsx';
import styles from './CatalogPage.module.css';
import cardStyles from './PropertyCard.module.css';

const PLACEHOLDER_CARDS = 3;

export function CatalogSkeleton() {
  const { t } = useTranslation();
  // The first card keeps the image the boot shell showed (the first card's), so the early paint stays.
  const lead = useBootLead();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
          <li key={index}>
            <div className={cardStyles.card}>
              <div className={cardStyles.media}>
                {index === 0 && lead && <img alt="" {...bootLeadImageProps(lead)} />}
              </div>
              <div className={`${cardStyles.body} ${styles.skeletonBody}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
