// Vitest hooks around the test chain: one anvil per test file, started from the state the global setup deployed
// once (server/test/global-setup.ts), and chain snapshots per describe block.
import { afterAll, beforeAll, inject } from 'vitest';
import { startTestChain, type TestChain } from './chain.ts';

/**
 * Starts the chain (the deployed system) before the file's tests and stops it after; returns its accessor. A
 * `restartable` chain can be stopped and started again from its state file (`TestChain.restart`).
 */
export function chainPerFile(options: { restartable?: boolean } = {}): () => TestChain {
  let chain: TestChain | undefined;
  beforeAll(async () => {
    chain = await startTestChain(inject('deployedChain'), options);
  });
  afterAll(async () => {
    await chain?.stop();
  });
  return () => {
    if (!chain) throw new Error('the test chain is not started yet');
    return chain;
  };
}

/** Gives the enclosing describe block a chain state of its own: evm_snapshot before it, evm_revert after it. */
export function isolateChain(chain: () => TestChain) {
  let id = '';
  beforeAll(async () => {
    id = await chain().snapshot();
  });
  afterAll(async () => {
    if (id) await chain().revert(id);
  });
}
