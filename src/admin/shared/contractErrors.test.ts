// The console's texts for contract errors (docs/messages.md#console): named from viem's decoded error, or
// decoded from the raw revert data with every contract's errors (a token's error raised through the vault).
import { encodeErrorResult } from 'viem';
import { describe, expect, it } from 'vitest';
import { masterRegistryAbi, propertyTokenAbi, vaultTraderAbi } from '../../../generated/wagmi.ts';
import en from '../../../public/locales/en/admin.json';
import ru from '../../../public/locales/ru/admin.json';
import { consoleContractError, revertedErrorName } from './contractErrors.ts';

const ACCOUNT = '0x0000000000000000000000000000000000000001';
const decoded = (errorName: string, args: unknown[] = []) => ({
  name: 'ContractFunctionExecutionError',
  cause: { name: 'ContractFunctionRevertedError', data: { errorName, args } },
});
/** As viem leaves an error the called contract's ABI does not declare: its raw data only. */
const undecoded = (raw: `0x${string}`) => ({
  name: 'ContractFunctionExecutionError',
  cause: { name: 'ContractFunctionRevertedError', raw, signature: raw.slice(0, 10) },
});

describe('console contract errors', () => {
  it('decodes a property token’s error raised through the VaultTrader', () => {
    const raw = encodeErrorResult({ abi: propertyTokenAbi, errorName: 'IncomeTooSmall', args: [99n] });
    expect(revertedErrorName(undecoded(raw))).toBe('IncomeTooSmall');
    expect(consoleContractError(undecoded(raw))).toEqual({ key: 'admin.errors.incomeTooSmall' });
    const limit = encodeErrorResult({ abi: propertyTokenAbi, errorName: 'IncomeLimitReached', args: [1n] });
    expect(consoleContractError(undecoded(limit))).toEqual({ key: 'admin.errors.incomeLimitReached' });
  });

  it('names the refusals of the money rules: a proposal waiting, a changed proposal, a refund cut too deep', () => {
    const pending = encodeErrorResult({
      abi: masterRegistryAbi,
      errorName: 'ProposalPending',
      args: [ACCOUNT, 1n],
    });
    expect(consoleContractError(undecoded(pending))).toEqual({ key: 'admin.errors.proposalPending' });
    expect(consoleContractError(decoded('ProposalMismatch', [2n, 1n]))).toEqual({
      key: 'admin.errors.proposalMismatch',
    });
    const tooLow = encodeErrorResult({
      abi: masterRegistryAbi,
      errorName: 'RefundPriceTooLow',
      args: [10n, 7n],
    });
    expect(consoleContractError(undecoded(tooLow))).toEqual({ key: 'admin.errors.refundPriceTooLow' });
  });

  it('names the refusals of announced closures and withdrawals, in both languages', () => {
    const closure = encodeErrorResult({
      abi: masterRegistryAbi,
      errorName: 'ClosurePending',
      args: [ACCOUNT, 1n, 1_800_000_000n],
    });
    expect(consoleContractError(undecoded(closure))).toEqual({ key: 'admin.errors.closurePending' });
    const tooEarly = encodeErrorResult({ abi: masterRegistryAbi, errorName: 'TooEarly', args: [1n] });
    expect(consoleContractError(undecoded(tooEarly))).toEqual({ key: 'admin.errors.tooEarly' });
    // A property token's error raised through the VaultTrader's buy.
    const buyingClosed = encodeErrorResult({
      abi: propertyTokenAbi,
      errorName: 'BuyingClosed',
      args: [ACCOUNT],
    });
    expect(consoleContractError(undecoded(buyingClosed))).toEqual({ key: 'admin.errors.buyingClosed' });
    const notTreasury = encodeErrorResult({ abi: vaultTraderAbi, errorName: 'NotTreasury', args: [ACCOUNT] });
    expect(consoleContractError(undecoded(notTreasury))).toEqual({ key: 'admin.errors.notTreasury' });
    expect(consoleContractError(decoded('WithdrawalLimit', [0n]))).toEqual({
      key: 'admin.errors.withdrawalLimit',
    });
    const pending = encodeErrorResult({
      abi: vaultTraderAbi,
      errorName: 'WithdrawalPending',
      args: [ACCOUNT, 5n, 1_800_000_000n],
    });
    expect(consoleContractError(undecoded(pending))).toEqual({ key: 'admin.errors.withdrawalPending' });
    const keys = [
      'closurePending',
      'tooEarly',
      'buyingClosed',
      'notTreasury',
      'withdrawalLimit',
      'withdrawalPending',
    ];
    for (const [lng, texts] of [
      ['en', en.admin.errors],
      ['ru', ru.admin.errors],
    ] as const) {
      for (const key of keys) expect(texts[key as keyof typeof texts], `${lng} ${key}`).toMatch(/\S/);
    }
    expect(en.admin.errors.withdrawalLimit).toMatch(/^Nothing may leave this bucket now/);
    expect(ru.admin.errors.notTreasury).toBe('Средства бакетов выводятся только в казначейство');
  });

  it('names ContractSwept and Unauthorized with the app’s texts', () => {
    expect(consoleContractError(decoded('ContractSwept'))).toEqual({ key: 'system.swept' });
    const raw = encodeErrorResult({ abi: vaultTraderAbi, errorName: 'Unauthorized', args: [ACCOUNT] });
    expect(consoleContractError(undecoded(raw))).toEqual({ key: 'txErrors.accessControl' });
  });

  it('takes an operation’s own text first, and leaves the rest to the shared mapping', () => {
    const overrides = { InvalidInput: 'admin.income.errors.invalidInput' };
    expect(consoleContractError(decoded('InvalidInput'), overrides)).toEqual({
      key: 'admin.income.errors.invalidInput',
    });
    expect(consoleContractError(decoded('InvalidInput'))).toBeUndefined();
    expect(consoleContractError(decoded('EnforcedPause'))).toBeUndefined();
    expect(consoleContractError(undecoded('0xdeadbeef'))).toBeUndefined();
    expect(consoleContractError({ code: 4001, message: 'User rejected the request.' })).toBeUndefined();
    expect(consoleContractError(decoded('toString'), overrides)).toBeUndefined();
  });
});
