// The dev-wallet connector (local chain only): a wagmi connector that signs with one of anvil's test
// accounts in the page, so the sandbox works in any browser without a wallet extension.
// The chosen account is remembered in localStorage; choosing another one switches the connection.

import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem';
import { createConnector } from 'wagmi';
import { LOCAL_CHAIN_ID } from '../config/chains.ts';
import { ANVIL_ACCOUNTS, DEFAULT_DEV_ACCOUNT_INDEX } from './anvilAccounts.ts';
import { accountByIndex, createDevWalletProvider, type DevWalletProvider } from './devWalletProvider.ts';

export const DEV_WALLET_ID = 'devWallet';
export const DEV_WALLET_ACCOUNT_KEY = 'devWallet.account';
const CONNECTED_KEY = 'devWallet.connected';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function selectedDevAccountIndex(): number {
  const stored = Number(storage()?.getItem(DEV_WALLET_ACCOUNT_KEY));
  return Number.isInteger(stored) && accountByIndex(stored) ? stored : DEFAULT_DEV_ACCOUNT_INDEX;
}

type AccountListener = (index: number) => void;
const accountListeners = new Set<AccountListener>();

/** Chooses the test account the dev wallet signs with (and tells a live connection about it). */
export function selectDevAccount(index: number): void {
  if (!accountByIndex(index)) throw new Error(`No anvil test account #${index}`);
  storage()?.setItem(DEV_WALLET_ACCOUNT_KEY, String(index));
  for (const listener of accountListeners) listener(index);
}

export function devWallet() {
  let connected = storage()?.getItem(CONNECTED_KEY) === 'true';
  let provider: DevWalletProvider | undefined;
  const current = () => (connected ? (ANVIL_ACCOUNTS[selectedDevAccountIndex()] ?? null) : null);

  return createConnector<DevWalletProvider>((config) => {
    const chain = config.chains.find((c) => c.id === LOCAL_CHAIN_ID) ?? config.chains[0];
    const onAccount = (index: number) => {
      const account = accountByIndex(index);
      if (connected && account) config.emitter.emit('change', { accounts: [account.address] });
    };
    return {
      id: DEV_WALLET_ID,
      name: 'Dev wallet',
      type: DEV_WALLET_ID,
      async setup() {
        accountListeners.add(onAccount);
      },
      async connect({ chainId, withCapabilities } = {}) {
        if (chainId !== undefined && chainId !== chain.id) {
          throw new SwitchChainError(new Error(`The dev wallet only knows chain ${chain.id}.`));
        }
        connected = true;
        storage()?.setItem(CONNECTED_KEY, 'true');
        const account = current();
        if (!account) throw new UserRejectedRequestError(new Error('No dev wallet account selected.'));
        const accounts = [account.address];
        return {
          // wagmi's generic return type: plain addresses unless capabilities were asked for.
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: chain.id,
        };
      },
      async disconnect() {
        connected = false;
        storage()?.removeItem(CONNECTED_KEY);
      },
      async getAccounts(): Promise<readonly Address[]> {
        const account = current();
        return account ? [account.address] : [];
      },
      async getChainId() {
        return chain.id;
      },
      async getProvider() {
        provider ??= createDevWalletProvider({
          chainId: chain.id,
          rpcUrl: chain.rpcUrls.default.http[0] ?? '',
          account: current,
        });
        return provider;
      },
      async isAuthorized() {
        return connected && current() !== null;
      },
      async switchChain({ chainId }) {
        if (chainId !== chain.id)
          throw new SwitchChainError(new Error(`The dev wallet only knows chain ${chain.id}.`));
        return chain;
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) });
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },
      onDisconnect() {
        connected = false;
        storage()?.removeItem(CONNECTED_KEY);
        config.emitter.emit('disconnect');
      },
    };
  });
}
