import { describe, expect, it } from 'vitest';
import { checksummed, shortenAddress } from './shortenAddress.ts';

describe('shortenAddress', () => {
  it('keeps an address of 10 characters or fewer whole', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('abc')).toBe('abc');
  });

  it('shows the first 7, an ellipsis and the last 3 characters of a longer address', () => {
    expect(shortenAddress('0x90F79bf6EB2c4f870365E785982E1f101E93b906')).toBe('0x90F79...906');
    expect(shortenAddress('0x123456789')).toBe('0x12345...789');
  });

  it('shows an address checksummed whatever case it arrived in, and a transaction hash as it is', () => {
    expect(shortenAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')).toBe('0x90F79...906');
    expect(checksummed('0x90f79bf6eb2c4f870365e785982e1f101e93b906')).toBe(
      '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    );
    const hash = `0x${'ab'.repeat(32)}`;
    expect(checksummed(hash)).toBe(hash);
  });

  it('shows nothing for a missing address', () => {
    expect(shortenAddress(null)).toBe('');
    expect(shortenAddress(undefined)).toBe('');
  });
});
