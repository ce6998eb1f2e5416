// The dev-wallet connector (local chain only): a wagmi connector that signs with one of anvil's test
// accounts in the page, so the sandbox works in any browser without a wallet extension. The keys
// and the signing code load on first use; the chosen account lives in devWalletAccount.ts.
import { type Address, getAddress, SwitchChainError } from 'viem';
import { createConnector } from 'wagmi';
import { LOCAL_CHAIN_ID } from '../config/chains.ts';
import { onDevAccountSelected, selectedDevAccountIndex } from './devWalletAccount.ts';
import type { DevWalletProvider } from './devWalletProvider.ts';

export const DEV_WALLET_ID = 'devWallet';
const CONNECTED_KEY = 'devWallet.connected';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

async function accountAddress(index: number): Promise<Address> {
  const { ANVIL_ACCOUNTS } = await import('./anvilAccounts.ts');
  const account = ANVIL_ACCOUNTS[index];
  if (!account) throw new Error(`No anvil test account #${index}`);
  return account.address;
}

export function devWallet() {
  let connected = storage()?.getItem(CONNECTED_KEY) === 'true';
  let provider: DevWalletProvider | undefined;

  return createConnector<DevWalletProvider>((config) => {
    const chain = config.chains.find((c) => c.id === LOCAL_CHAIN_ID) ?? config.chains[0];
    const notOnChain = () => new SwitchChainError(new Error(`The dev wallet only knows chain ${chain.id}.`));
    const setConnected = (value: boolean) => {
      connected = value;
      if (value) storage()?.setItem(CONNECTED_KEY, 'true');
      else storage()?.removeItem(CONNECTED_KEY);
    };
    return {
      id: DEV_WALLET_ID,
      name: 'Dev wallet',
      type: DEV_WALLET_ID,
      async setup() {
        onDevAccountSelected((index) => {
          if (connected)
            void accountAddress(index).then((address) =>
              config.emitter.emit('change', { accounts: [address] }),
            );
        });
      },
      async connect({ chainId, withCapabilities } = {}) {
        if (chainId !== undefined && chainId !== chain.id) throw notOnChain();
        const address = await accountAddress(selectedDevAccountIndex());
        setConnected(true);
        return {
          // wagmi's generic return type: plain addresses unless capabilities were asked for.
          accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never,
          chainId: chain.id,
        };
      },
      async disconnect() {
        setConnected(false);
      },
      async getAccounts(): Promise<readonly Address[]> {
        return connected ? [await accountAddress(selectedDevAccountIndex())] : [];
      },
      async getChainId() {
        return chain.id;
      },
      async getProvider() {
        if (!provider) {
          const { createDevWalletProvider } = await import('./devWalletProvider.ts');
          provider = createDevWalletProvider({
            chainId: chain.id,
            rpcUrl: chain.rpcUrls.default.http[0] ?? '',
            isConnected: () => connected,
          });
        }
        return provider;
      },
      async isAuthorized() {
        return connected;
      },
      async switchChain({ chainId }) {
        if (chainId !== chain.id) throw notOnChain();
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
        setConnected(false);
        config.emitter.emit('disconnect');
      },
    };
  });
}
