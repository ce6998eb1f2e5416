import { describe, expect, it } from 'vitest';
import { buyRefusal, sellRefusal } from './tradeChecks.ts';

const E18 = 10n ** 18n;
const open = { paused: false, emergencySwept: false };
const buy = { ...open, isListed: true, availableM2: 10n * E18, m2: 2n * E18, cost: 200n, balance: 200n };
const sell = {
  ...open,
  isListed: true,
  isSellEnabled: true,
  m2: 2n * E18,
  balance: 5n * E18,
  unlockedBalance: 3n * E18,
  payout: 100n,
  liquidity: 100n,
};

describe('buy refusals (before any wallet prompt)', () => {
  it.each([
    ['nothing in the way', {}, null],
    ['swept (also paused)', { emergencySwept: true, paused: true }, 'emergencySwept'],
    ['paused', { paused: true }, 'paused'],
    ['delisted', { isListed: false }, 'delisted'],
    ['buying closed by an announced delisting', { buyingClosed: true }, 'buyingClosed'],
    ['buying closed, whatever the amount', { buyingClosed: true, m2: undefined }, 'buyingClosed'],
    ['buying open', { buyingClosed: false }, null],
    ['no amount', { m2: undefined }, 'amountInvalid'],
    ['zero amount', { m2: 0n }, 'amountInvalid'],
    ['more than available', { m2: 11n * E18 }, 'notEnoughAvailable'],
    ['exactly what is available', { m2: 10n * E18 }, null],
    ['balance one unit short', { balance: 199n }, 'insufficientUsdt'],
    ['balance not read yet', { balance: undefined }, null],
  ] as const)('%s', (_, change, expected) => {
    expect(buyRefusal({ ...buy, ...change })).toBe(expected);
  });
});

describe('sell refusals (before any wallet prompt)', () => {
  it.each([
    ['nothing in the way', {}, null],
    ['swept', { emergencySwept: true }, 'emergencySwept'],
    ['paused', { paused: true }, 'paused'],
    ['delisted (with or without a refund: holders claim instead)', { isListed: false }, 'delisted'],
    ['selling back disabled', { isSellEnabled: false }, 'sellDisabled'],
    ['no amount', { m2: undefined }, 'amountInvalid'],
    ['more than held', { m2: 6n * E18 }, 'moreThanHeld'],
    ['into locked M2', { m2: 4n * E18 }, 'moreThanUnlocked'],
    ['bucket one unit short', { liquidity: 99n }, 'insufficientLiquidity'],
  ] as const)('%s', (_, change, expected) => {
    expect(sellRefusal({ ...sell, ...change })).toBe(expected);
  });
});
