// Before a trade: the wallet must be connected with a session (else the wallet modal opens) and on the
// app's chain (else the wallet is asked to switch).
import { useCallback } from 'react';
import { useConnection, useSwitchChain } from 'wagmi';
import { selectIsLoggedIn, useAuth } from '../auth/authStore.ts';
import { CHAIN } from '../config/chains.ts';
import { modals } from '../modals/modalStore.ts';

export function useTradeGuard() {
  const loggedIn = useAuth(selectIsLoggedIn);
  const { chainId } = useConnection();
  const { switchChainAsync } = useSwitchChain();

  return useCallback(async (): Promise<boolean> => {
    if (!loggedIn) {
      modals.open('confirmWalletModal');
      return false;
    }
    if (chainId !== CHAIN.id) await switchChainAsync({ chainId: CHAIN.id });
    return true;
  }, [loggedIn, chainId, switchChainAsync]);
}
