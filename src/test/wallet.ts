// wagmi for tests: the local chain through /rpc (the test file's anvil, src/test/testChain.ts), and wagmi's mock
// connector as the wallet (optionally already connected with one of anvil's accounts).
import type { Address } from 'viem';
import { createConfig, createStorage, mock, noopStorage } from 'wagmi';
import { CHAIN } from '../config/chains.ts';
import { ANVIL_ACCOUNTS } from '../wallet/anvilAccounts.ts';
import { rpcTransport } from '../wallet/rpcTransport.ts';

export const INVESTOR = ANVIL_ACCOUNTS[3]?.address as Address;
export const ADMIN = ANVIL_ACCOUNTS[0]?.address as Address;
export const FUND_MANAGER = ANVIL_ACCOUNTS[2]?.address as Address;

export function createTestWagmiConfig({
  connected = false,
  account = INVESTOR,
  rejectSwitch = false,
}: {
  connected?: boolean;
  account?: Address;
  /** The wallet declines a network switch (as a person pressing Cancel). */
  rejectSwitch?: boolean;
} = {}) {
  return createConfig({
    chains: [CHAIN],
    connectors: [
      mock({
        accounts: [account],
        features: { defaultConnected: connected, reconnect: connected, switchChainError: rejectSwitch },
      }),
    ],
    transports: { [CHAIN.id]: rpcTransport() },
    storage: createStorage({ storage: noopStorage }),
    pollingInterval: 10,
  });
}
