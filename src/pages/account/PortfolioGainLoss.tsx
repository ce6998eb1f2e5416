// A gain or a loss said in words ('44 USDT gain' / '12 USDT loss'), coloured as well but never by colour alone.
import { useTranslation } from 'react-i18next';
import { formatUsdt } from '../../lib/amounts.ts';
import styles from './Portfolio.module.css';

export function GainLoss({ units, decimals }: { units: bigint; decimals: number }) {
  const { t, i18n } = useTranslation();
  if (units === 0n) return <span>{t('portfolio.even')}</span>;
  const value = formatUsdt(units < 0n ? -units : units, decimals, i18n.language, 2);
  return units > 0n ? (
    <span className={styles.gain}>{t('portfolio.gain', { value })}</span>
  ) : (
    <span className={styles.loss}>{t('portfolio.loss', { value })}</span>
  );
}
