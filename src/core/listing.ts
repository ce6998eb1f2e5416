// The listing state of a property (docs/product.md#listing-state): listed, or delisted with or without
// refunds. PropertyLens computes the `refund` flag (delisted while selling back stays enabled), so the state
// follows from the lens's view alone.

export const LISTING_STATES = ['listed', 'delistedWithRefunds', 'delistedWithoutRefunds'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export function listingState(view: { isListed: boolean; refund: boolean }): ListingState {
  if (view.isListed) return 'listed';
  return view.refund ? 'delistedWithRefunds' : 'delistedWithoutRefunds';
}
