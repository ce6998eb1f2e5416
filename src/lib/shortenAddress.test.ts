import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress.ts';

describe('shortenAddress', () => {
  it('keeps an address of 10 characters or fewer whole', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('abc')).toBe('abc');
  });

  it('shows the first 7, an ellipsis and the last 3 characters of a longer address', () => {
    expect(shortenAddress('0x90F79bf6EB2c4f870365E785982E1f101E93b906')).toBe('0x90F79...906');
    expect(shortenAddress('0x123456789')).toBe('0x12345...789');
  });

  it('shows nothing for a missing address', () => {
    expect(shortenAddress(null)).toBe('');
    expect(shortenAddress(undefined)).toBe('');
  });
});
