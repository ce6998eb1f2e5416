// Every distribution the investor's M2 took part in (docs/income.md#who-earns), newest first: property, the period
// the rent was for (whole days in UTC), the M2 held then, the share, and the transaction (its block has the date). The API computes each share as the
// token counts it, so the shares of the distributions since the last claim add up to what a claim pays.
import { useTranslation } from 'react-i18next';
import { useUserIncomeEarnedList } from '../../../generated/api/user/user.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, toBigInt } from '../../lib/amounts.ts';
import { formatPeriodRange } from '../../lib/incomePeriod.ts';
import { message } from '../../lib/message.ts';
import { TxLink } from '../../trade/TxLink.tsx';
import { AccountListSection, useListPage } from './AccountListSection.tsx';

export function IncomeEarnedSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const decimals = useUsdtDecimals();
  const loggedIn = useAuth(selectIsLoggedIn);
  const { params, setPage, placeholderData } = useListPage();
  const query = useUserIncomeEarnedList(params, { query: { enabled: loggedIn, placeholderData } });
  return (
    <AccountListSection
      id="incomeEarned"
      query={query}
      onPage={setPage}
      describeError={() => message('parts.incomeEarned.error')}
      columns={(property) => [
        property,
        {
          key: 'period',
          header: t('parts.incomeEarned.period'),
          render: (row) => formatPeriodRange(String(row.period_start), String(row.period_end), lng),
        },
        {
          key: 'm2',
          header: t('parts.incomeEarned.held'),
          numeric: true,
          render: (row) => formatM2(toBigInt(row.balance), lng, 4),
        },
        {
          key: 'share',
          header: t('parts.incomeEarned.share'),
          numeric: true,
          render: (row) => t('units.usdt', { value: formatUsdt(toBigInt(row.share), decimals, lng, 4) }),
        },
        { key: 'tx', header: t('parts.columns.transaction'), render: (row) => <TxLink hash={row.tx_hash} /> },
      ]}
    />
  );
}
