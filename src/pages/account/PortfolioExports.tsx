// The portfolio's exports (docs/portfolio.md#exports): the transactions of a date range as CSV and a year's
// statement as a signed PDF, both made by the API in the page's language and saved under the server's name.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userPortfolioStatementPdf, userPortfolioTransactionsCsv } from '../../../generated/api/user/user.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './Portfolio.module.css';
import { saveBlob } from './saveBlob.ts';

/** The first statement year offered: the product's first year. */
const FIRST_YEAR = 2025;

const today = () => new Date().toISOString().slice(0, 10);

/** The file name the server gave in Content-Disposition, else `fallback`. */
function fileName(headers: Headers | undefined, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(headers?.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

function toBlob(data: unknown, type: string): Blob {
  return data instanceof Blob ? data : new Blob([String(data)], { type });
}

/** `chainYear`: the year of the chain's time (a local chain's clock may run ahead of the browser's). */
export function PortfolioExports({ chainYear }: { chainYear?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('ru') ? 'ru' : 'en';
  const yearId = useId();
  const year = Math.max(new Date().getUTCFullYear(), chainYear ?? 0);
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(() =>
    chainYear && chainYear > new Date().getUTCFullYear() ? `${year}-12-31` : today(),
  );
  const [statementYear, setStatementYear] = useState(year);
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const badRange = from !== '' && to !== '' && to < from;
  const years = Array.from({ length: Math.max(year - FIRST_YEAR + 1, 1) }, (_, i) => year - i);

  const download = async (kind: 'csv' | 'pdf', run: () => Promise<{ data: unknown; headers?: Headers }>) => {
    setBusy(kind);
    setError(null);
    try {
      const response = await run();
      const fallback = kind === 'csv' ? `transactions_${from}_${to}.csv` : `statement_${statementYear}.pdf`;
      const type = kind === 'csv' ? 'text/csv' : 'application/pdf';
      saveBlob(toBlob(response.data, type), fileName(response.headers, fallback));
    } catch {
      setError(t('portfolio.exports.error'));
    } finally {
      setBusy(null);
    }
  };

  const onCsv = (event: FormEvent) => {
    event.preventDefault();
    if (badRange || !from || !to) return;
    void download('csv', () => userPortfolioTransactionsCsv({ from, to, lang }));
  };
  const onPdf = (event: FormEvent) => {
    event.preventDefault();
    void download('pdf', () => userPortfolioStatementPdf({ year: statementYear, lang }));
  };

  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      <div className={styles.exports}>
        <form className={styles.exportForm} onSubmit={onCsv} aria-label={t('portfolio.exports.csv')}>
          <TextField
            type="date"
            label={t('portfolio.exports.from')}
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
          <TextField
            type="date"
            label={t('portfolio.exports.to')}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            error={badRange ? t('portfolio.exports.badRange') : null}
            required
          />
          <Button type="submit" variant="secondary" disabled={busy !== null || badRange}>
            {busy === 'csv' ? t('portfolio.exports.downloading') : t('portfolio.exports.downloadCsv')}
          </Button>
        </form>
        <form className={styles.exportForm} onSubmit={onPdf} aria-label={t('portfolio.exports.pdf')}>
          <div className={styles.select}>
            <label htmlFor={yearId}>{t('portfolio.exports.year')}</label>
            <select
              id={yearId}
              value={statementYear}
              onChange={(e) => setStatementYear(Number(e.target.value))}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={busy !== null}>
            {busy === 'pdf' ? t('portfolio.exports.downloading') : t('portfolio.exports.downloadPdf')}
          </Button>
        </form>
      </div>
    </>
  );
}
