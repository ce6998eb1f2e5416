import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNTS } from './anvilAccounts.ts';
import {
  ANVIL_ACCOUNT_COUNT,
  DEFAULT_DEV_ACCOUNT_INDEX,
  selectDevAccount,
  selectedDevAccountIndex,
} from './devWalletAccount.ts';

describe('dev wallet accounts', () => {
  it("are the mnemonic's keys #0-#10, each with its local role", () => {
    const mnemonic = 'test test test test test test test test test test test junk';
    expect(ANVIL_ACCOUNTS.map((a) => a.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const account of ANVIL_ACCOUNTS) {
      expect(account.address).toBe(mnemonicToAccount(mnemonic, { addressIndex: account.index }).address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    }
    expect(ANVIL_ACCOUNTS.map((a) => a.role)).toEqual([
      'admin',
      'manager',
      'fundManager',
      ...Array(7).fill('investor'),
      'compliance',
    ]);
  });

  it('can all be chosen in the dev wallet, #10 (compliance) included, and remembered', () => {
    expect(ANVIL_ACCOUNT_COUNT).toBe(ANVIL_ACCOUNTS.length);
    selectDevAccount(10);
    expect(selectedDevAccountIndex()).toBe(10);
    expect(() => selectDevAccount(11)).toThrow('No anvil test account #11');
    selectDevAccount(DEFAULT_DEV_ACCOUNT_INDEX);
  });
});
