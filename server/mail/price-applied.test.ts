// server/mail/price-applied.ts: what the worker does with a due "new price in force" mail, from the chain's
// view of the token's price (currentPrice, pendingPrice, the block's time).
import { describe, expect, it } from 'vitest';
import { appliedDecision, type ChainPrice } from './price-applied.ts';

const AT = 1_800_000_000n;
const job = { new_price: '110', effective_at: AT.toString() };
const chain = (over: Partial<ChainPrice>): ChainPrice => ({
  current: 100n,
  pending: { price: 0n, effectiveAt: 0n },
  now: AT,
  ...over,
});

describe('appliedDecision', () => {
  it('test_a_price_in_force_is_sent', () => {
    expect(appliedDecision(job, chain({ current: 110n, now: AT }))).toEqual({ action: 'send' });
    expect(appliedDecision(job, chain({ current: 110n, now: AT + 999n }))).toEqual({ action: 'send' });
  });

  it('test_a_price_still_scheduled_waits_until_its_time_within_bounds', () => {
    const scheduled = { pending: { price: 110n, effectiveAt: AT } };
    expect(appliedDecision(job, chain({ ...scheduled, now: AT - 60n }))).toEqual({
      action: 'wait',
      seconds: 60,
    });
    expect(appliedDecision(job, chain({ ...scheduled, now: AT - 1n }))).toEqual({
      action: 'wait',
      seconds: 5,
    });
    expect(appliedDecision(job, chain({ ...scheduled, now: AT - 86_400n }))).toEqual({
      action: 'wait',
      seconds: 3600,
    });
  });

  it('test_a_cancelled_price_is_skipped_before_and_after_its_time', () => {
    expect(appliedDecision(job, chain({ now: AT - 60n }))).toEqual({ action: 'skip' });
    expect(appliedDecision(job, chain({ now: AT + 60n }))).toEqual({ action: 'skip' });
    // Another schedule (a newer confirmation) is not this one.
    const other = { pending: { price: 110n, effectiveAt: AT + 10n } };
    expect(appliedDecision(job, chain({ ...other, now: AT - 60n }))).toEqual({ action: 'skip' });
  });

  it('test_a_price_replaced_by_a_later_one_in_force_is_skipped', () => {
    expect(appliedDecision(job, chain({ current: 120n, now: AT + 3n * 86_400n }))).toEqual({
      action: 'skip',
    });
  });

  it('test_an_older_row_without_its_time_is_sent_only_while_its_price_is_in_force', () => {
    expect(appliedDecision({ new_price: '110' }, chain({ current: 110n }))).toEqual({ action: 'send' });
    expect(appliedDecision({ new_price: '110' }, chain({ current: 100n }))).toEqual({ action: 'skip' });
  });
});
