// The web app's contract configuration. Contract calls go through the generated code (generated/wagmi.ts:
// React hooks and @wagmi/core actions, with each system contract's ABI and its address per chain id baked
// in by `npm run generate:contracts`), so no call site names an ABI or a system contract's address. This
// module adds what the generated code does not: this build's addresses as data (the VaultTrader as the
// spender of an approval, the registry a saved create flow belongs to) and decoding of receipt events.
import { type Address, type ContractEventName, type Log, parseEventLogs } from 'viem';
import type { DeployedContract } from '#core/deployment.ts';
import {
  identityRegistryAddress,
  masterRegistryAbi,
  masterRegistryAddress,
  propertyLensAddress,
  usdtAddress,
  vaultTraderAbi,
  vaultTraderAddress,
} from '../../generated/wagmi.ts';
import { CHAIN_ID } from './chains.ts';
import { missingDeploymentMessage } from './missingDeployment.ts';

export type SystemAddresses = Record<DeployedContract, Address>;

const ADDRESS_MAPS: Record<DeployedContract, Partial<Record<number, Address>>> = {
  MasterRegistry: masterRegistryAddress,
  VaultTrader: vaultTraderAddress,
  USDT: usdtAddress,
  PropertyLens: propertyLensAddress,
  IdentityRegistry: identityRegistryAddress,
};

/** The system contracts of `chainId` in the generated code, or undefined when it has none for that chain. */
export function deployedAddresses(chainId: number): SystemAddresses | undefined {
  const entries = Object.entries(ADDRESS_MAPS).map(([name, map]) => [name, map[chainId]] as const);
  if (entries.some(([, address]) => address === undefined)) return undefined;
  return Object.fromEntries(entries) as SystemAddresses;
}

const current = deployedAddresses(CHAIN_ID);

/** The system contracts of this build's chain; throws a clear error when the generated code has none. */
export function contractAddresses(): SystemAddresses {
  if (!current) throw new Error(missingDeploymentMessage(CHAIN_ID));
  return current;
}

type ReceiptLogs = Log[];

/** MasterRegistry events of a receipt's logs, decoded (e.g. PropertyCreated after createProperty). */
export const registryEvents = <const E extends ContractEventName<typeof masterRegistryAbi>>(
  logs: ReceiptLogs,
  eventName: E,
) => parseEventLogs({ abi: masterRegistryAbi, logs, eventName });

/** VaultTrader events of a receipt's logs, decoded (e.g. FundManagerSet after setFundManager). */
export const vaultEvents = <const E extends ContractEventName<typeof vaultTraderAbi>>(
  logs: ReceiptLogs,
  eventName: E,
) => parseEventLogs({ abi: vaultTraderAbi, logs, eventName });
