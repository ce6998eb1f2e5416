// The logo linking to /: full wordmark, or the short mark under 568 px (docs/routes.md#top-bar).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Logo.module.css';

export function Logo({ variant = 'header' }: { variant?: 'header' | 'footer' }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`${styles.logo} ${styles[variant]}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#f0b90b" />
        <path d="M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#0b1b3a" />
      </svg>
      {/* The link's name is its visible wordmark plus a hidden "— main page", so what a sighted user reads is
          part of what a screen reader announces (full wordmark, or the short one under 568 px). */}
      <span className={styles.full}>{t('logo.full')}</span>
      <span className={styles.short}>{t('logo.short')}</span>
      <span className="visually-hidden">{t('logo.homeSuffix')}</span>
    </Link>
  );
}
