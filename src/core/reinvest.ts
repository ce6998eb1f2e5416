// How much a reinvestment of rental income buys (docs/income.md#claiming): the most M2, in steps of 0.0001 M2,
// whose cost at the current price (rounded up, as the vault charges it) the income covers, and no more than the
// property still has for sale.

const ONE_M2 = 10n ** 18n;
/** The smallest step of a reinvestment: 0.0001 M2. */
export const REINVEST_STEP = 10n ** 14n;

/** The vault's cost of `m2` at `price` per whole M2: rounded up. */
export const purchaseCost = (m2: bigint, price: bigint): bigint => (m2 * price + ONE_M2 - 1n) / ONE_M2;

/** M2 (base units) and their cost that `income` buys at `price`, capped by `available`; 0 M2 when too little. */
export function reinvestment(income: bigint, price: bigint, available: bigint): { m2: bigint; cost: bigint } {
  if (price <= 0n || income <= 0n) return { m2: 0n, cost: 0n };
  // m2 × price ≤ income × 1e18 keeps the rounded-up cost within the income.
  const affordable = (income * ONE_M2) / price;
  const capped = affordable < available ? affordable : available;
  const m2 = (capped / REINVEST_STEP) * REINVEST_STEP;
  return { m2, cost: purchaseCost(m2, price) };
}
