import { describe, expect, it } from 'vitest';
import { listingState } from './listing.ts';

describe('listing state', () => {
  it("is 'listed' while listed, whatever the lens's refund flag", () => {
    expect(listingState({ isListed: true, refund: false })).toBe('listed');
  });

  it("names a delisting by the lens's refund flag (delisted while selling back stays enabled)", () => {
    expect(listingState({ isListed: false, refund: true })).toBe('delistedWithRefunds');
    expect(listingState({ isListed: false, refund: false })).toBe('delistedWithoutRefunds');
  });
});
