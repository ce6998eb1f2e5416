// Direct access to the test chain for what a person cannot do from the app: read balances, move time forward.
import { type Abi, type Address, createPublicClient, createWalletClient, http } from 'viem';
import { inject } from 'vitest';
import { anvilAccount, localChain } from '../../scripts/lib/anvil.ts';

export function chainClient() {
  return createPublicClient({ transport: http(inject('rpcUrl')), pollingInterval: 50 });
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
  await rpc('evm_increaseTime', [seconds]);
  await rpc('evm_mine', []);
}

/** Sends a contract call as anvil account `index` (set-up the app has no button for) and waits for it. */
export async function sendAs(
  index: number,
  request: { address: Address; abi: Abi; functionName: string; args: readonly unknown[] },
): Promise<void> {
  const transport = http(inject('rpcUrl'));
  const wallet = createWalletClient({
    account: anvilAccount(index),
    chain: localChain(inject('rpcUrl')),
    transport,
  });
  const hash = await wallet.writeContract(request as Parameters<typeof wallet.writeContract>[0]);
  const receipt = await chainClient().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted (${hash})`);
}
