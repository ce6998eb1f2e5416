// The figure columns of a portfolio's per-property table (held M2, value, FIFO cost basis, unrealised and realised
// gain or loss, income, refunds), shared by the shares tab's portfolio and the statement verify page, and the
// formats they use: USDT with 2 decimals, gains said in words (docs/portfolio.md).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, INCOME_FRACTION_DIGITS, toBigInt } from '../../lib/amounts.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { GainLoss } from './PortfolioGainLoss.tsx';

/** The figures of one property's row, as the API answers them (base units as decimal strings). */
export interface PortfolioFigures {
  held_m2: string;
  value: string;
  cost_basis: string;
  unrealised_gain: string;
  realised_gain: string;
  income: string;
  refunds: string;
}

/** How a portfolio shows an amount: `usdt` in USDT, `income` in USDT with the income's decimals (as the income
 *  section beside it shows the same figures), `gain` as a gain or a loss. */
export function usePortfolioFormat(): {
  usdt: (amount: string) => string;
  income: (amount: string) => string;
  gain: (amount: string) => ReactNode;
} {
  const { t, i18n } = useTranslation();
  const decimals = useUsdtDecimals();
  return {
    usdt: (amount) => t('units.usdt', { value: formatUsdt(toBigInt(amount), decimals, i18n.language, 2) }),
    income: (amount) =>
      t('units.usdt', {
        value: formatUsdt(toBigInt(amount), decimals, i18n.language, INCOME_FRACTION_DIGITS),
      }),
    gain: (amount) => <GainLoss units={toBigInt(amount)} decimals={decimals} />,
  };
}

/** The columns after the property's: held M2, value, cost basis, gains, income and refunds. */
export function usePortfolioFigureColumns<T extends PortfolioFigures>(): Column<T>[] {
  const { t, i18n } = useTranslation();
  const { usdt, gain } = usePortfolioFormat();
  const amount = (
    key: keyof PortfolioFigures & string,
    header: string,
    show: (value: string) => ReactNode,
  ) => ({
    key,
    header: t(header),
    numeric: true,
    render: (row: T) => show(row[key]),
  });
  return [
    amount('held_m2', 'portfolio.columns.m2', (m2) => formatM2(toBigInt(m2), i18n.language, 4)),
    amount('value', 'portfolio.columns.value', usdt),
    amount('cost_basis', 'portfolio.columns.costBasis', usdt),
    amount('unrealised_gain', 'portfolio.columns.unrealised', gain),
    amount('realised_gain', 'portfolio.columns.realised', gain),
    amount('income', 'portfolio.columns.income', usdt),
    amount('refunds', 'portfolio.columns.refunds', usdt),
  ];
}
