import { describe, expect, it } from 'vitest';
import { readAllPages, VIEW_PAGE_SIZE } from './pages.ts';

describe('readAllPages', () => {
  it('reads pages of 100', () => {
    expect(VIEW_PAGE_SIZE).toBe(100n);
  });

  it('asks for every page once and keeps the order', async () => {
    const asked: [bigint, bigint][] = [];
    const items = Array.from({ length: 250 }, (_, i) => i);
    const all = await readAllPages(250n, async (offset, limit) => {
      asked.push([offset, limit]);
      return items.slice(Number(offset), Number(offset + limit));
    });
    expect(asked).toEqual([
      [0n, 100n],
      [100n, 100n],
      [200n, 100n],
    ]);
    expect(all).toEqual(items);
  });

  it('reads nothing for no items', async () => {
    let calls = 0;
    expect(await readAllPages(0n, async () => [calls++])).toEqual([]);
    expect(calls).toBe(0);
  });
});
