// Purchases or sales of the user: date, property, M2, amount paid or received, transaction.
import { useTranslation } from 'react-i18next';
import { purchaseListErrorMessage } from '../../api/errors/purchaseErrors.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { TxLink } from '../../trade/TxLink.tsx';
import { AccountListSection, type ListQueryState } from './AccountListSection.tsx';

interface TradeRow {
  id: number;
  block_time: string;
  property_name: string;
  contract_address: string;
  m2: string;
  tx_hash: string;
}

export function TradeHistorySection<T extends TradeRow>({
  kind,
  query,
  amount,
  onPage,
}: {
  kind: 'purchases' | 'sales';
  query: ListQueryState<T>;
  /** Stablecoin base units paid (purchase cost) or received (sale payout). */
  amount: (row: T) => string;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const decimals = useUsdtDecimals();
  return (
    <AccountListSection
      id={kind}
      query={query}
      onPage={onPage}
      describeError={(error) => purchaseListErrorMessage(error, kind)}
      columns={(property) => [
        {
          key: 'date',
          header: t('parts.columns.date'),
          render: (row) => formatDateTime(row.block_time, lng),
        },
        property,
        {
          key: 'm2',
          header: t('parts.columns.m2'),
          numeric: true,
          render: (row) => formatM2(toBigInt(row.m2), lng, 4),
        },
        {
          key: 'amount',
          header: kind === 'purchases' ? t('parts.columns.cost') : t('parts.columns.payout'),
          numeric: true,
          render: (row) => t('units.usdt', { value: formatUsdt(toBigInt(amount(row)), decimals, lng) }),
        },
        { key: 'tx', header: t('parts.columns.transaction'), render: (row) => <TxLink hash={row.tx_hash} /> },
      ]}
    />
  );
}
