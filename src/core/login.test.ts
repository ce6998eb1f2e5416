import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, loginMessage } from './login.ts';

describe('login message', () => {
  it('is the fixed sentence followed by the timestamp in milliseconds', () => {
    expect(loginMessage(1_700_000_000_123)).toBe(
      'Authorization in the RealEstate App. Timestamp: 1700000000123',
    );
  });

  it('is accepted within two minutes of the server clock', () => {
    expect(LOGIN_WINDOW_MS).toBe(120_000);
  });
});
