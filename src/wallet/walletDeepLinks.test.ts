import { describe, expect, it } from 'vitest';
import {
  isPhoneWithoutWallet,
  metaMaskDappLink,
  TRUST_WALLET_BSC_COIN_ID,
  trustWalletDappLink,
  walletAppLinks,
} from './walletDeepLinks.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const PAGE = 'https://app.example.com/catalog/0x5FbDB2315678afecb367f032d93F642f64180aa3?lng=ru#buy';

describe('deep links into wallet apps', () => {
  it("open the same page in MetaMask's browser: host, path, query and fragment after /dapp/", () => {
    expect(metaMaskDappLink(PAGE)).toBe(
      'https://metamask.app.link/dapp/app.example.com/catalog/0x5FbDB2315678afecb367f032d93F642f64180aa3?lng=ru#buy',
    );
    expect(metaMaskDappLink('http://127.0.0.1:5173/')).toBe('https://metamask.app.link/dapp/127.0.0.1:5173/');
  });

  it("open the same page in Trust Wallet's browser on BNB Smart Chain, the whole URL encoded", () => {
    expect(TRUST_WALLET_BSC_COIN_ID).toBe(20000714);
    expect(trustWalletDappLink(PAGE)).toBe(
      'https://link.trustwallet.com/open_url?coin_id=20000714&url=https%3A%2F%2Fapp.example.com%2Fcatalog%2F0x5FbDB2315678afecb367f032d93F642f64180aa3%3Flng%3Dru%23buy',
    );
  });

  it('offers MetaMask, then Trust Wallet', () => {
    expect(walletAppLinks(PAGE).map(({ id, name }) => [id, name])).toEqual([
      ['metamask', 'MetaMask'],
      ['trust', 'Trust Wallet'],
    ]);
  });

  it('applies to a phone whose browser has no wallet, not to a computer nor a wallet app browser', () => {
    expect(isPhoneWithoutWallet(IPHONE, false)).toBe(true);
    expect(isPhoneWithoutWallet(ANDROID, false)).toBe(true);
    expect(isPhoneWithoutWallet(IPHONE, true)).toBe(false);
    expect(isPhoneWithoutWallet(DESKTOP, false)).toBe(false);
  });
});
