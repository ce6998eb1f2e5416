// Per-key budgets of work per time window (fixed windows), in this process or shared through Redis. Unlike a
// request counter, a request may cost several units: the JSON-RPC proxy charges each call of a batch.
import type { Redis } from 'ioredis';

export type RateBudget = {
  /** Spends `cost` units of `key`'s budget; refused (with the seconds until the window resets) beyond it. */
  take(key: string, cost: number): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;
};

/** Past this many keys, windows that already ended are swept out. */
const SWEEP_FROM_KEYS = 10_000;

export function memoryBudget(max: number, windowMs: number): RateBudget {
  const windows = new Map<string, { used: number; resetAt: number }>();
  return {
    async take(key, cost) {
      const now = Date.now();
      if (windows.size >= SWEEP_FROM_KEYS) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { used: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.used += cost;
      if (window.used > max)
        return { ok: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
      return { ok: true };
    },
  };
}

/** The same budget shared by every process using `redis` (an unreachable Redis lets requests through). */
export function redisBudget(redis: Redis, prefix: string, max: number, windowMs: number): RateBudget {
  return {
    async take(key, cost) {
      const full = `${prefix}${key}`;
      try {
        const results = await redis.multi().incrby(full, cost).pttl(full).exec();
        const used = Number(results?.[0]?.[1] ?? 0);
        let ttl = Number(results?.[1]?.[1] ?? -1);
        if (ttl < 0) {
          await redis.pexpire(full, windowMs);
          ttl = windowMs;
        }
        if (used > max) return { ok: false, retryAfterSeconds: Math.ceil(ttl / 1000) };
        return { ok: true };
      } catch {
        return { ok: true };
      }
    },
  };
}
