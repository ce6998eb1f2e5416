// Contract addresses of the chain this build talks to, read from deployments/<chainId>.json.
// The only place in the web app that knows where the contracts live.
import type { Address } from 'viem';
import { CHAIN_ID } from './chains.ts';

export interface Deployment {
  chainId: number;
  MasterRegistry: Address;
  VaultTrader: Address;
  USDT: Address;
  PropertyLens: Address;
  startBlock?: number;
}

const files = import.meta.glob<Deployment>('../../deployments/*.json', { eager: true, import: 'default' });

/** Finds the deployment of `chainId` among the bundled deployments/*.json files. */
export function findDeployment(
  chainId: number,
  all: Record<string, Deployment> = files,
): Deployment | undefined {
  return Object.entries(all).find(([path]) => path.endsWith(`/${chainId}.json`))?.[1];
}

const current = findDeployment(CHAIN_ID);

/** The deployment of the current chain; throws a clear error when the build has none. */
export function contractAddresses(): Deployment {
  if (!current) {
    throw new Error(
      `No contract deployment for chain ${CHAIN_ID}: deployments/${CHAIN_ID}.json is missing at build time.`,
    );
  }
  return current;
}
