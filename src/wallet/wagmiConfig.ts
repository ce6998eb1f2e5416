// wagmi: the one chain of this build (BSC 56, BSC testnet 97 or local anvil 31337, by VITE_CHAIN_ID),
// the injected connector with EIP-6963 discovery (MetaMask and every other announcing wallet), WalletConnect
// when the build has a project id (docs/wallets.md#walletconnect; off by default) and, on the local chain
// only, the dev wallet that signs with anvil's test accounts.
import { createConfig, injected } from 'wagmi';
import { CHAIN } from '../config/chains.ts';
import { devWallet } from './devWallet.ts';
import { rpcTransport } from './rpcTransport.ts';
import { walletConnectConnectors } from './walletConnect.ts';

// A literal written by vite.config.ts ('' when unset), so a build without it leaves WalletConnect out.
const WALLETCONNECT_PROJECT_ID = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID;

export const wagmiConfig = createConfig({
  chains: [CHAIN],
  connectors: [
    injected(),
    ...(WALLETCONNECT_PROJECT_ID ? walletConnectConnectors(WALLETCONNECT_PROJECT_ID) : []),
    ...(__LOCAL_CHAIN__ ? [devWallet()] : []),
  ],
  multiInjectedProviderDiscovery: true,
  transports: { [CHAIN.id]: rpcTransport() },
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
