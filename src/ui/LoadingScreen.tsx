// The loading screen (docs/routes.md#loading-and-error-screens): shown while translations, routes or a gated
// page load. While the page the boot shell's lead image was made for loads, it keeps showing that image in its
// place instead of the spinner (docs/architecture.md#first-paint).
import { useTranslation } from 'react-i18next';
import { BootLeadImage, useBootLead } from './BootLeadImage.tsx';
import styles from './LoadingScreen.module.css';

export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const lead = useBootLead();
  const label = <span className="visually-hidden">{ready ? t('common.loading') : 'Loading…'}</span>;
  if (lead) {
    return (
      <div className={fullPage ? styles.fullPage : undefined} role="status" aria-live="polite">
        {/* Before the layout renders, the boot shell's top bar stands in for the header. */}
        {fullPage && <div className="boot-bar" aria-hidden="true" />}
        <BootLeadImage />
        {label}
      </div>
    );
  }
  return (
    <div
      className={fullPage ? `${styles.screen} ${styles.fullPage}` : styles.screen}
      role="status"
      aria-live="polite"
    >
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  );
}
