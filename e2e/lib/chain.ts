// Direct access to the test chain for what a person cannot do from the app: read contract state, send set-up
// transactions as an anvil account, move time forward. Contracts come from server/lib/contracts.ts.
import { type Address, createPublicClient, createWalletClient, type Hash, http } from 'viem';
import { inject } from 'vitest';
import { gasMarginTransport } from '#core/gasMargin.ts';
import { anvilAccount, localChain } from '../../scripts/lib/anvil.ts';
import { systemContracts } from '../../server/lib/contracts.ts';

export function chainClient() {
  return createPublicClient({ transport: http(inject('rpcUrl')), pollingInterval: 50 });
}

/** The deployed contracts, for reading. */
export const contracts = () => systemContracts(chainClient(), inject('deployment'));

/** The deployed contracts as anvil account `index` sends to them (set-up the app has no button for). */
export function contractsAs(index: number) {
  const wallet = createWalletClient({
    account: anvilAccount(index),
    chain: localChain(inject('rpcUrl')),
    transport: gasMarginTransport(http(inject('rpcUrl'))),
  });
  return systemContracts({ public: chainClient(), wallet }, inject('deployment'));
}

/** Waits for a sent transaction and fails when it reverted. */
export async function mined(sent: Promise<Hash>): Promise<void> {
  const hash = await sent;
  const receipt = await chainClient().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
}

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(inject('rpcUrl'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Moves the chain's clock forward by `seconds` and mines a block with the new time. */
export async function advanceChainTime(seconds: number): Promise<void> {
  await moveClockOnly(seconds);
  await rpc('evm_mine', []);
}

/** Moves the chain's clock forward by `seconds` without mining: the next block, the sandbox's own or a transaction's,
 *  takes the new time (docs/operations.md#sandbox). */
export async function moveClockOnly(seconds: number): Promise<void> {
  await rpc('evm_increaseTime', [seconds]);
}

/** Gives a wallet of the test's own `eth` gas money (anvil_setBalance) and `usdt` test USDT (minted by anvil #0). */
export async function fundWallet(address: Address, usdt: bigint, eth = 10n ** 19n): Promise<void> {
  await rpc('anvil_setBalance', [address, `0x${eth.toString(16)}`]);
  await mined(contractsAs(0).usdt.write.mint([address, usdt]));
}
