// Test set-up on the real test chain (src/test/testChain.ts): real transactions through the GENERATED actions
// (generated/wagmi.ts, so no ABI or address is written here), signed with anvil's keys in the local roles
// (#0 admin and compliance, #1 manager, #2 fund manager, #3-#9 investors: scripts/lib/deploy.ts), plus anvil's
// time controls (and the page's clock set to the chain's, browserClockAtChainTime). Whatever the contracts refuse
// fails here as it would in the app. The one state written past the contracts: no fund manager
// (vaultRoles.clearFundManager), which no function of the deployed system goes back to.
import { bypass } from 'msw';
import {
  type Address,
  type Hash,
  type Hex,
  maxUint256,
  pad,
  parseEventLogs,
  zeroAddress,
  zeroHash,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { vi } from 'vitest';
import { createConfig, http } from 'wagmi';
import { getPublicClient, waitForTransactionReceipt } from 'wagmi/actions';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { MANAGER_ROLE } from '#core/roles.ts';
import contractConstants from '../../abis/constants.json';
import {
  masterRegistryAbi,
  readIdentityRegistryIdentityOf,
  readIdentityRegistryRecoveryOf,
  readMasterRegistryHasRole,
  readMasterRegistryPendingClosure,
  readMasterRegistryPendingDefaultAdmin,
  readMasterRegistryPriceProposal,
  readPropertyLensGetPropertyViewsPage,
  readPropertyTokenBalanceOf,
  readPropertyTokenCurrentPrice,
  readPropertyTokenListed,
  readPropertyTokenLockDuration,
  readPropertyTokenPendingPrice,
  readPropertyTokenSellEnabled,
  readPropertyTokenSendingFrozen,
  readUsdtAllowance,
  readUsdtBalanceOf,
  readVaultTraderBuckets,
  readVaultTraderClaimableIncome,
  readVaultTraderFundManager,
  readVaultTraderPaused,
  readVaultTraderPendingFundManager,
  readVaultTraderPendingTreasury,
  readVaultTraderRefundPools,
  readVaultTraderTreasury,
  readVaultTraderWithdrawable,
  vaultTraderAbi,
  writeIdentityRegistryApprove,
  writeIdentityRegistryFreeze,
  writeIdentityRegistryRequestRecovery,
  writeIdentityRegistryRevoke,
  writeMasterRegistryAcceptDefaultAdminTransfer,
  writeMasterRegistryApplyClosure,
  writeMasterRegistryBeginDefaultAdminTransfer,
  writeMasterRegistryConfirmPrice,
  writeMasterRegistryCreateProperty,
  writeMasterRegistryDelistProperty,
  writeMasterRegistryDelistWithRefund,
  writeMasterRegistryGrantRole,
  writeMasterRegistryProposePrice,
  writeMasterRegistrySetLockDuration,
  writeMasterRegistrySetSellEnabled,
  writeUsdtApprove,
  writeUsdtMint,
  writeUsdtTransfer,
  writeVaultTraderAnnounceWithdrawal,
  writeVaultTraderBuy,
  writeVaultTraderClaimRefund,
  writeVaultTraderDistributeIncome,
  writeVaultTraderEmergencySweep,
  writeVaultTraderManualDeposit,
  writeVaultTraderPause,
  writeVaultTraderProposeTreasury,
  writeVaultTraderSell,
  writeVaultTraderSetFundManager,
  writeVaultTraderWithdrawFromBucket,
} from '../../generated/wagmi.ts';
import { CHAIN } from '../config/chains.ts';
import { contractAddresses } from '../config/contracts.ts';
import { ANVIL_ACCOUNTS } from '../wallet/anvilAccounts.ts';
import { anvilCall } from './anvil.ts';
import { testChain } from './testChain.ts';

const E18 = 10n ** 18n;
const DAY = 86_400n;
/** Notice of an announced closure (MasterRegistry) and of an announced withdrawal (VaultTrader). */
const CLOSURE_NOTICE = BigInt(contractConstants.MasterRegistry.CLOSURE_NOTICE);
const WITHDRAW_NOTICE = BigInt(contractConstants.VaultTrader.WITHDRAW_NOTICE);

/** Anvil account `index` as a local signer. */
export const signer = (index: number) => privateKeyToAccount(ANVIL_ACCOUNTS[index]?.privateKey as Hex);
export const admin = signer(0);
export const manager = signer(1);
export const fundManager = signer(2);

const VAULT = () => contractAddresses().VaultTrader;

const configs = new WeakMap<object, ReturnType<typeof makeConfig>>();

function makeConfig(rpcUrl: string) {
  return createConfig({
    chains: [CHAIN],
    // Straight to anvil, past MSW (which serves the app's /rpc), with the gas margin every client adds.
    transports: {
      [CHAIN.id]: gasMarginTransport(
        http(rpcUrl, { fetchFn: (input, init) => fetch(bypass(new Request(input, init))) }),
      ),
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

/** A registry role (MANAGER_ROLE, COMPLIANCE_ROLE, ...) granted by the admin. */
export async function grantRole(role: Hex, account: Address): Promise<void> {
  await confirm(await writeMasterRegistryGrantRole(chainConfig(), { account: admin, args: [role, account] }));
}

/** MANAGER_ROLE granted by the admin. */
export const grantManager = (account: Address) => grantRole(MANAGER_ROLE, account);

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

/** `m2` of `token` sold back by anvil account `investor` at the current price. */
export async function sell(investor: number, token: Address, m2: bigint): Promise<void> {
  await confirm(
    await writeVaultTraderSell(chainConfig(), {
      account: signer(investor),
      args: [token, m2, 0n, maxUint256],
    }),
  );
}

/** The stablecoin balance of `account`. */
export const usdtBalance = (account: Address) => readUsdtBalanceOf(chainConfig(), { args: [account] });

/** What `owner` lets the VaultTrader spend. */
export const vaultAllowance = (owner: Address) =>
  readUsdtAllowance(chainConfig(), { args: [owner, VAULT()] });

/** The M2 (base units) of `token` that `account` holds. */
export const m2Balance = (account: Address, token: Address) =>
  readPropertyTokenBalanceOf(chainConfig(), { address: token, args: [account] });

const BURN = '0x000000000000000000000000000000000000dEaD';

/** Brings the stablecoin balance of anvil account `index` to `amount` (the excess goes to 0x…dEaD; TestUSDT's
 *  owner, the admin, mints what is missing). */
export async function setUsdtBalance(index: number, amount: bigint): Promise<void> {
  const account = signer(index);
  const balance = await usdtBalance(account.address);
  if (balance > amount) {
    await confirm(await writeUsdtTransfer(chainConfig(), { account, args: [BURN, balance - amount] }));
  } else if (balance < amount) {
    await confirm(
      await writeUsdtMint(chainConfig(), { account: admin, args: [account.address, amount - balance] }),
    );
  }
}

/** The admin approves `amount` of the stablecoin for the VaultTrader, from anvil account `index`. */
export async function approveVault(index: number, amount: bigint): Promise<void> {
  await confirm(await writeUsdtApprove(chainConfig(), { account: signer(index), args: [VAULT(), amount] }));
}

/** VaultTrader.manualDeposit by the admin (minted first) into `token`'s bucket, or the general bucket. */
export async function deposit(token: Address | 'general', amount: bigint): Promise<void> {
  await confirm(await writeUsdtMint(chainConfig(), { account: admin, args: [admin.address, amount] }));
  await approveVault(0, amount);
  await confirm(
    await writeVaultTraderManualDeposit(chainConfig(), {
      account: admin,
      args: [token === 'general' ? zeroAddress : token, amount],
    }),
  );
}

/** VaultTrader.announceWithdrawal by the admin: up to `amount` of `token`'s bucket (or the general one) may be
 *  withdrawn to the treasury WITHDRAW_NOTICE later, beyond the free share (docs/money-rules.md#who-holds-which-key). */
export async function announceWithdrawal(token: Address | 'general', amount: bigint): Promise<void> {
  await confirm(
    await writeVaultTraderAnnounceWithdrawal(chainConfig(), {
      account: admin,
      args: [token === 'general' ? zeroAddress : token, amount],
    }),
  );
}

/** VaultTrader.withdrawable: [what may leave now, announced amount, its effectiveAt]. */
export const withdrawable = (token: Address | 'general') =>
  readVaultTraderWithdrawable(chainConfig(), { args: [token === 'general' ? zeroAddress : token] });

/** VaultTrader.withdrawFromBucket by the admin to the treasury (the admin on the local deploy): empties `token`'s
 *  bucket (or the general one) the way the contracts allow it, announced for its whole balance, the notice passed
 *  with increaseTime (WITHDRAW_NOTICE), then withdrawn. An empty bucket is left as it is. */
export async function emptyBucket(token: Address | 'general'): Promise<void> {
  const bucket = token === 'general' ? zeroAddress : token;
  const balance = await bucketOf(bucket);
  if (balance === 0n) return;
  await announceWithdrawal(token, balance);
  await increaseTime(WITHDRAW_NOTICE + 1n);
  await confirm(
    await writeVaultTraderWithdrawFromBucket(chainConfig(), {
      account: admin,
      args: [bucket, await vaultRoles.treasury()],
    }),
  );
}

/** VaultTrader.pause by the admin. */
export async function pause(): Promise<void> {
  await confirm(await writeVaultTraderPause(chainConfig(), { account: admin }));
}

/** Whether trading is paused (VaultTrader.paused). */
export const isPaused = () => readVaultTraderPaused(chainConfig(), {});

/** The admin pauses and sweeps the vault (VaultTrader.emergencySweep). */
export async function sweep(): Promise<void> {
  if (!(await isPaused())) await pause();
  await confirm(await writeVaultTraderEmergencySweep(chainConfig(), { account: admin }));
}

/** MasterRegistry.delistProperty (no refund) by the admin: announced only (buys stop at once, holders may sell
 *  back until it is applied, CLOSURE_NOTICE later). */
export async function announceDelisting(token: Address): Promise<void> {
  await confirm(
    await writeMasterRegistryDelistProperty(chainConfig(), { account: admin, args: [token, false] }),
  );
}

/** MasterRegistry.setSellEnabled(token, false) by the admin: the end of selling back announced only. */
export async function announceSellClosure(token: Address): Promise<void> {
  await confirm(
    await writeMasterRegistrySetSellEnabled(chainConfig(), { account: admin, args: [token, false] }),
  );
}

/** The registry's announced closure of `token`: [kind (0 none, 1 selling back, 2 delisting), effectiveAt]. */
export const pendingClosure = (token: Address) =>
  readMasterRegistryPendingClosure(chainConfig(), { args: [token] });

/** The chain's time moved past the announced closure's notice, then MasterRegistry.applyClosure by the admin. */
export async function applyClosure(token: Address): Promise<void> {
  await increaseTime(CLOSURE_NOTICE + 1n);
  await confirm(await writeMasterRegistryApplyClosure(chainConfig(), { account: admin, args: [token] }));
}

/** A delisting without refund by the admin, as the contracts allow it: announced, its notice passed, applied. */
export async function delist(token: Address): Promise<void> {
  await announceDelisting(token);
  await applyClosure(token);
}

/** MasterRegistry.delistWithRefund by the admin at `refundPrice` per M2. */
export async function delistWithRefund(token: Address, refundPrice: bigint, allowPartial = false) {
  await confirm(
    await writeMasterRegistryDelistWithRefund(chainConfig(), {
      account: admin,
      args: [token, refundPrice, allowPartial],
    }),
  );
}

/** MasterRegistry.setSellEnabled by the admin: enabling applies at once; disabling is announced, its notice passed
 *  with increaseTime (CLOSURE_NOTICE) and applied. */
export async function setSellEnabled(token: Address, enabled: boolean): Promise<void> {
  if (!enabled) {
    await announceSellClosure(token);
    await applyClosure(token);
    return;
  }
  await confirm(
    await writeMasterRegistrySetSellEnabled(chainConfig(), { account: admin, args: [token, enabled] }),
  );
}

/** MasterRegistry.setLockDuration by the admin (for later purchases). */
export async function setLockDuration(token: Address, seconds: bigint): Promise<void> {
  await confirm(
    await writeMasterRegistrySetLockDuration(chainConfig(), { account: admin, args: [token, seconds] }),
  );
}

/** A new price proposed by the manager (#1) and confirmed by the admin: announced for PRICE_NOTICE. */
export async function announcePrice(token: Address, price: bigint): Promise<void> {
  await confirm(
    await writeMasterRegistryProposePrice(chainConfig(), { account: manager, args: [token, price] }),
  );
  await confirm(
    await writeMasterRegistryConfirmPrice(chainConfig(), { account: admin, args: [token, price] }),
  );
}

/** A new price for `token` proposed by the manager (#1), not confirmed. */
export async function proposePrice(token: Address, price: bigint): Promise<void> {
  await confirm(
    await writeMasterRegistryProposePrice(chainConfig(), { account: manager, args: [token, price] }),
  );
}

/** The registry's price proposal for `token`: [price, proposer] ([0, zero address] when none). */
export const priceProposal = (token: Address) =>
  readMasterRegistryPriceProposal(chainConfig(), { args: [token] });

/** A property token's terms as it reports them. */
export const propertyTerms = (token: Address) => {
  const read = { address: token } as const;
  return Promise.all([
    readPropertyTokenCurrentPrice(chainConfig(), read),
    readPropertyTokenPendingPrice(chainConfig(), read),
    readPropertyTokenListed(chainConfig(), read),
    readPropertyTokenSellEnabled(chainConfig(), read),
    readPropertyTokenLockDuration(chainConfig(), read),
  ]).then(([currentPrice, [pendingPrice, pendingFrom], listed, sellEnabled, lockDuration]) => ({
    currentPrice,
    pendingPrice,
    pendingFrom,
    listed,
    sellEnabled,
    lockDuration,
  }));
};

/** IdentityRegistry writes by the compliance officer (the admin on the local deploy). */
export const identity = {
  /** The stored identity (approved, frozen, country, expiry). */
  of: (account: Address) => readIdentityRegistryIdentityOf(chainConfig(), { args: [account] }),
  async approve(account: Address, country = 0, expiry = 0) {
    await confirm(
      await writeIdentityRegistryApprove(chainConfig(), { account: admin, args: [account, country, expiry] }),
    );
  },
  async revoke(account: Address) {
    await confirm(await writeIdentityRegistryRevoke(chainConfig(), { account: admin, args: [account] }));
  },
  /** Frozen everywhere (never verified), and its sending stopped in `tokens` (docs/compliance.md#the-allow-list). */
  async freeze(account: Address, tokens: readonly Address[] = []) {
    await confirm(
      await writeIdentityRegistryFreeze(chainConfig(), { account: admin, args: [account, tokens] }),
    );
  },
  /** A recovery of `lost` into `replacement` announced (ready after the registry's RECOVERY_DELAY). */
  async requestRecovery(lost: Address, replacement: Address) {
    await confirm(
      await writeIdentityRegistryRequestRecovery(chainConfig(), {
        account: admin,
        args: [lost, replacement],
      }),
    );
  },
  /** The announced recovery of `lost`: [replacement, readyAt] ([zero address, 0] when none). */
  recoveryOf: (lost: Address) => readIdentityRegistryRecoveryOf(chainConfig(), { args: [lost] }),
};

/** Whether `account`'s sending is stopped in `token` by a freeze that listed it. */
export const sendingFrozen = (token: Address, account: Address) =>
  readPropertyTokenSendingFrozen(chainConfig(), { address: token, args: [account] });

/** VaultTrader.distributeIncome by the admin (minted first) over `token`'s M2: each holder's share is its part
 *  of the total M2, the share of the M2 not sold yet joins the bucket. */
export async function distributeIncome(token: Address, amount: bigint): Promise<void> {
  await confirm(await writeUsdtMint(chainConfig(), { account: admin, args: [admin.address, amount] }));
  await approveVault(0, amount);
  await confirm(
    await writeVaultTraderDistributeIncome(chainConfig(), {
      account: admin,
      args: [token, amount, 1_780_000_000n, 1_782_000_000n],
    }),
  );
}

/** Rental income `account` may claim from `token` (VaultTrader.claimableIncome). */
export const claimableIncome = (account: Address, token: Address) =>
  readVaultTraderClaimableIncome(chainConfig(), { args: [token, account] });

/** The balance of `token`'s bucket in the VaultTrader. */
export const bucketOf = (token: Address) => readVaultTraderBuckets(chainConfig(), { args: [token] });

/** The balance of the general bucket (VaultTrader.buckets of the zero address). */
export const generalBucket = () => bucketOf(zeroAddress);

/** `token`'s refund pool (VaultTrader.refundPools): target, funded, paid, soldM2, deadline, open. */
export const refundPool = (token: Address) => readVaultTraderRefundPools(chainConfig(), { args: [token] });

/** VaultTrader.claimRefund by anvil account `investor`: its M2 of the delisted `token` retired for its share. */
export async function claimRefund(investor: number, token: Address): Promise<void> {
  await confirm(
    await writeVaultTraderClaimRefund(chainConfig(), { account: signer(investor), args: [token] }),
  );
}

/** Every VaultTrader IncomeDistributed event so far, in order (its arguments). */
export async function incomeDistributions() {
  const client = getPublicClient(chainConfig());
  if (!client) throw new Error('no public client for the test chain');
  const events = await client.getContractEvents({
    abi: vaultTraderAbi,
    address: VAULT(),
    eventName: 'IncomeDistributed',
    fromBlock: 0n,
  });
  return events.map((event) => event.args);
}

/** Whether `account` holds the registry role `role` (MasterRegistry.hasRole). */
export const hasRole = (role: Hex, account: Address) =>
  readMasterRegistryHasRole(chainConfig(), { args: [role, account] });

/** The registry's announced admin transfer: [new admin, schedule] (MasterRegistry.pendingDefaultAdmin). */
export const pendingAdmin = () => readMasterRegistryPendingDefaultAdmin(chainConfig(), {});

/** The timestamp of the latest block. */
export async function latestTimestamp(): Promise<bigint> {
  const block = await anvilCall<{ timestamp: Hex }>(testChain().rpcUrl, 'eth_getBlockByNumber', [
    'latest',
    false,
  ]);
  return BigInt(block.timestamp);
}

/** The VaultTrader's roles: fund manager and treasury, in force and announced. */
export const vaultRoles = {
  fundManager: () => readVaultTraderFundManager(chainConfig(), {}),
  pendingFundManager: () => readVaultTraderPendingFundManager(chainConfig(), {}),
  treasury: () => readVaultTraderTreasury(chainConfig(), {}),
  pendingTreasury: () => readVaultTraderPendingTreasury(chainConfig(), {}),
  /** VaultTrader.setFundManager by the admin (announced for ROLE_DELAY when a fund manager is in force). */
  async setFundManager(account: Address) {
    await confirm(await writeVaultTraderSetFundManager(chainConfig(), { account: admin, args: [account] }));
  },
  /** VaultTrader.proposeTreasury by the admin (applicable after ROLE_DELAY). */
  async proposeTreasury(account: Address) {
    await confirm(await writeVaultTraderProposeTreasury(chainConfig(), { account: admin, args: [account] }));
  },
  /**
   * No fund manager, as between the VaultTrader's construction and the deploy's first setFundManager
   * (scripts/lib/deploy.ts). The one state set past the contracts' functions: no function of the deployed system
   * goes back to it. The storage word holding the fund manager in force is found by its value and zeroed.
   */
  async clearFundManager() {
    const url = testChain().rpcUrl;
    const vault = VAULT();
    const current = pad((await vaultRoles.fundManager()).toLowerCase() as Hex);
    for (let slot = 0; slot < 64; slot++) {
      const key = pad(`0x${slot.toString(16)}`);
      const word = await anvilCall<Hex>(url, 'eth_getStorageAt', [vault, key, 'latest']);
      if (word.toLowerCase() === current) {
        await anvilCall(url, 'anvil_setStorageAt', [vault, key, zeroHash]);
        if ((await vaultRoles.fundManager()) !== zeroAddress) throw new Error('clearFundManager: wrong slot');
        return;
      }
    }
    throw new Error('clearFundManager: no storage word holds the fund manager');
  },
};

/** The registry's admin role handed from the admin to anvil account `index`: announced, its delay passed with
 *  increaseTime, accepted by the new account (AccessControlDefaultAdminRules). */
export async function transferAdmin(index: number): Promise<void> {
  const next = signer(index);
  await confirm(
    await writeMasterRegistryBeginDefaultAdminTransfer(chainConfig(), {
      account: admin,
      args: [next.address],
    }),
  );
  const [, schedule] = await pendingAdmin();
  await increaseTime(BigInt(schedule) - (await latestTimestamp()) + 1n);
  await confirm(await writeMasterRegistryAcceptDefaultAdminTransfer(chainConfig(), { account: next }));
}

/**
 * The page's clock set to the chain's latest block time (and running on), for a test that moved the chain's
 * time with increaseTime: the app compares announced dates with the browser's clock, which a user's clock
 * agrees with the chain's. The test undoes it with vi.useRealTimers.
 */
export async function browserClockAtChainTime(): Promise<void> {
  vi.useFakeTimers({
    toFake: ['Date'],
    now: Number(await latestTimestamp()) * 1000,
    shouldAdvanceTime: true,
  });
}
