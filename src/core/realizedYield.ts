// Realised yield (docs/income.md#realised-yield): the rental income a property actually paid in the last 12
// months, as a percentage of its value (total M2 × current price). Shown beside the advertised APY; one home
// for the rule, used by the API that serves it and by the tests that check it.

/** The window the realised yield looks back over, in seconds (365 days). */
export const YIELD_WINDOW_SECONDS = 365 * 86_400;

/**
 * `income` (stablecoin base units distributed in the window) ÷ (`totalM2` × `pricePerM2`, base units per whole
 * M2) × 100, rounded down to 2 decimals. 0 for a property without value.
 */
export function realizedYieldPercent(income: bigint, totalM2: bigint, pricePerM2: bigint): number {
  const value = totalM2 * pricePerM2;
  if (value <= 0n || income <= 0n) return 0;
  // Hundredths of a percent: income × 10,000 ÷ value, rounded down.
  return Number((income * 10_000n) / value) / 100;
}
