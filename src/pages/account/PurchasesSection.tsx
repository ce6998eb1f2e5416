import { usePurchasesList } from '../../../generated/api/purchases/purchases.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { useListPage } from './AccountListSection.tsx';
import { TradeHistorySection } from './TradeHistorySection.tsx';

export function PurchasesSection() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const { params, setPage, placeholderData } = useListPage();
  const query = usePurchasesList(params, { query: { enabled: loggedIn, placeholderData } });
  return <TradeHistorySection kind="purchases" query={query} amount={(row) => row.cost} onPage={setPage} />;
}
