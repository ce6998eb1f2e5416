// Previous / next under a paged list of the shares tab, with the rows shown and the total ("26–50 of 603").
import { useTranslation } from 'react-i18next';
import type { ContentRange } from '../../lib/contentRange.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './AccountSection.module.css';

export function Pager({
  id,
  range,
  pageSize,
  onPage,
  busy,
}: {
  id: string;
  range: ContentRange | null;
  pageSize: number;
  /** Called with the page (from 0) to show. */
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!range || range.total <= pageSize) return null;
  const page = Math.floor(range.start / pageSize);
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <nav className={styles.pager} aria-label={t('parts.pager.label', { list: t(`parts.${id}.title`) })}>
      <Button variant="secondary" disabled={busy || page === 0} onClick={() => onPage(page - 1)}>
        {t('parts.pager.previous')}
      </Button>
      <span aria-live="polite">
        {t('parts.pager.range', {
          from: count(range.start + 1),
          to: count(Math.min(range.end + 1, range.total)),
          total: count(range.total),
        })}
      </span>
      <Button
        variant="secondary"
        disabled={busy || range.end + 1 >= range.total}
        onClick={() => onPage(page + 1)}
      >
        {t('parts.pager.next')}
      </Button>
    </nav>
  );
}
