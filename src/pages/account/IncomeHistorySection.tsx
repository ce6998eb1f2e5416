// The investor's income payments (docs/income.md): date, property, claimed or reinvested, amount, the M2 a
// reinvestment bought, transaction.
import { useTranslation } from 'react-i18next';
import { useUserIncomeHistoryList } from '../../../generated/api/user/user.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { message } from '../../lib/message.ts';
import { TxLink } from '../../trade/TxLink.tsx';
import { AccountListSection, useListPage } from './AccountListSection.tsx';

export function IncomeHistorySection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const decimals = useUsdtDecimals();
  const loggedIn = useAuth(selectIsLoggedIn);
  const { params, setPage, placeholderData } = useListPage();
  const query = useUserIncomeHistoryList(params, { query: { enabled: loggedIn, placeholderData } });
  return (
    <AccountListSection
      id="incomeHistory"
      query={query}
      onPage={setPage}
      describeError={() => message('parts.incomeHistory.error')}
      columns={(property) => [
        {
          key: 'date',
          header: t('parts.columns.date'),
          render: (row) => formatDateTime(row.block_time, lng),
        },
        property,
        {
          key: 'kind',
          header: t('parts.incomeHistory.kind'),
          render: (row) => t(`parts.incomeHistory.${row.kind}`),
        },
        {
          key: 'amount',
          header: t('parts.incomeHistory.amount'),
          numeric: true,
          render: (row) => t('units.usdt', { value: formatUsdt(toBigInt(row.amount), decimals, lng, 4) }),
        },
        {
          key: 'm2',
          header: t('parts.columns.m2'),
          numeric: true,
          render: (row) => (row.m2 === null ? '—' : formatM2(toBigInt(row.m2), lng, 4)),
        },
        { key: 'tx', header: t('parts.columns.transaction'), render: (row) => <TxLink hash={row.tx_hash} /> },
      ]}
    />
  );
}
