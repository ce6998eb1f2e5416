// Node's contract configuration, for the API, the scripts, the end-to-end tests and the benchmarks: the
// generated ABIs (generated/contracts.ts, wagmi CLI) bound to a deployment's addresses as typed viem contract
// instances, the event decoders and the deployer. Node code gets contracts from here and never names an ABI:
// `contracts.registry.read.isProperty([token])`, `contracts.vault.write.buy([...])`, `vaultEvents(logs,
// 'Bought')`. (The web app has its own generated hooks and actions: src/config/contracts.ts.)
// Why viem contract instances rather than generated @wagmi/core actions here: docs/architecture.md#contract-calls.
import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Client,
  type ContractConstructorArgs,
  type ContractEventName,
  type ContractFunctionReturnType,
  getContract,
  type Hex,
  type Log,
  parseEventLogs,
  type Transport,
  type WalletClient,
} from 'viem';
import type { Deployment } from '#core/deployment.ts';
import {
  identityRegistryAbi,
  masterRegistryAbi,
  propertyLensAbi,
  propertyTokenAbi,
  testUsdtAbi,
  vaultTraderAbi,
} from '../../generated/contracts.ts';

/** A public client, or a public and a wallet client (for `write` and `simulate`). */
export type ContractClient =
  | Client
  | { public: Client; wallet?: Client }
  | { public?: Client; wallet: Client };

/** The system contracts of `deployment`, plus `token(address)` for a property's PropertyToken clone. */
export function systemContracts<const client extends ContractClient>(
  client: client,
  deployment: Pick<
    Deployment,
    'MasterRegistry' | 'VaultTrader' | 'PropertyLens' | 'USDT' | 'IdentityRegistry'
  >,
) {
  return {
    registry: getContract({ address: deployment.MasterRegistry, abi: masterRegistryAbi, client }),
    vault: getContract({ address: deployment.VaultTrader, abi: vaultTraderAbi, client }),
    lens: getContract({ address: deployment.PropertyLens, abi: propertyLensAbi, client }),
    identity: getContract({ address: deployment.IdentityRegistry, abi: identityRegistryAbi, client }),
    usdt: getContract({ address: deployment.USDT, abi: testUsdtAbi, client }),
    token: (address: Address) => getContract({ address, abi: propertyTokenAbi, client }),
  };
}

export type SystemContracts<client extends ContractClient> = ReturnType<typeof systemContracts<client>>;

/** One property as PropertyLens.getPropertyView / getAllPropertyViews return it. */
export type PropertyView = ContractFunctionReturnType<typeof propertyLensAbi, 'view', 'getPropertyView'>;

type Logs = readonly Log[];
type EventNames<abi extends Abi> = ContractEventName<abi> | ContractEventName<abi>[] | undefined;

/** MasterRegistry events in `logs` (all of them, or those named); logs of other contracts are skipped. */
export const registryEvents = <const name extends EventNames<typeof masterRegistryAbi> = undefined>(
  logs: Logs,
  eventName?: name,
) => parseEventLogs({ abi: masterRegistryAbi, logs: [...logs], eventName: eventName as name });

/** VaultTrader events in `logs` (all of them, or those named). */
export const vaultEvents = <const name extends EventNames<typeof vaultTraderAbi> = undefined>(
  logs: Logs,
  eventName?: name,
) => parseEventLogs({ abi: vaultTraderAbi, logs: [...logs], eventName: eventName as name });

/** IdentityRegistry events in `logs` (all of them, or those named). */
export const identityEvents = <const name extends EventNames<typeof identityRegistryAbi> = undefined>(
  logs: Logs,
  eventName?: name,
) => parseEventLogs({ abi: identityRegistryAbi, logs: [...logs], eventName: eventName as name });

/** PropertyToken events in `logs` (all of them, or those named). */
export const tokenEvents = <const name extends EventNames<typeof propertyTokenAbi> = undefined>(
  logs: Logs,
  eventName?: name,
) => parseEventLogs({ abi: propertyTokenAbi, logs: [...logs], eventName: eventName as name });

const DEPLOYABLE = {
  MasterRegistry: masterRegistryAbi,
  VaultTrader: vaultTraderAbi,
  PropertyToken: propertyTokenAbi,
  PropertyLens: propertyLensAbi,
  IdentityRegistry: identityRegistryAbi,
  TestUSDT: testUsdtAbi,
} as const;
export type DeployableContract = keyof typeof DEPLOYABLE;

/** Sends the creation transaction of `name` (creation code from contracts/artifacts) with typed arguments. */
export function deployContract<const name extends DeployableContract>(
  wallet: WalletClient<Transport, Chain, Account>,
  name: name,
  bytecode: Hex,
  args: ContractConstructorArgs<(typeof DEPLOYABLE)[name]>,
) {
  return wallet.deployContract({
    abi: DEPLOYABLE[name] as Abi,
    bytecode,
    args: args as readonly unknown[],
    account: wallet.account,
    chain: wallet.chain,
  });
}
