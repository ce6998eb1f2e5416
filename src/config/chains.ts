// The one chain this build talks to, chosen at build time by VITE_CHAIN_ID (default: the local anvil chain;
// see chainId.ts).
// BNB Smart Chain (56) and its testnet (97) read their RPC URL from VITE_RPC_URL, with public defaults;
// the local chain (31337) goes through the API's JSON-RPC proxy on the page's own origin (`/rpc`).
import { type Chain, defineChain } from 'viem';
import { anvil, bsc, bscTestnet } from 'viem/chains';
import { LOCAL_CHAIN_ID, parseChainId, type SupportedChainId } from './chainId.ts';

export { LOCAL_CHAIN_ID, parseChainId, SUPPORTED_CHAIN_IDS, type SupportedChainId } from './chainId.ts';

const PUBLIC_RPC: Record<56 | 97, string> = {
  56: 'https://bsc-dataseed.bnbchain.org',
  97: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
};

/** The JSON-RPC URL the app's public client uses for `chainId`. */
export function rpcUrlFor(chainId: SupportedChainId, origin: string, envRpcUrl?: string): string {
  if (chainId === LOCAL_CHAIN_ID) return `${origin}/rpc`;
  return envRpcUrl && envRpcUrl.trim() !== '' ? envRpcUrl : PUBLIC_RPC[chainId];
}

/** The viem chain object for `chainId`, with the RPC URL the app really uses. */
export function chainFor(chainId: SupportedChainId, rpcUrl: string): Chain {
  const base = chainId === 56 ? bsc : chainId === 97 ? bscTestnet : anvil;
  return defineChain({
    ...base,
    name: chainId === LOCAL_CHAIN_ID ? 'Local chain (anvil)' : base.name,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

const origin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;

export const CHAIN_ID: SupportedChainId = parseChainId(import.meta.env.VITE_CHAIN_ID);
export const RPC_URL = rpcUrlFor(CHAIN_ID, origin, import.meta.env.VITE_RPC_URL);
export const CHAIN: Chain = chainFor(CHAIN_ID, RPC_URL);
/** True on the local anvil chain (to drop code from BSC builds, test `__LOCAL_CHAIN__` in place: chainId.ts). */
export const IS_LOCAL_CHAIN: boolean = __LOCAL_CHAIN__;

/** Block-explorer link of a transaction: BscScan on 56/97, none on the local chain. */
export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  if (chainId === 56) return `https://bscscan.com/tx/${hash}`;
  if (chainId === 97) return `https://testnet.bscscan.com/tx/${hash}`;
  return undefined;
}
