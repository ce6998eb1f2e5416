// Fresh on-chain reads taken right before a trade (the cached hook data may be 30 s old).
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import {
  readPropertyTokenGetLockInfo,
  readUsdtAllowance,
  readUsdtBalanceOf,
  readVaultTraderBuckets,
  readVaultTraderGeneralBucket,
  readVaultTraderQuoteBuy,
  readVaultTraderQuoteSell,
} from '../../generated/wagmi.ts';
import { contractAddresses } from '../config/contracts.ts';

export async function readBuyTerms(config: Config, account: Address, token: Address, m2: bigint) {
  const [cost, balance, allowance] = await Promise.all([
    readVaultTraderQuoteBuy(config, { args: [token, m2] }),
    readUsdtBalanceOf(config, { args: [account] }),
    readUsdtAllowance(config, { args: [account, contractAddresses().VaultTrader] }),
  ]);
  return { cost, balance, allowance };
}

export async function readSellTerms(config: Config, account: Address, token: Address, m2: bigint) {
  const [payout, lockInfo, bucket, generalBucket] = await Promise.all([
    readVaultTraderQuoteSell(config, { args: [token, m2] }),
    readPropertyTokenGetLockInfo(config, { address: token, args: [account] }),
    readVaultTraderBuckets(config, { args: [token] }),
    readVaultTraderGeneralBucket(config, {}),
  ]);
  const [, , unlockedBalance] = lockInfo;
  return { payout, unlockedBalance, liquidity: bucket + generalBucket };
}
