// Test set-up on the real test chain (src/test/testChain.ts): real transactions through the GENERATED actions
// (generated/wagmi.ts, so no ABI or address is written here), signed with anvil's keys in the local roles
// (#0 admin and compliance, #1 manager, #2 fund manager, #3-#9 investors: scripts/lib/deploy.ts), plus anvil's
// time controls. Whatever the contracts refuse fails here as it would in the app.
import { bypass } from 'msw';
import { type Address, type Hash, type Hex, maxUint256, parseEventLogs } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createConfig, http } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';
import {
  masterRegistryAbi,
  readPropertyLensGetPropertyViewsPage,
  writeMasterRegistryCreateProperty,
  writeMasterRegistryGrantRole,
  writeUsdtApprove,
  writeVaultTraderBuy,
} from '../../generated/wagmi.ts';
import { CHAIN } from '../config/chains.ts';
import { contractAddresses } from '../config/contracts.ts';
import { MANAGER_ROLE } from '../core/roles.ts';
import { ANVIL_ACCOUNTS } from '../wallet/anvilAccounts.ts';
import { anvilCall } from './anvil.ts';
import { testChain } from './testChain.ts';

const E18 = 10n ** 18n;
const DAY = 86_400n;

/** Anvil account `index` as a local signer. */
export const signer = (index: number) => privateKeyToAccount(ANVIL_ACCOUNTS[index]?.privateKey as Hex);
export const admin = signer(0);
export const fundManager = signer(2);

const configs = new WeakMap<object, ReturnType<typeof makeConfig>>();

function makeConfig(rpcUrl: string) {
  return createConfig({
    chains: [CHAIN],
    // Straight to anvil, past MSW (which serves the app's */rpc).
    transports: {
      [CHAIN.id]: http(rpcUrl, { fetchFn: (input, init) => fetch(bypass(new Request(input, init))) }),
    },
    pollingInterval: 5,
  });
}

/** A wagmi config on the running file's anvil, for the generated actions. */
export function chainConfig() {
  const chain = testChain();
  let config = configs.get(chain);
  if (!config) {
    config = makeConfig(chain.rpcUrl);
    configs.set(chain, config);
  }
  return config;
}

/** Waits for a transaction and fails on a revert. */
export async function confirm(hash: Hash) {
  const receipt = await waitForTransactionReceipt(chainConfig(), { hash });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

export interface NewProperty {
  name: string;
  totalM2?: bigint;
  /** USDT (18 decimals) per M2. */
  price?: bigint;
  lockSeconds?: bigint;
}

/** MasterRegistry.createProperty by the admin (a manager); the new token's address. */
export async function createProperty({
  name,
  totalM2 = 100n,
  price = 1000n * E18,
  lockSeconds = 30n * DAY,
}: NewProperty): Promise<Address> {
  const receipt = await confirm(
    await writeMasterRegistryCreateProperty(chainConfig(), {
      account: admin,
      args: [name, totalM2, price, lockSeconds],
    }),
  );
  const [created] = parseEventLogs({
    abi: masterRegistryAbi,
    logs: receipt.logs,
    eventName: 'PropertyCreated',
  });
  if (!created) throw new Error('createProperty: no PropertyCreated event');
  return created.args.token;
}

/** `m2` (base units, 18 decimals) of `token` bought from the wallet of anvil account `investor`. */
export async function buy(investor: number, token: Address, m2: bigint): Promise<void> {
  const account = signer(investor);
  await confirm(
    await writeUsdtApprove(chainConfig(), { account, args: [contractAddresses().VaultTrader, maxUint256] }),
  );
  await confirm(
    await writeVaultTraderBuy(chainConfig(), {
      account,
      args: [token, m2, maxUint256, maxUint256, maxUint256],
    }),
  );
}

/** MANAGER_ROLE granted by the admin. */
export async function grantManager(account: Address): Promise<void> {
  await confirm(
    await writeMasterRegistryGrantRole(chainConfig(), { account: admin, args: [MANAGER_ROLE, account] }),
  );
}

/** Chain time moves `seconds` forward (the next block is mined at once). */
export async function increaseTime(seconds: bigint | number): Promise<void> {
  const url = testChain().rpcUrl;
  await anvilCall(url, 'evm_increaseTime', [Number(seconds)]);
  await anvilCall(url, 'evm_mine');
}

/** The lens views of every property (PropertyLens.getPropertyViewsPage), as the indexer reads them. */
export async function propertyViews() {
  return readPropertyLensGetPropertyViewsPage(chainConfig(), { args: [0n, 1000n] });
}

/** The latest block number. */
export async function blockNumber(): Promise<bigint> {
  return BigInt(await anvilCall<Hex>(testChain().rpcUrl, 'eth_blockNumber'));
}
