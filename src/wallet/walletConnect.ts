// WalletConnect as a wallet choice (docs/wallets.md#walletconnect): only in a build with a project id
// (VITE_WALLETCONNECT_PROJECT_ID), since it talks to WalletConnect's relay, a service outside this product.
// wagmi's connector imports @walletconnect/ethereum-provider (and its QR dialog) when it first needs the
// provider; `deferProvider` also keeps that from happening on page load (wagmi's setup and reconnect ask every
// connector for its provider): the provider loads when the person picks WalletConnect, or on a page load
// after they last signed in with it.
import { walletConnect } from 'wagmi/connectors/walletConnect';
import { WALLETCONNECT_ID } from './walletConnectId.ts';

type WalletConnectFn = ReturnType<typeof walletConnect>;

/** `create`'s connector, with no provider (nothing loaded) until picked or used last time. */
export function deferProvider(create: WalletConnectFn): WalletConnectFn {
  return (config) => {
    const connector = create(config);
    const { setup, getProvider, connect } = connector;
    let picked = false;
    const usedLastTime = async () =>
      (await Promise.resolve(config.storage?.getItem('recentConnectorId')).catch(() => null)) ===
      WALLETCONNECT_ID;
    const wanted = async () => picked || (await usedLastTime());
    // Not wanted: no provider, as for an injected wallet that is not installed.
    const none = undefined as unknown as Awaited<ReturnType<typeof getProvider>>;
    connector.setup = async function (this: typeof connector) {
      if (await wanted()) await setup?.call(this);
    };
    connector.getProvider = async function (this: typeof connector, parameters) {
      return (await wanted()) ? getProvider.call(this, parameters) : none;
    };
    connector.connect = function (this: typeof connector, parameters) {
      picked = true;
      return connect.call(this, parameters);
    } as typeof connect;
    return connector;
  };
}

export function lazyWalletConnect(projectId: string, origin: string = globalThis.location?.origin ?? '') {
  return deferProvider(
    walletConnect({
      projectId,
      showQrModal: true,
      metadata: { name: 'RealEstate BSC', description: 'RealEstate BSC', url: origin, icons: [] },
    }),
  );
}

/** The WalletConnect connector when the build has a project id, else none (the default). */
export function walletConnectConnectors(projectId: string | undefined) {
  return projectId ? [lazyWalletConnect(projectId)] : [];
}
