// The refund price a delisting may escrow (docs/money-rules.md#refunds, MasterRegistry.delistWithRefund): at most
// the price in force (a manager cannot inflate what the vault pays) and at least one price step below it (one key
// alone cannot cut holders' money; a deeper cut is a price change first, with a second signer and its notice).

const BPS = 10_000n;

export interface RefundPriceRange {
  /** The lowest refund price per M2 (base units): the price in force less `maxStepBps`, rounded up. */
  min: bigint;
  /** The highest: the price in force. */
  max: bigint;
}

export function refundPriceRange(priceInForce: bigint, maxStepBps: bigint): RefundPriceRange {
  // The contract refuses `refund × BPS < price × (BPS − step)`: the least accepted is that bound rounded up.
  const floor = priceInForce * (BPS - maxStepBps);
  return { min: (floor + BPS - 1n) / BPS, max: priceInForce };
}

/** Whether the contract accepts `refundPrice` with the price in force `priceInForce`. */
export const refundPriceAccepted = (
  refundPrice: bigint,
  priceInForce: bigint,
  maxStepBps: bigint,
): boolean => {
  const { min, max } = refundPriceRange(priceInForce, maxStepBps);
  return refundPrice >= min && refundPrice <= max;
};
