// wagmi: the one chain of this build (BSC 56, BSC testnet 97 or local anvil 31337, by VITE_CHAIN_ID),
// the injected connector with EIP-6963 discovery (MetaMask and every other announcing wallet) and, on
// the local chain only, the dev wallet that signs with anvil's test accounts.
import { createConfig, injected } from 'wagmi';
import { CHAIN } from '../config/chains.ts';
import { devWallet } from './devWallet.ts';
import { rpcTransport } from './rpcTransport.ts';

export const wagmiConfig = createConfig({
  chains: [CHAIN],
  connectors: __LOCAL_CHAIN__ ? [injected(), devWallet()] : [injected()],
  multiInjectedProviderDiscovery: true,
  transports: { [CHAIN.id]: rpcTransport() },
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
