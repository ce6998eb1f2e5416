// Every app-wide modal, mounted once next to the routes (the admin console reuses them).
import { ErrorModal } from './ErrorModal.tsx';
import { TransactionErrorModal } from './TransactionErrorModal.tsx';
import { WalletModal } from './WalletModal.tsx';

export function GlobalModals() {
  return (
    <>
      <WalletModal />
      <TransactionErrorModal />
      <ErrorModal />
    </>
  );
}
