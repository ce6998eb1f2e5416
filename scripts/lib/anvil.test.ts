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
});
