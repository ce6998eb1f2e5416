import { describe, expect, it } from 'vitest';
import { filterAndSort, knownFilter } from './propertyFilters.ts';

const p = (
  name: string,
  patch: Partial<{ soldM2: bigint; bucketBalance: bigint; isListed: boolean; refund: boolean }>,
) => ({
  name,
  soldM2: 0n,
  bucketBalance: 0n,
  isListed: true,
  refund: false,
  ...patch,
});

const all = [
  p('Canal House', { isListed: false, refund: true, bucketBalance: 5n, soldM2: 30n }),
  p('Alpine Chalet', { bucketBalance: 50n, soldM2: 10n }),
  p('Sunset Apartments', { isListed: false, refund: false, bucketBalance: 20n, soldM2: 20n }),
  p('bay view', { bucketBalance: 7n, soldM2: 40n }),
];

describe('All properties filters', () => {
  it.each([
    ['all', 4],
    ['listed', 2],
    ['delistedWithRefunds', 1],
    ['delistedWithoutRefunds', 1],
  ] as const)('%s keeps %i', (filter, count) => {
    expect(filterAndSort(all, filter, 'name', 'en')).toHaveLength(count);
  });
});

describe('a stored filter', () => {
  it("is 'all' when it is no filter of this version", () => {
    expect(knownFilter('listed')).toBe('listed');
    expect(knownFilter('active')).toBe('all');
    expect(knownFilter(undefined)).toBe('all');
  });
});

describe('All properties sorts', () => {
  it('sorts by liquidity (bucket balance) and sold M2, largest first, and by name A-Z', () => {
    expect(filterAndSort(all, 'all', 'liquidity', 'en').map((x) => x.name)).toEqual([
      'Alpine Chalet',
      'Sunset Apartments',
      'bay view',
      'Canal House',
    ]);
    expect(filterAndSort(all, 'all', 'soldM2', 'en').map((x) => x.name)).toEqual([
      'bay view',
      'Canal House',
      'Sunset Apartments',
      'Alpine Chalet',
    ]);
    expect(filterAndSort(all, 'all', 'name', 'en').map((x) => x.name)).toEqual([
      'Alpine Chalet',
      'bay view',
      'Canal House',
      'Sunset Apartments',
    ]);
  });
});

describe('All properties sort ties', () => {
  it('keeps creation order for equal figures and for names equal but for case or accents', () => {
    const tied = [
      p('B', { bucketBalance: 5n, soldM2: 5n }),
      p('A', { bucketBalance: 5n, soldM2: 5n }),
      p('C', { bucketBalance: 9n, soldM2: 1n }),
    ];
    expect(filterAndSort(tied, 'all', 'liquidity', 'en').map((x) => x.name)).toEqual(['C', 'B', 'A']);
    expect(filterAndSort(tied, 'all', 'soldM2', 'en').map((x) => x.name)).toEqual(['B', 'A', 'C']);
    const names = [p('résidence', {}), p('Residence', {}), p('Unit 10', {}), p('Unit 2', {})];
    expect(filterAndSort(names, 'all', 'name', 'en').map((x) => x.name)).toEqual([
      'résidence',
      'Residence',
      'Unit 2',
      'Unit 10',
    ]);
  });
});
