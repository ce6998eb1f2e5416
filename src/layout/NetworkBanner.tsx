// Wrong network: the connected wallet is on another chain than the app's; offer to switch.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { CHAIN } from '../config/chains.ts';
import { chainName } from './chainName.ts';
import styles from './NetworkBanner.module.css';

const NetworkSwitch = lazy(async () => ({ default: (await import('./NetworkSwitch.tsx')).NetworkSwitch }));

export function NetworkBanner() {
  const { t } = useTranslation();
  const { status, chainId } = useConnection();
  if (status !== 'connected' || chainId === undefined || chainId === CHAIN.id) return null;
  return (
    <div className={styles.banner} role="alert">
      <div className={`container ${styles.inner}`}>
        <span>{t('network.wrong', { chain: chainName(t) })}</span>
        <Suspense fallback={null}>
          <NetworkSwitch />
        </Suspense>
      </div>
    </div>
  );
}
