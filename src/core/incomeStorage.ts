// Income storage paid ahead (docs/income.md#gas): two distributions share a points slot on a PropertyToken, and
// one that starts an unwritten slot costs about 17,100 gas more. PropertyToken.prepayIncomeStorage(through) writes
// those slots ahead; the console offers it and the demo seed does it.

/** How many distributions one payment ahead covers: a year of monthly rent (six slots). */
export const PREPAID_DISTRIBUTIONS = 12n;

/** The `through` argument of `prepayIncomeStorage` that pays the next PREPAID_DISTRIBUTIONS after `made`. */
export const prepayThrough = (made: bigint): bigint => made + PREPAID_DISTRIBUTIONS;

/** Whether the next distribution (after `made`) starts a points slot not written yet, given the token's
 *  `incomeStorageThrough()` (the last distribution whose slot exists). */
export const nextStartsUnpaidSlot = (made: bigint, through: bigint): boolean => made + 1n > through;
