import { usePurchasesSalesList } from '../../../generated/api/purchases/purchases.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useListPage } from './AccountListSection.tsx';
import { TradeHistorySection } from './TradeHistorySection.tsx';

export function SalesSection() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const { params, setPage, placeholderData } = useListPage();
  const query = usePurchasesSalesList(params, { query: { enabled: loggedIn, placeholderData } });
  return <TradeHistorySection kind="sales" query={query} amount={(row) => row.payout} onPage={setPage} />;
}
