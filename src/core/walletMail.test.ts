import { describe, expect, it } from 'vitest';
import { isWalletMail, walletMail } from './walletMail.ts';

describe('wallet mail', () => {
  it('is <wallet address>@wallet.mail for a wallet without an email', () => {
    expect(walletMail('0xabc')).toBe('0xabc@wallet.mail');
  });

  it('is any email containing the wallet-mail domain, in any case', () => {
    expect(isWalletMail('0xABC@Wallet.Mail')).toBe(true);
    expect(isWalletMail('me@wallet.mail.example.com')).toBe(true);
    expect(isWalletMail('me@example.com')).toBe(false);
    expect(isWalletMail('wallet.mail@example.com')).toBe(false);
  });
});
