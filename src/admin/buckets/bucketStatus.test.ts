import { describe, expect, it } from 'vitest';
import { bucketStatus, isLiquidityInsufficient } from './bucketStatus.ts';

const view = (patch: Partial<Parameters<typeof bucketStatus>[0]>) => ({
  bucketBalance: 0n,
  soldValue: 0n,
  hasActiveBucket: false,
  hasUserInvestments: false,
  isSellEnabled: true,
  ...patch,
});

describe('bucket status labels (spec §4)', () => {
  it('is an active bucket while the bucket holds stablecoin', () => {
    expect(bucketStatus(view({ hasActiveBucket: true, hasUserInvestments: true }))).toBe('activeBucket');
  });

  it('tells an empty bucket with investments apart by the sell flag', () => {
    expect(bucketStatus(view({ hasUserInvestments: true }))).toBe('investmentsEmptyBucket');
    expect(bucketStatus(view({ hasUserInvestments: true, isSellEnabled: false }))).toBe(
      'investmentsSellsDisabled',
    );
  });

  it('is no activity otherwise', () => {
    expect(bucketStatus(view({}))).toBe('noActivity');
  });
});

describe('INSUFFICIENT LIQUIDITY (spec §4)', () => {
  it('warns when the bucket is below the value of the sold M2 and sell is enabled', () => {
    expect(isLiquidityInsufficient(view({ bucketBalance: 99n, soldValue: 100n }))).toBe(true);
  });

  it('does not warn when the bucket covers it or selling back is disabled', () => {
    expect(isLiquidityInsufficient(view({ bucketBalance: 100n, soldValue: 100n }))).toBe(false);
    expect(isLiquidityInsufficient(view({ bucketBalance: 0n, soldValue: 100n, isSellEnabled: false }))).toBe(
      false,
    );
  });
});
