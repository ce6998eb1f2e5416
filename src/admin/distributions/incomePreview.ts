// What a distribution of `amount` gives (docs/income.md#who-earns), computed as PropertyToken.recordIncome
// does: every M2 base unit of the supply (totalM2 × 10^18) earns amount × INCOME_SCALE / supply, rounded down
// (the step of the income-per-M2 accumulator); the M2 the token still holds (not sold yet) earn for the
// issuer, their share rounded down again, and join the property's bucket. A step of 0 is IncomeTooSmall.
import { M2_DECIMALS } from '../../lib/amounts.ts';

const ONE_M2 = 10n ** BigInt(M2_DECIMALS);
/** PropertyToken.INCOME_SCALE: the accumulator counts income per M2 base unit × 10^18. */
const INCOME_SCALE = 10n ** 18n;

export interface IncomePreview {
  /** Stablecoin base units every whole M2 earns. */
  perM2: bigint;
  /** The share of the M2 not sold yet, booked into the property's bucket. */
  issuerShare: bigint;
  /** The rest, for the holders (its rounding dust stays in the vault's income books). */
  holdersShare: bigint;
  /** The unsold M2 as a share of the supply, in basis points (rounded down). */
  unsoldBps: bigint;
  /** No M2 base unit would get a share: the contract refuses it (IncomeTooSmall). */
  tooSmall: boolean;
}

/** `totalM2` in whole M2 (PropertyView.totalM2), `availableM2` in token units (the M2 the token holds). */
export function incomePreview(amount: bigint, totalM2: bigint, availableM2: bigint): IncomePreview {
  const supply = totalM2 * ONE_M2;
  if (supply === 0n) return { perM2: 0n, issuerShare: 0n, holdersShare: 0n, unsoldBps: 0n, tooSmall: true };
  const step = (amount * INCOME_SCALE) / supply;
  const issuerShare = (availableM2 * step) / INCOME_SCALE;
  return {
    perM2: (step * ONE_M2) / INCOME_SCALE,
    issuerShare,
    holdersShare: amount - issuerShare,
    unsoldBps: (availableM2 * 10_000n) / supply,
    tooSmall: step === 0n,
  };
}
