// The catalogue's search and filters (docs/routes.md#catalogue): name or city, highest price per M2 in USDT,
// lowest APY, and the order. Typing waits 300 ms before asking the API again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { parseAmount } from '../../lib/amounts.ts';
import { TextField } from '../../ui/TextField.tsx';
import styles from './CatalogPage.module.css';
import { CATALOG_SORTS, type CatalogSort, type CatalogFilters as Filters } from './catalogQuery.ts';

const DEBOUNCE_MS = 300;

export function CatalogFilters({ onChange }: { onChange: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const decimals = useUsdtDecimals();
  const [search, setSearch] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [minYield, setMinYield] = useState('');
  const [sort, setSort] = useState<CatalogSort>('newest');
  const price = maxPrice.trim() === '' ? '' : parseAmount(maxPrice.trim(), decimals);
  const yieldValue = minYield.trim() === '' ? '' : Number(minYield.trim().replace(',', '.'));
  const priceError = price === undefined ? t('catalog.filters.invalidNumber') : null;
  const yieldError =
    yieldValue !== '' && !(Number.isFinite(yieldValue) && yieldValue >= 0)
      ? t('catalog.filters.invalidNumber')
      : null;

  useEffect(() => {
    if (priceError || yieldError) return;
    const id = setTimeout(
      () =>
        onChange({
          search,
          maxPrice: price === '' || price === undefined ? '' : price.toString(),
          minYield: yieldValue === '' ? '' : String(yieldValue),
          sort,
        }),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(id);
  }, [search, price, yieldValue, sort, priceError, yieldError, onChange]);

  return (
    <search className={styles.filters} aria-label={t('catalog.filters.label')}>
      <TextField
        label={t('catalog.filters.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <TextField
        label={t('catalog.filters.maxPrice')}
        inputMode="decimal"
        value={maxPrice}
        onChange={(event) => setMaxPrice(event.target.value)}
        error={priceError}
        suffix="USDT"
      />
      <TextField
        label={t('catalog.filters.minYield')}
        inputMode="decimal"
        value={minYield}
        onChange={(event) => setMinYield(event.target.value)}
        error={yieldError}
        suffix="%"
      />
      <label className={styles.sort}>
        <span>{t('catalog.filters.sort')}</span>
        <select value={sort} onChange={(event) => setSort(event.target.value as CatalogSort)}>
          {CATALOG_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`catalog.filters.sorts.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </search>
  );
}
