import { describe, expect, it } from 'vitest';
import { lockAfterBuy, lockStart } from './lockAfterBuy.ts';

const DAY = 86_400n;
const NOW = 1_800_000_000n;

describe('lockAfterBuy', () => {
  it('locks only the new M2 when no lock runs', () => {
    expect(lockAfterBuy({ lockedAmount: 0n, unlockTime: 0n }, NOW, 30n * DAY)).toEqual({
      unlockTime: NOW + 30n * DAY,
      extendedM2: 0n,
    });
    // A lock that ended is no running lock, even with an amount left recorded.
    expect(lockAfterBuy({ lockedAmount: 5n, unlockTime: NOW }, NOW, 30n * DAY).extendedM2).toBe(0n);
  });

  it('moves a running lock to now + the lock duration when that is later', () => {
    expect(lockAfterBuy({ lockedAmount: 7n, unlockTime: NOW + DAY }, NOW, 30n * DAY)).toEqual({
      unlockTime: NOW + 30n * DAY,
      extendedM2: 7n,
    });
  });

  it('never moves a running lock earlier', () => {
    expect(lockAfterBuy({ lockedAmount: 7n, unlockTime: NOW + 60n * DAY }, NOW, 30n * DAY)).toEqual({
      unlockTime: NOW + 60n * DAY,
      extendedM2: 0n,
    });
  });

  it('locks from an announced price change still ahead, and from now once it passed', () => {
    expect(lockAfterBuy({ lockedAmount: 0n, unlockTime: 0n }, NOW, 30n * DAY, NOW + 2n * DAY)).toEqual({
      unlockTime: NOW + 32n * DAY,
      extendedM2: 0n,
    });
    expect(
      lockAfterBuy({ lockedAmount: 7n, unlockTime: NOW + 31n * DAY }, NOW, 30n * DAY, NOW + 2n * DAY),
    ).toEqual({
      unlockTime: NOW + 32n * DAY,
      extendedM2: 7n,
    });
    expect(lockAfterBuy({ lockedAmount: 0n, unlockTime: 0n }, NOW, 30n * DAY, NOW).unlockTime).toBe(
      NOW + 30n * DAY,
    );
    expect(lockStart(NOW, 0n)).toBe(NOW);
  });
});
