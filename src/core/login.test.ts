import { describe, expect, it } from 'vitest';
import { isFreshLoginTimestamp, loginMessage } from './login.ts';

describe('login message', () => {
  it('is the fixed sentence followed by the timestamp in milliseconds', () => {
    expect(loginMessage(1_700_000_000_123)).toBe(
      'Authorization in the RealEstate App. Timestamp: 1700000000123',
    );
  });

  it('is accepted at most 120 s old and 30 s ahead of the server clock', () => {
    const now = 1_700_000_000_000;
    expect(isFreshLoginTimestamp(now - 120_000, now)).toBe(true);
    expect(isFreshLoginTimestamp(now - 120_001, now)).toBe(false);
    expect(isFreshLoginTimestamp(now + 30_000, now)).toBe(true);
    expect(isFreshLoginTimestamp(now + 30_001, now)).toBe(false);
    expect(isFreshLoginTimestamp(Number.NaN, now)).toBe(false);
  });
});
