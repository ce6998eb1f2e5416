import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.links}>
        <Link to="/">{t('notFound.home')}</Link>
        <Link to="/catalog">{t('notFound.catalog')}</Link>
      </div>
    </section>
  );
}
