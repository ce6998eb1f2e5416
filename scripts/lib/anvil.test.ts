// anvil restored from its state file keeps its clock: time never goes back across a restart (docs/operations.md#sandbox).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.ts';

const dir = mkdtempSync(join(tmpdir(), 'anvil-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function call<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

const latestTime = async (rpcUrl: string) =>
  Number(
    BigInt((await call<{ timestamp: string }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false])).timestamp),
  );

describe('anvil state', () => {
  it('keeps the chain time of a restored chain: a block after a restart is later than the last saved one', async () => {
    const stateFile = join(dir, 'chain-state.json');
    const first = await startAnvil({ stateFile });
    // The chain's clock moved 3 days ahead of the wall clock, as the demo seed does to pass notices.
    await call(first.rpcUrl, 'evm_increaseTime', [3 * 86_400]);
    await call(first.rpcUrl, 'evm_mine');
    const saved = await latestTime(first.rpcUrl);
    expect(saved).toBeGreaterThan(Date.now() / 1000 + 2 * 86_400);
    await first.stop();

    const second = await startAnvil({ stateFile });
    try {
      expect(await latestTime(second.rpcUrl)).toBe(saved);
      await call(second.rpcUrl, 'evm_mine');
      const next = await latestTime(second.rpcUrl);
      expect(next).toBeGreaterThan(saved);
      expect(next).toBeLessThan(saved + 60);
    } finally {
      await second.stop();
    }
  });

  it('runs its clock with blockTime: blocks come without transactions, and a transaction is still mined at once', async () => {
    const node = await startAnvil({ blockTime: 2 });
    const blockNumber = async () => BigInt(await call<string>(node.rpcUrl, 'eth_blockNumber'));
    try {
      const startBlock = await blockNumber();
      const startTime = await latestTime(node.rpcUrl);
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      // No transaction was sent: only the clock made these blocks.
      const ticked = await blockNumber();
      expect(ticked).toBeGreaterThanOrEqual(startBlock + 2n);
      expect(await latestTime(node.rpcUrl)).toBeGreaterThanOrEqual(startTime + 4);

      // Right after a tick, the next one is 2 s away: a receipt within half a second is automine's.
      while ((await blockNumber()) === ticked) await new Promise((resolve) => setTimeout(resolve, 20));
      const [from] = await call<string[]>(node.rpcUrl, 'eth_accounts');
      const hash = await call<string>(node.rpcUrl, 'eth_sendTransaction', [{ from, to: from, value: '0x1' }]);
      const sent = Date.now();
      let receipt: { status: string } | null = null;
      while (!receipt && Date.now() - sent < 500) {
        receipt = await call(node.rpcUrl, 'eth_getTransactionReceipt', [hash]);
        if (!receipt) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(receipt?.status).toBe('0x1');
    } finally {
      await node.stop();
    }
  });
});
