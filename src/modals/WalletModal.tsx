// The wallet-confirmation modal (docs/routes.md#modals): titled by 'modal.meta.title'; its body (the wallet
// login, src/modals/WalletLogin.tsx) loads on demand, keeping wallet code out of the first paint. Buttons
// that open the modal preload it on hover or focus, so it usually opens at once.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { Modal } from '../ui/Modal.tsx';
import { modals, useModal } from './modalStore.ts';

type WalletLoginModule = typeof import('./WalletLogin.tsx');
let loaded: WalletLoginModule | undefined;

/** Loads the modal's body ahead of opening. */
export async function preloadWalletLogin(): Promise<WalletLoginModule> {
  loaded ??= await import('./WalletLogin.tsx');
  return loaded;
}

const LazyWalletLogin = lazy(async () => ({ default: (await preloadWalletLogin()).WalletLogin }));

export function WalletModal() {
  const open = useModal((s) => s.confirmWalletModal);
  const { t } = useTranslation();
  const close = () => modals.close('confirmWalletModal');
  const Body = loaded?.WalletLogin ?? LazyWalletLogin;
  return (
    <Modal open={open} title={t('modal.meta.title')} onClose={close}>
      {open && (
        <Suspense fallback={<LoadingScreen />}>
          <Body />
        </Suspense>
      )}
    </Modal>
  );
}
