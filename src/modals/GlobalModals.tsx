// Every app-wide modal, mounted once next to the routes (the admin console reuses them). The error
// dialogs load on their first opening; the wallet modal loads its body when opened.
import { lazy, Suspense } from 'react';
import { useModal } from './modalStore.ts';
import { WalletModal } from './WalletModal.tsx';

const TransactionErrorModal = lazy(async () => ({
  default: (await import('./TransactionErrorModal.tsx')).TransactionErrorModal,
}));
const ErrorModal = lazy(async () => ({ default: (await import('./ErrorModal.tsx')).ErrorModal }));

export function GlobalModals() {
  const transactionError = useModal((s) => s.errorTransaction);
  const error = useModal((s) => s.errorModal);
  return (
    <>
      <WalletModal />
      <Suspense fallback={null}>
        {transactionError && <TransactionErrorModal />}
        {error && <ErrorModal />}
      </Suspense>
    </>
  );
}
