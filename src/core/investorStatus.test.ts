import { describe, expect, it } from 'vitest';
import { allowListStatus, mayReceive } from './investorStatus.ts';

const entry = { approved: true, listed: true, frozen: false, expiry: null };

describe('allowListStatus', () => {
  it('is not_approved for a wallet never on the list', () => {
    expect(allowListStatus({ ...entry, approved: false, listed: false }, 100)).toBe('not_approved');
  });
  it('is approved without expiry, and until the expiry second', () => {
    expect(allowListStatus(entry, 100)).toBe('approved');
    expect(allowListStatus({ ...entry, expiry: 101 }, 100)).toBe('approved');
    expect(allowListStatus({ ...entry, expiry: 0 }, 100)).toBe('approved');
  });
  it('is expired from the expiry second on', () => {
    expect(allowListStatus({ ...entry, expiry: 100 }, 100)).toBe('expired');
  });
  it('is revoked after a revocation, and frozen over any approval', () => {
    expect(allowListStatus({ ...entry, approved: false }, 100)).toBe('revoked');
    expect(allowListStatus({ ...entry, frozen: true }, 100)).toBe('frozen');
    expect(allowListStatus({ ...entry, listed: false, approved: false, frozen: true }, 100)).toBe('frozen');
  });
  it('lets only an approved wallet receive M2', () => {
    expect(mayReceive('approved')).toBe(true);
    for (const s of ['not_approved', 'expired', 'revoked', 'frozen'] as const)
      expect(mayReceive(s)).toBe(false);
  });
});
