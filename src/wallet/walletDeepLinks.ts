// Links that open this page inside a wallet app's own browser (docs/wallets.md#phones): on a phone without a
// wallet in the browser, the wallet dialog offers these instead of sending the person to an app store.
import { mobilePlatform } from './walletInstall.ts';

/** Trust Wallet's coin id for BNB Smart Chain (its in-app browser opens on that network). */
export const TRUST_WALLET_BSC_COIN_ID = 20000714;

export type WalletAppId = 'metamask' | 'trust';

export interface WalletAppLink {
  id: WalletAppId;
  name: string;
  href: string;
}

/**
 * MetaMask's universal link: `https://metamask.app.link/dapp/` followed by the page's address without its
 * scheme (host, path, query and fragment), which MetaMask opens in its browser over https.
 */
export function metaMaskDappLink(pageUrl: string): string {
  const url = new URL(pageUrl);
  return `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}${url.hash}`;
}

/** Trust Wallet's universal link: its browser on BNB Smart Chain at the whole page address, URL-encoded. */
export function trustWalletDappLink(pageUrl: string): string {
  return `https://link.trustwallet.com/open_url?coin_id=${TRUST_WALLET_BSC_COIN_ID}&url=${encodeURIComponent(pageUrl)}`;
}

/** The wallet apps offered on a phone, each with a link carrying `pageUrl`. */
export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  return [
    { id: 'metamask', name: 'MetaMask', href: metaMaskDappLink(pageUrl) },
    { id: 'trust', name: 'Trust Wallet', href: trustWalletDappLink(pageUrl) },
  ];
}

/**
 * A phone (an iOS or Android user agent, docs/constants.md#display) whose browser has no wallet: neither an
 * injected `window.ethereum` nor a wallet announced through EIP-6963. Inside a wallet app's browser there is
 * one, so this is false there.
 */
export function isPhoneWithoutWallet(userAgent: string, hasBrowserWallet: boolean): boolean {
  return mobilePlatform(userAgent) !== null && !hasBrowserWallet;
}
