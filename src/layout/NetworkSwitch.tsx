// The switch-network control of the wrong-network banner (loaded only when the wallet is on another chain).
import { useTranslation } from 'react-i18next';
import { useSwitchChain } from 'wagmi';
import { CHAIN } from '../config/chains.ts';
import { message, messageText } from '../lib/message.ts';
import { Button } from '../ui/Button.tsx';
import { isUserRejection, mapWalletError } from '../wallet/walletErrorMessage.ts';
import { chainName } from './chainName.ts';
import styles from './NetworkBanner.module.css';

export function NetworkSwitch() {
  const { t } = useTranslation();
  const switchChain = useSwitchChain();
  // Declining the switch is no failed transaction: it says what to do instead (#27 said "Transaction was rejected").
  const failure = !switchChain.error
    ? null
    : isUserRejection(switchChain.error)
      ? message('network.switchDeclined', { chain: chainName(t) })
      : mapWalletError(switchChain.error, t('operations.switchNetwork'));
  return (
    <>
      <Button
        variant="accent"
        busy={switchChain.isPending}
        onClick={() => switchChain.mutate({ chainId: CHAIN.id })}
      >
        {t('network.switch', { chain: chainName(t) })}
      </Button>
      {failure && <span className={styles.error}>{messageText(t, failure)}</span>}
    </>
  );
}
