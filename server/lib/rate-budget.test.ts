// Budgets of calls per window: costs add up per key, a new window starts afresh, and Redis shares one budget
// between processes.
import { Redis } from 'ioredis';
import { describe, expect, inject, it, vi } from 'vitest';
import { memoryBudget, redisBudget } from './rate-budget.ts';

describe('rate budgets', () => {
  it('test_memoryBudget_adds_costs_per_key_and_resets_with_the_window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    try {
      const budget = memoryBudget(25, 60_000);
      expect(await budget.take('a', 20)).toEqual({ ok: true });
      expect(await budget.take('a', 10)).toEqual({ ok: false, retryAfterSeconds: 60 });
      expect(await budget.take('b', 25)).toEqual({ ok: true });
      vi.setSystemTime(1_000_000 + 60_000);
      expect(await budget.take('a', 25)).toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it.runIf(inject('redisUrl'))(
    'test_redisBudget_is_shared_by_every_process_using_the_same_redis',
    async () => {
      const url = inject('redisUrl') ?? '';
      const first = new Redis(url);
      const second = new Redis(url);
      const prefix = `test-budget-${Date.now()}:`;
      try {
        const a = redisBudget(first, prefix, 25, 60_000);
        const b = redisBudget(second, prefix, 25, 60_000);
        expect(await a.take('10.0.0.1', 20)).toEqual({ ok: true });
        const refused = await b.take('10.0.0.1', 10);
        expect(refused.ok).toBe(false);
        expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
        expect(await b.take('10.0.0.2', 10)).toEqual({ ok: true });
        expect(await first.pttl(`${prefix}10.0.0.1`)).toBeGreaterThan(0);
      } finally {
        await first.del(`${prefix}10.0.0.1`, `${prefix}10.0.0.2`);
        first.disconnect();
        second.disconnect();
      }
    },
  );
});
