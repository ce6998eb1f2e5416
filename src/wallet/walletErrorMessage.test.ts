// The wallet and transaction error mapping (docs/messages.md#wallet-and-transaction-errors), shared with the
// console's tester tab.
import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { vaultTraderAbi } from '../../generated/wagmi.ts';
import { messageText } from '../lib/message.ts';
import { createTestI18n } from '../test/i18n.ts';
import { isUserRejection, mapWalletError } from './walletErrorMessage.ts';

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

  it('translates the fixed texts into Russian', () => {
    const ru = createTestI18n('ru');
    expect(messageText(ru.t, mapWalletError({ code: 4001 }, 'Покупка'))).toBe(
      'Транзакция отклонена пользователем',
    );
  });
});
