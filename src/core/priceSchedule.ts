// The price schedule of a property (docs/money-rules.md#price-changes): the manager proposes a price, a second key
// confirms it, and it comes into force at its announced chain time with no transaction. The contract is the rule:
// PropertyToken.pendingPrice answers the announced price and its time while it waits and zeros once the time has
// come, when currentPrice answers the new price. This module reads those answers one way for every user: the
// property page, the console's price-change panel, and the API's "new price in force" mail.

/** A price announced on chain and the chain time (s) from which it is in force. */
export type AnnouncedPrice = { price: bigint; effectiveAt: bigint };

/** PropertyToken.pendingPrice's answer, as the generated reads return it or by name. */
export type PendingPrice = readonly [price: bigint, effectiveAt: bigint] | AnnouncedPrice;

/** The announced price still waiting, or null when none waits (the contract answers effectiveAt 0). */
export function announcedPrice(pending: PendingPrice | undefined): AnnouncedPrice | null {
  if (pending === undefined) return null;
  const [price, effectiveAt] = 'price' in pending ? [pending.price, pending.effectiveAt] : pending;
  return effectiveAt > 0n ? { price, effectiveAt } : null;
}

/** Whether `pending` still schedules `price` from `effectiveAt`: a schedule gone or replaced was cancelled. */
export function stillScheduled(pending: PendingPrice, price: bigint, effectiveAt: bigint): boolean {
  const announced = announcedPrice(pending);
  return announced !== null && announced.price === price && announced.effectiveAt === effectiveAt;
}
