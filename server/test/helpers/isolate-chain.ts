// Gives a describe block a chain state of its own: evm_snapshot before it, evm_revert after it.
import { afterAll, beforeAll } from 'vitest';
import type { TestChain } from './chain.ts';

export function isolateChain(chain: () => TestChain) {
  let id = '';
  beforeAll(async () => {
    id = await chain().snapshot();
  });
  afterAll(async () => {
    if (id) await chain().revert(id);
  });
}
