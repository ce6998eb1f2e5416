// The error fallback screen of docs/routes.md#loading-and-error-screens: 'Something went wrong' with a reload
// button.
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import styles from './ErrorFallback.module.css';

export function ErrorFallback({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} role="alert">
      <div className={styles.card}>
        <h1 className={styles.title}>{t('errorFallback.title')}</h1>
        <p className={styles.text}>{t('errorFallback.text')}</p>
        <Button onClick={onReload}>{t('errorFallback.reload')}</Button>
      </div>
    </main>
  );
}
