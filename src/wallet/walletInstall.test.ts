import { describe, expect, it } from 'vitest';
import { mobilePlatform, walletInstallUrl } from './walletInstall.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('no wallet: install page or app store', () => {
  it('treats iOS and Android user agents as mobile', () => {
    expect(mobilePlatform(IPHONE)).toBe('ios');
    expect(mobilePlatform(IPAD)).toBe('ios');
    expect(mobilePlatform(ANDROID)).toBe('android');
    expect(mobilePlatform(DESKTOP)).toBeNull();
  });

  it('sends mobile visitors to their app store and others to the install page', () => {
    expect(walletInstallUrl(IPHONE)).toBe('https://apps.apple.com/app/metamask/id1438144202');
    expect(walletInstallUrl('Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0)')).toBe(
      'https://apps.apple.com/app/metamask/id1438144202',
    );
    expect(walletInstallUrl(ANDROID)).toBe('https://play.google.com/store/apps/details?id=io.metamask');
    expect(walletInstallUrl(DESKTOP)).toBe('https://metamask.io/download/');
    // Without an argument: this browser's (or Node's) own user agent, not a mobile one.
    expect(walletInstallUrl()).toBe('https://metamask.io/download/');
  });
});
