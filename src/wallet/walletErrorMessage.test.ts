// The wallet and transaction error mapping (docs/messages.md#wallet-and-transaction-errors), shared with the
// console's tester tab.
import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { vaultTraderAbi } from '../../generated/wagmi.ts';
import { messageText } from '../lib/message.ts';
import { createTestI18n } from '../test/i18n.ts';
import { isUserRejection, mapWalletError, rawErrorText } from './walletErrorMessage.ts';

const { t } = createTestI18n('en');
const mapped = (error: unknown) => messageText(t, mapWalletError(error, 'Buy'));

describe('mapWalletError', () => {
  it('maps user rejections (EIP-1193 4001, ACTION_REJECTED, viem UserRejectedRequestError)', () => {
    expect(mapped(new UserRejectedRequestError(new Error('denied')))).toBe(
      'Transaction was rejected by user',
    );
    expect(mapped({ code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' })).toBe(
      'Transaction was rejected by user',
    );
    expect(mapped({ code: 'ACTION_REJECTED', message: 'user rejected transaction' })).toBe(
      'Transaction was rejected by user',
    );
    expect(
      isUserRejection(new BaseError('x', { cause: new UserRejectedRequestError(new Error('no')) })),
    ).toBe(true);
  });

  it('maps AccessControl, InvalidInput, VaultTraderNotSet, AlreadyDelisted and gas funds', () => {
    expect(mapped(new Error('AccessControlUnauthorizedAccount(0x1, 0x0)'))).toBe(
      'Insufficient permissions for this operation',
    );
    expect(mapped(new Error('reverted: InvalidInput()'))).toBe('Invalid input parameters provided');
    expect(mapped(new Error('VaultTraderNotSet()'))).toBe(
      'System not fully initialized - VaultTrader not set',
    );
    expect(mapped(new Error('AlreadyDelisted(0xabc)'))).toBe('Property is already delisted');
    expect(mapped(new Error('insufficient funds for gas * price + value'))).toBe(
      'Insufficient funds for gas fees',
    );
  });

  it("says what GeneralCapExceeded means (a sale beyond the general bucket's share for the property)", () => {
    expect(mapped({ message: 'reverted', data: { errorName: 'GeneralCapExceeded', args: [5n, 0n] } })).toBe(
      'This sale needs more from the shared general bucket than it may pay this property in 7 days (20 % of it): sell less or try again later.',
    );
  });

  it("shows anything else raw as '{operation} failed: {message}', decoding custom errors", () => {
    const revert = new ContractFunctionRevertedError({
      abi: vaultTraderAbi,
      functionName: 'buy',
      data: '0xd93c0665',
    });
    expect(mapped(new BaseError('The contract function "buy" reverted.', { cause: revert }))).toBe(
      'Buy failed: EnforcedPause()',
    );
    expect(mapped(new Error('something odd\nwith details'))).toBe('Buy failed: something odd');
  });

  it('finds a rejection or a known error anywhere in the cause chain and in every text field', () => {
    expect(mapped({ message: 'x', cause: { message: 'User denied account access' } })).toBe(
      'Transaction was rejected by user',
    );
    expect(mapped({ details: 'code ACTION_REJECTED' })).toBe('Transaction was rejected by user');
    expect(mapped({ shortMessage: 'x', cause: { code: 4001 } })).toBe('Transaction was rejected by user');
    expect(mapped({ reason: 'AccessControl: missing role' })).toBe(
      'Insufficient permissions for this operation',
    );
    expect(mapped({ message: 'reverted', data: { errorName: 'AlreadyDelisted', args: [] } })).toBe(
      'Property is already delisted',
    );
    expect(mapped({ name: 'InvalidInput' })).toBe('Invalid input parameters provided');
    expect(mapped({ shortMessage: 'Insufficient Funds for gas' })).toBe('Insufficient funds for gas fees');
  });

  it('tells a rejection from other failures', () => {
    expect(isUserRejection({ name: 'UserRejectedRequestError' })).toBe(true);
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection('User rejected the request.')).toBe(true);
    expect(mapped('user denied transaction signature')).toBe('Transaction was rejected by user');
    expect(mapped('AccessControlUnauthorizedAccount')).toBe('Insufficient permissions for this operation');
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(true);
    expect(isUserRejection({ message: 'x', cause: { message: 'User rejected the request.' } })).toBe(true);
    expect(isUserRejection(new Error('execution reverted'))).toBe(false);
    expect(isUserRejection({ code: 4100 })).toBe(false);
    expect(isUserRejection(null)).toBe(false);
  });

  it('shows the decoded revert with its arguments, else the short message, else the first line', () => {
    expect(
      rawErrorText({ message: 'm', cause: { data: { errorName: 'TokensLocked', args: ['0xabc', 5n, 0] } } }),
    ).toBe('TokensLocked(0xabc, 5, 0)');
    expect(rawErrorText({ data: { errorName: 'EnforcedPause' } })).toBe('EnforcedPause()');
    expect(rawErrorText({ message: 'long\nrest', cause: { shortMessage: 'short' } })).toBe('short');
    expect(rawErrorText({ message: '', shortMessage: '', cause: { message: 'inner\nmore' } })).toBe('inner');
    expect(rawErrorText('plain text')).toBe('plain text');
    expect(rawErrorText({})).toBe('[object Object]');
    expect(mapped('boom')).toBe('Buy failed: boom');
  });

  it('reads each text field apart, never glued to the next one', () => {
    expect(mapped({ name: 'Access', message: 'Control' })).toBe('Buy failed: Control');
  });

  it('stops at a cause that points back into the chain', () => {
    const a: { message: string; cause?: unknown } = { message: 'first' };
    a.cause = { message: 'second', cause: a };
    expect(mapped(a)).toBe('Buy failed: first');
    let deep: unknown = { message: 'user rejected' };
    for (let i = 0; i < 12; i++) deep = { message: `wrap ${i}`, cause: deep };
    expect(mapped(deep)).toBe('Buy failed: wrap 11');
  });

  it('translates the fixed texts into Russian', () => {
    const ru = createTestI18n('ru');
    expect(messageText(ru.t, mapWalletError({ code: 4001 }, 'Покупка'))).toBe(
      'Транзакция отклонена пользователем',
    );
  });
});
