// Fresh on-chain reads taken right before a trade (the cached hook data may be 30 s old): everything the
// pre-trade rule (src/core/tradeChecks.ts) needs, plus the allowance for the approval step.
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { saleLiquidity } from '#core/liquidity.ts';
import type { BuyFacts, SellFacts } from '#core/tradeChecks.ts';
import {
  readPropertyLensGetPropertyView,
  readPropertyLensGetSystemStatus,
  readPropertyTokenBalanceOf,
  readPropertyTokenBuyingClosed,
  readPropertyTokenGetLockInfo,
  readUsdtAllowance,
  readUsdtBalanceOf,
  readVaultTraderBuckets,
  readVaultTraderGeneralAllowance,
  readVaultTraderQuoteBuy,
  readVaultTraderQuoteSell,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';

export async function readBuyTerms(config: Config, account: Address, token: Address, m2: bigint) {
  const [system, view, buyingClosed, cost, balance, allowance] = await Promise.all([
    readPropertyLensGetSystemStatus(config, {}),
    readPropertyLensGetPropertyView(config, { args: [token] }),
    readPropertyTokenBuyingClosed(config, { address: token }),
    readVaultTraderQuoteBuy(config, { args: [token, m2] }),
    readUsdtBalanceOf(config, { args: [account] }),
    readUsdtAllowance(config, { args: [account, contractAddresses().VaultTrader] }),
  ]);
  const facts: BuyFacts = {
    paused: system.paused,
    emergencySwept: system.emergencySwept,
    isListed: view.isListed,
    buyingClosed,
    availableM2: view.availableM2,
    m2,
    cost,
    balance,
  };
  return { facts, cost, allowance };
}

export async function readSellTerms(config: Config, account: Address, token: Address, m2: bigint) {
  const [system, view, payout, lockInfo, balance, bucket, generalAllowance] = await Promise.all([
    readPropertyLensGetSystemStatus(config, {}),
    readPropertyLensGetPropertyView(config, { args: [token] }),
    readVaultTraderQuoteSell(config, { args: [token, m2] }),
    readPropertyTokenGetLockInfo(config, { address: token, args: [account] }),
    readPropertyTokenBalanceOf(config, { address: token, args: [account] }),
    readVaultTraderBuckets(config, { args: [token] }),
    readVaultTraderGeneralAllowance(config, { args: [token] }),
  ]);
  const [, , unlockedBalance] = lockInfo;
  const facts: SellFacts = {
    paused: system.paused,
    emergencySwept: system.emergencySwept,
    isListed: view.isListed,
    isSellEnabled: view.isSellEnabled,
    m2,
    balance,
    unlockedBalance,
    payout,
    liquidity: saleLiquidity(bucket, generalAllowance),
  };
  return { facts, payout };
}
