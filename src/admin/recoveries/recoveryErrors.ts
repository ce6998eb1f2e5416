// The identity registry's recovery errors as the console says them (docs/compliance.md#recovery).
export const RECOVERY_ERRORS: Readonly<Record<string, string>> = {
  Unauthorized: 'admin.recoveries.errors.unauthorized',
  InvalidInput: 'admin.recoveries.errors.invalidInput',
  ReplacementNotVerified: 'admin.recoveries.errors.replacementNotVerified',
  RecoveryPending: 'admin.recoveries.errors.recoveryPending',
  NoRecovery: 'admin.recoveries.errors.noRecovery',
  RecoveryNotReady: 'admin.recoveries.errors.notReady',
};
