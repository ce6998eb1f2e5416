import { usePurchasesList } from '../../../generated/api/purchases/purchases.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { TradeHistorySection } from './TradeHistorySection.tsx';

export function PurchasesSection() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const query = usePurchasesList(undefined, { query: { enabled: loggedIn } });
  return <TradeHistorySection kind="purchases" query={query} amount={(row) => row.cost} />;
}
