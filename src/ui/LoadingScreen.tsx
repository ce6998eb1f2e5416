// The loading screen (docs/routes.md#loading-and-error-screens): shown while translations, routes or a gated
// page load.
import { useTranslation } from 'react-i18next';
import styles from './LoadingScreen.module.css';

export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div
      className={fullPage ? `${styles.screen} ${styles.fullPage}` : styles.screen}
      role="status"
      aria-live="polite"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{ready ? t('common.loading') : 'Loading…'}</span>
    </div>
  );
}
