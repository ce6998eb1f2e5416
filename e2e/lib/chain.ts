// Direct access to the test chain for what a person cannot do from the app: read balances, move time forward.
import { createPublicClient, http } from 'viem';
import { inject } from 'vitest';

export function chainClient() {
  return createPublicClient({ transport: http(inject('rpcUrl')) });
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
