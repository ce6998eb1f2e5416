import { useTranslation } from 'react-i18next';
import { usePurchasesOwnershipsList } from '../../../generated/api/purchases/purchases.ts';
import { purchaseListErrorMessage } from '../../api/errors/purchaseErrors.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { formatM2, toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { AccountListSection, useListPage } from './AccountListSection.tsx';

export function OwnershipsSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const loggedIn = useAuth(selectIsLoggedIn);
  const { params, setPage, placeholderData } = useListPage();
  const query = usePurchasesOwnershipsList(params, { query: { enabled: loggedIn, placeholderData } });
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <AccountListSection
      id="ownerships"
      query={query}
      onPage={setPage}
      describeError={(error) => purchaseListErrorMessage(error, 'ownerships')}
      columns={(property) => [
        property,
        {
          key: 'balance',
          header: t('parts.columns.m2'),
          numeric: true,
          render: (row) => formatM2(toBigInt(row.balance), lng, 4),
        },
        {
          key: 'locked',
          header: t('parts.columns.locked'),
          numeric: true,
          render: (row) => formatM2(toBigInt(row.locked_amount), lng, 4),
        },
        {
          key: 'unlock',
          header: t('parts.columns.unlockTime'),
          render: (row) => (row.unlock_time ? formatDateTime(row.unlock_time, lng) : '—'),
        },
        { key: 'listed', header: t('parts.columns.listed'), render: (row) => yesNo(row.is_listed) },
        { key: 'sell', header: t('parts.columns.sellEnabled'), render: (row) => yesNo(row.is_sell_enabled) },
      ]}
    />
  );
}
