import { browserNavigation } from '../lib/browserNavigation.ts';

// Where a visitor without a wallet installs one (docs/flows.md#wallet-modal, docs/constants.md#display): the
// app store on iOS/Android user agents (a secondary link there, after the wallet apps' deep links:
// docs/wallets.md#phones), the wallet's install page anywhere else.

const WALLET_INSTALL_URL = 'https://metamask.io/download/';
const IOS_APP_STORE_URL = 'https://apps.apple.com/app/metamask/id1438144202';
const ANDROID_PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=io.metamask';

export type MobilePlatform = 'ios' | 'android';

/** Mobile means an iOS or Android user agent (docs/constants.md#display). */
export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

export function walletInstallUrl(userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  const platform = mobilePlatform(userAgent);
  if (platform === 'ios') return IOS_APP_STORE_URL;
  if (platform === 'android') return ANDROID_PLAY_STORE_URL;
  return WALLET_INSTALL_URL;
}

/** Leaves the app for the install page or app store. */
export function redirectToWalletInstall(): void {
  browserNavigation.assign(walletInstallUrl());
}
