// The logo linking to /: full wordmark, or the short mark under 568 px (spec §2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Logo.module.css';

export function Logo({ variant = 'header' }: { variant?: 'header' | 'footer' }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`${styles.logo} ${styles[variant]}`} aria-label={t('logo.home')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#f0b90b" />
        <path d="M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#0b1b3a" />
      </svg>
      <span className={styles.full} aria-hidden="true">
        {t('logo.full')}
      </span>
      <span className={styles.short} aria-hidden="true">
        {t('logo.short')}
      </span>
    </Link>
  );
}
