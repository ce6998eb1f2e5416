import { describe, expect, it } from 'vitest';
import { bucketStatus, liquidityCoverage } from './liquidity.ts';

const flags = (patch: Partial<Parameters<typeof bucketStatus>[0]>) => ({
  hasActiveBucket: false,
  hasUserInvestments: false,
  isSellEnabled: true,
  ...patch,
});

describe('bucket status labels', () => {
  it('is an active bucket while the bucket holds stablecoin', () => {
    expect(bucketStatus(flags({ hasActiveBucket: true, hasUserInvestments: true }))).toBe('activeBucket');
  });

  it('tells an empty bucket with investments apart by the sell flag', () => {
    expect(bucketStatus(flags({ hasUserInvestments: true }))).toBe('investmentsEmptyBucket');
    expect(bucketStatus(flags({ hasUserInvestments: true, isSellEnabled: false }))).toBe(
      'investmentsSellsDisabled',
    );
  });

  it('is no activity otherwise', () => {
    expect(bucketStatus(flags({}))).toBe('noActivity');
  });
});

describe('liquidity coverage', () => {
  it('is the bucket over the value of the sold M2, in percent with one decimal (rounded down)', () => {
    expect(liquidityCoverage({ bucketBalance: 25_000n, soldValue: 30_000n })).toBe(83.3);
    expect(liquidityCoverage({ bucketBalance: 60n, soldValue: 30n })).toBe(200);
  });

  it('is null while nothing is sold', () => {
    expect(liquidityCoverage({ bucketBalance: 5n, soldValue: 0n })).toBeNull();
  });
});
