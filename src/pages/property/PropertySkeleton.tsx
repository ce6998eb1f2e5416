// The property page while its record loads: the breadcrumbs, the gallery frame (16:10) and the title, in the
// page's own grid, so the real page takes the same places when it arrives.
import { useTranslation } from 'react-i18next';
import galleryStyles from './Gallery.module.css';
import styles from './PropertyPage.module.css';

export function PropertySkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.page}`} role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className={styles.breadcrumbs} aria-hidden="true">
        &nbsp;
      </div>
      <div className={styles.top} aria-hidden="true">
        <div className={galleryStyles.placeholder} />
        <div className={styles.intro}>
          <div className={styles.skeletonLine} style={{ width: '70%', height: '2.2em' }} />
          <div className={styles.skeletonLine} style={{ width: '40%' }} />
          <div className={styles.skeletonLine} />
        </div>
      </div>
    </div>
  );
}
