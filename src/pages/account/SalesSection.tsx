import { usePurchasesSalesList } from '../../../generated/api/purchases/purchases.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { TradeHistorySection } from './TradeHistorySection.tsx';

export function SalesSection() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const query = usePurchasesSalesList(undefined, { query: { enabled: loggedIn } });
  return <TradeHistorySection kind="sales" query={query} amount={(row) => row.payout} />;
}
