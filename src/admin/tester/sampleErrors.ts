// Errors shaped like the ones wallets and viem really throw, one per rule of the wallet/transaction
// mapping, for the tester's error-mapping check.
export const SAMPLE_ERRORS = [
  'userRejected',
  'actionRejected',
  'accessControl',
  'invalidInput',
  'vaultTraderNotSet',
  'alreadyDelisted',
  'insufficientFunds',
  'other',
] as const;
export type SampleError = (typeof SAMPLE_ERRORS)[number];

const reverted = (errorName: string, args: unknown[] = []) => ({
  name: 'ContractFunctionExecutionError',
  shortMessage: 'The contract function reverted.',
  cause: { name: 'ContractFunctionRevertedError', data: { errorName, args } },
});

/** A realistic error object for `sample`; `text` is the raw message of the 'other' case. */
export function sampleError(sample: SampleError, text: string): unknown {
  switch (sample) {
    case 'userRejected':
      return { name: 'UserRejectedRequestError', code: 4001, message: 'User rejected the request.' };
    case 'actionRejected':
      return { code: 'ACTION_REJECTED', message: 'user rejected action' };
    case 'accessControl':
      return reverted('AccessControlUnauthorizedAccount', [
        '0x0000000000000000000000000000000000000001',
        '0x00',
      ]);
    case 'invalidInput':
      return reverted('InvalidInput');
    case 'vaultTraderNotSet':
      return reverted('VaultTraderNotSet');
    case 'alreadyDelisted':
      return reverted('AlreadyDelisted', ['0x0000000000000000000000000000000000000001']);
    case 'insufficientFunds':
      return { name: 'InsufficientFundsError', message: 'insufficient funds for gas * price + value' };
    case 'other':
      return new Error(text || 'execution reverted');
  }
}
