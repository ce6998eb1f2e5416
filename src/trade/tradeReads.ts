// Fresh on-chain reads taken right before a trade (the cached hook data may be 30 s old).
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { propertyTokenAbi, testUsdtAbi, vaultTraderAbi } from '../../generated/contracts.ts';
import { contractAddresses } from '../config/contracts.ts';

export async function readBuyTerms(config: Config, account: Address, token: Address, m2: bigint) {
  const { USDT, VaultTrader } = contractAddresses();
  const [cost, balance, allowance] = await Promise.all([
    readContract(config, {
      address: VaultTrader,
      abi: vaultTraderAbi,
      functionName: 'quoteBuy',
      args: [token, m2],
    }),
    readContract(config, { address: USDT, abi: testUsdtAbi, functionName: 'balanceOf', args: [account] }),
    readContract(config, {
      address: USDT,
      abi: testUsdtAbi,
      functionName: 'allowance',
      args: [account, VaultTrader],
    }),
  ]);
  return { cost, balance, allowance };
}

export async function readSellTerms(config: Config, account: Address, token: Address, m2: bigint) {
  const { VaultTrader } = contractAddresses();
  const [payout, lockInfo, bucket, generalBucket] = await Promise.all([
    readContract(config, {
      address: VaultTrader,
      abi: vaultTraderAbi,
      functionName: 'quoteSell',
      args: [token, m2],
    }),
    readContract(config, {
      address: token,
      abi: propertyTokenAbi,
      functionName: 'getLockInfo',
      args: [account],
    }),
    readContract(config, {
      address: VaultTrader,
      abi: vaultTraderAbi,
      functionName: 'buckets',
      args: [token],
    }),
    readContract(config, { address: VaultTrader, abi: vaultTraderAbi, functionName: 'generalBucket' }),
  ]);
  const [, , unlockedBalance] = lockInfo;
  return { payout, unlockedBalance, liquidity: bucket + generalBucket };
}
