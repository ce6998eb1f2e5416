// The wallet button (docs/routes.md#top-bar): 'connect wallet' when not connected (opens the wallet modal),
// otherwise the shortened address, which toggles the wallet menu.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/authStore.ts';
import { shortenAddress } from '../lib/shortenAddress.ts';
import { modals } from '../modals/modalStore.ts';
import { preloadWalletLogin } from '../modals/WalletModal.tsx';
import styles from './WalletButton.module.css';

const WalletMenu = lazy(async () => ({ default: (await import('./WalletMenu.tsx')).WalletMenu }));

export function WalletButton() {
  const { t } = useTranslation();
  const address = useAuth((s) => s.walletAddress);
  const connected = useAuth((s) => s.isWalletConnected);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!connected || !address) {
    return (
      <button
        type="button"
        className={styles.button}
        onPointerEnter={() => void preloadWalletLogin()}
        onFocus={() => void preloadWalletLogin()}
        onClick={() => modals.open('confirmWalletModal')}
      >
        {t('wallet.connect')}
      </button>
    );
  }

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        title={address}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.address}>{shortenAddress(address)}</span>
        <span className="visually-hidden">{t('wallet.menuHint')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <WalletMenu id={menuId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
