// The investor's contract writes: approve the stablecoin, buy and sell M2. Each one is simulated
// first (so a doomed call fails with its decoded contract error before the wallet opens), then sent.
import type { Address, Hash } from 'viem';
import type { Config } from 'wagmi';
import { simulateContract, writeContract } from 'wagmi/actions';
import { testUsdtAbi, vaultTraderAbi } from '../../generated/contracts.ts';
import { contractAddresses } from '../config/contracts.ts';

/** Slippage bound of buys and sells: 1 % (basis points). */
export const SLIPPAGE_BPS = 100n;

export const maxCostFor = (cost: bigint): bigint => cost + (cost * SLIPPAGE_BPS + 9_999n) / 10_000n;
export const minPayoutFor = (payout: bigint): bigint => payout - (payout * SLIPPAGE_BPS) / 10_000n;

export async function approveUsdt(config: Config, account: Address, amount: bigint): Promise<Hash> {
  const { USDT, VaultTrader } = contractAddresses();
  const { request } = await simulateContract(config, {
    account,
    address: USDT,
    abi: testUsdtAbi,
    functionName: 'approve',
    args: [VaultTrader, amount],
  });
  return writeContract(config, request);
}

export async function buyM2(
  config: Config,
  account: Address,
  token: Address,
  m2: bigint,
  maxCost: bigint,
): Promise<Hash> {
  const { request } = await simulateContract(config, {
    account,
    address: contractAddresses().VaultTrader,
    abi: vaultTraderAbi,
    functionName: 'buy',
    args: [token, m2, maxCost],
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
  const { request } = await simulateContract(config, {
    account,
    address: contractAddresses().VaultTrader,
    abi: vaultTraderAbi,
    functionName: 'sell',
    args: [token, m2, minPayout],
  });
  return writeContract(config, request);
}
