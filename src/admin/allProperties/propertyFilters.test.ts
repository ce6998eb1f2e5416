import { describe, expect, it } from 'vitest';
import { listingState } from '#core/listing.ts';
import {
  apiFilter,
  apiSort,
  knownFilter,
  knownSort,
  PROPERTY_FILTERS,
  pageRange,
} from './propertyFilters.ts';

describe('All properties filters', () => {
  it('asks the API for exactly the properties of each listing state', () => {
    const views = [
      { isListed: true, refund: false },
      { isListed: false, refund: true },
      { isListed: false, refund: false },
    ];
    for (const filter of PROPERTY_FILTERS) {
      const asked = apiFilter(filter);
      const kept = views.filter((v) =>
        Object.entries(asked).every(
          ([key, value]) => (key === 'is_listed' ? v.isListed : v.refund) === value,
        ),
      );
      expect(kept.map(listingState)).toEqual(filter === 'all' ? views.map(listingState) : [filter]);
    }
  });
});

describe('a stored filter or sort', () => {
  it("is 'all' or liquidity when it is none of this version", () => {
    expect(knownFilter('listed')).toBe('listed');
    expect(knownFilter('active')).toBe('all');
    expect(knownFilter(undefined)).toBe('all');
    expect(knownSort('name')).toBe('name');
    expect(knownSort('price')).toBe('liquidity');
  });
});

describe('All properties sorts and pages', () => {
  it('sorts by liquidity (bucket balance) and sold M2, largest first, and by name A-Z', () => {
    expect(apiSort('liquidity')).toEqual(['bucket_balance', 'DESC']);
    expect(apiSort('soldM2')).toEqual(['sold_m2', 'DESC']);
    expect(apiSort('name')).toEqual(['name', 'ASC']);
  });

  it('asks for the inclusive range of a page', () => {
    expect(pageRange(0, 24)).toEqual([0, 23]);
    expect(pageRange(2, 24)).toEqual([48, 71]);
  });
});
