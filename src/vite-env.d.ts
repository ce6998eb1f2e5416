/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 56 (BNB Smart Chain), 97 (BSC testnet) or 31337 (local anvil, the default). */
  readonly VITE_CHAIN_ID?: string;
  /** JSON-RPC URL for 56/97 (public BNB Chain endpoints by default); the local chain always uses `/rpc`. */
  readonly VITE_RPC_URL?: string;
  /** WalletConnect Cloud project id: set, the wallet dialog offers WalletConnect (docs/wallets.md#walletconnect). */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** True when the build is for the local anvil chain (31337): a literal written by vite.config.ts. */
declare const __LOCAL_CHAIN__: boolean;
