// A section of the shares tab: heading, then loading / error / empty state or the content.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, messageText } from '../../lib/message.ts';
import { Notice } from '../../ui/Notice.tsx';
import styles from './AccountSection.module.css';

export function AccountSection({
  id,
  title,
  loading,
  error,
  empty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  error: Message | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} aria-busy={loading || undefined}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {loading ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : error ? (
        <Notice tone="error">{messageText(t, error)}</Notice>
      ) : empty ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        children
      )}
    </section>
  );
}
