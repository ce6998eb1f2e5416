// The investor's contract writes: approve the stablecoin, buy and sell M2 (with a deadline and, for a buy,
// the latest unlock time the buyer accepts: src/core/tradeBounds.ts). Each one is simulated first with
// its generated action (so a doomed call fails with its decoded contract error before the wallet opens),
// then the request the simulation returns is sent as it is.
import type { Address, Hash } from 'viem';
import type { Config } from 'wagmi';
import { getBlock, writeContract } from 'wagmi/actions';
import { maxUnlockTimeFor, tradeDeadline } from '#core/tradeBounds.ts';
import {
  readPropertyTokenGetLockInfo,
  readPropertyTokenPendingPrice,
  simulateUsdtApprove,
  simulateVaultTraderBuy,
  simulateVaultTraderClaimIncome,
  simulateVaultTraderClaimRefund,
  simulateVaultTraderReinvestIncome,
  simulateVaultTraderSell,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';

/** The chain's clock (the latest block's time): deadlines and locks are measured in it. */
async function chainNow(config: Config): Promise<bigint> {
  return (await getBlock(config)).timestamp;
}

export async function approveUsdt(config: Config, account: Address, amount: bigint): Promise<Hash> {
  const { request } = await simulateUsdtApprove(config, {
    account,
    args: [contractAddresses().VaultTrader, amount],
  });
  return writeContract(config, request);
}

/** The bounds of a purchase of `token` by `account`: the latest unlock time it accepts and the deadline. */
async function purchaseBounds(config: Config, account: Address, token: Address, lockSeconds: bigint) {
  const [now, [, runningUnlockTime], [, announcedAt]] = await Promise.all([
    chainNow(config),
    readPropertyTokenGetLockInfo(config, { address: token, args: [account] }),
    readPropertyTokenPendingPrice(config, { address: token }),
  ]);
  return {
    maxUnlockTime: maxUnlockTimeFor(now, lockSeconds, runningUnlockTime, announcedAt),
    deadline: tradeDeadline(now),
  };
}

export async function buyM2(
  config: Config,
  account: Address,
  token: Address,
  m2: bigint,
  maxCost: bigint,
  lockSeconds: bigint,
): Promise<Hash> {
  const { maxUnlockTime, deadline } = await purchaseBounds(config, account, token, lockSeconds);
  const { request } = await simulateVaultTraderBuy(config, {
    account,
    args: [token, m2, maxCost, maxUnlockTime, deadline],
  });
  return writeContract(config, request);
}

/**
 * Spends the caller's rental income from `token` on `m2` more M2 of it, with the bounds of a purchase
 * (docs/income.md#claiming): at most `maxCost`, locked no later than the lock allows, before the deadline.
 */
export async function reinvestIncome(
  config: Config,
  account: Address,
  token: Address,
  m2: bigint,
  maxCost: bigint,
  lockSeconds: bigint,
): Promise<Hash> {
  const { maxUnlockTime, deadline } = await purchaseBounds(config, account, token, lockSeconds);
  const { request } = await simulateVaultTraderReinvestIncome(config, {
    account,
    args: [token, m2, maxCost, maxUnlockTime, deadline],
  });
  return writeContract(config, request);
}

export async function sellM2(
  config: Config,
  account: Address,
  token: Address,
  m2: bigint,
  minPayout: bigint,
): Promise<Hash> {
  const now = await chainNow(config);
  const { request } = await simulateVaultTraderSell(config, {
    account,
    args: [token, m2, minPayout, tradeDeadline(now)],
  });
  return writeContract(config, request);
}

/** Claims the caller's refund from a property delisted with a refund: retires all its M2, pays its share. */
export async function claimRefund(config: Config, account: Address, token: Address): Promise<Hash> {
  const { request } = await simulateVaultTraderClaimRefund(config, { account, args: [token] });
  return writeContract(config, request);
}

/** Claims the caller's rental income from every property of `tokens` in one transaction (docs/income.md). */
export async function claimIncome(
  config: Config,
  account: Address,
  tokens: readonly Address[],
): Promise<Hash> {
  const { request } = await simulateVaultTraderClaimIncome(config, { account, args: [tokens] });
  return writeContract(config, request);
}
