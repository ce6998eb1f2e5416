// WalletConnect (docs/wallets.md#walletconnect): no connector without a project id; with one, its provider
// (the @walletconnect/ethereum-provider chunk and the relay connection) is not loaded on page load, only
// when the person picks it or signed in with it last time.
import { describe, expect, it } from 'vitest';
import { type Connector, createConfig, createConnector, createStorage, http } from 'wagmi';
import { connect, reconnect } from 'wagmi/actions';
import { CHAIN, RPC_URL } from '../config/chains.ts';
import { INVESTOR } from '../test/wallet.ts';
import { deferProvider, walletConnectConnectors } from './walletConnect.ts';

type WalletConnectFn = Parameters<typeof deferProvider>[0];

/** Stands in for wagmi's walletConnect(): records what wagmi asks of it. */
function recordingWalletConnect() {
  const calls: string[] = [];
  const provider = { request: async () => null };
  const fn = createConnector((config) => ({
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'walletConnect',
    async setup() {
      calls.push('setup');
    },
    async getProvider() {
      calls.push('getProvider');
      return provider;
    },
    async connect() {
      calls.push('connect');
      await this.getProvider();
      return { accounts: [INVESTOR], chainId: config.chains[0].id } as never;
    },
    async disconnect() {},
    async getAccounts() {
      return [INVESTOR];
    },
    async getChainId() {
      return CHAIN.id;
    },
    async isAuthorized() {
      return false;
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }));
  return { calls, fn: fn as unknown as WalletConnectFn };
}

function configWith(fn: WalletConnectFn, recentConnectorId?: string) {
  const store = new Map<string, string>();
  if (recentConnectorId) store.set('wagmi.recentConnectorId', JSON.stringify(recentConnectorId));
  return createConfig({
    chains: [CHAIN],
    connectors: [deferProvider(fn)],
    multiInjectedProviderDiscovery: false,
    transports: { [CHAIN.id]: http(RPC_URL) },
    storage: createStorage({
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    }),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('WalletConnect connector', () => {
  it('is left out without a project id (the default)', () => {
    expect(walletConnectConnectors(undefined)).toEqual([]);
    expect(walletConnectConnectors('')).toEqual([]);
  });

  it('is one connector named WalletConnect with a project id, which loads nothing on page load', async () => {
    const [fn] = walletConnectConnectors('0123456789abcdef0123456789abcdef');
    expect(fn).toBeTypeOf('function');
    const config = createConfig({
      chains: [CHAIN],
      connectors: fn ? [fn] : [],
      multiInjectedProviderDiscovery: false,
      transports: { [CHAIN.id]: http(RPC_URL) },
    });
    const connector = config.connectors[0] as Connector;
    expect([connector.id, connector.name, connector.type]).toEqual([
      'walletConnect',
      'WalletConnect',
      'walletConnect',
    ]);
    // Not picked: no provider, so no import of @walletconnect/ethereum-provider and no relay.
    expect(await connector.getProvider()).toBeUndefined();
  });

  it('asks for no provider on setup and reconnect until the person picks it', async () => {
    const { calls, fn } = recordingWalletConnect();
    const config = configWith(fn);
    await settle();
    await reconnect(config);
    expect(calls).toEqual([]);
    await connect(config, { connector: config.connectors[0] as Connector });
    expect(calls).toEqual(['connect', 'getProvider']);
  });

  it('sets up on page load when it was the wallet used last time', async () => {
    const { calls, fn } = recordingWalletConnect();
    configWith(fn, 'walletConnect');
    await settle();
    expect(calls).toEqual(['setup']);
  });
});
