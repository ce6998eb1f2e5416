// Wrong network: the connected wallet is on another chain than the app's; offer to switch.
import { useTranslation } from 'react-i18next';
import { useConnection, useSwitchChain } from 'wagmi';
import { CHAIN } from '../config/chains.ts';
import { messageText } from '../lib/message.ts';
import { Button } from '../ui/Button.tsx';
import { mapWalletError } from '../wallet/walletErrorMessage.ts';
import styles from './NetworkBanner.module.css';

export function NetworkBanner() {
  const { t } = useTranslation();
  const { status, chainId } = useConnection();
  const switchChain = useSwitchChain();
  if (status !== 'connected' || chainId === undefined || chainId === CHAIN.id) return null;
  const failure = switchChain.error ? mapWalletError(switchChain.error, t('operations.switchNetwork')) : null;
  return (
    <div className={styles.banner} role="alert">
      <div className={`container ${styles.inner}`}>
        <span>{t('network.wrong', { chain: CHAIN.name })}</span>
        <Button
          variant="accent"
          busy={switchChain.isPending}
          onClick={() => switchChain.mutate({ chainId: CHAIN.id })}
        >
          {t('network.switch', { chain: CHAIN.name })}
        </Button>
        {failure && <span className={styles.error}>{messageText(t, failure)}</span>}
      </div>
    </div>
  );
}
