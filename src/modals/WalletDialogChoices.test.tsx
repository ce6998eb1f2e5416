// What the wallet dialog offers (docs/wallets.md): on a phone without a wallet, links that open this page in
// MetaMask's and Trust Wallet's browsers (the app store only as a secondary link, no automatic redirect); on a
// computer without a wallet, the install page as before; wallets announced through EIP-6963 first, with their
// names and icons and without the generic injected entry; WalletConnect only when configured.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CreateConnectorFn,
  createConfig,
  createStorage,
  http as httpTransport,
  injected,
  noopStorage,
} from 'wagmi';
import { CHAIN, RPC_URL } from '../config/chains.ts';
import type { Language } from '../config/i18n.ts';
import { browserNavigation } from '../lib/browserNavigation.ts';
import { eventually } from '../test/eventually.ts';
import { renderApp } from '../test/renderApp.tsx';
import { walletConnectConnectors } from '../wallet/walletConnect.ts';
import { modals } from './modalStore.ts';
import { preloadWalletLogin } from './WalletModal.tsx';

const AUTO_LOGIN_DELAY_MS = 500;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const PROPERTY_PATH = '/catalog/0x5FbDB2315678afecb367f032d93F642f64180aa3?lng=en';
const PROJECT_ID = '0123456789abcdef0123456789abcdef';

/** An EIP-1193 provider that has no account yet and never answers a connection request. */
const silentProvider = () => ({
  request: async ({ method }: { method: string }) => {
    if (method === 'eth_accounts') return [];
    if (method === 'eth_chainId') return `0x${CHAIN.id.toString(16)}`;
    return new Promise(() => {});
  },
  on() {},
  removeListener() {},
});

function wagmiConfig(connectors: CreateConnectorFn[], discovery = false) {
  return createConfig({
    chains: [CHAIN],
    connectors,
    multiInjectedProviderDiscovery: discovery,
    transports: { [CHAIN.id]: httpTransport(RPC_URL) },
    storage: createStorage({ storage: noopStorage }),
  });
}

async function openDialog(config: ReturnType<typeof wagmiConfig>, lng: Language = 'en') {
  await preloadWalletLogin();
  renderApp('/', { config, lng });
  await screen.findByRole('heading', { level: 1 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  act(() => modals.open('confirmWalletModal'));
  return screen.getByRole('dialog');
}

/** The names on the wallet buttons under 'Choose a wallet', in order. */
function listedWallets(dialog: HTMLElement): string[] {
  const list = within(dialog).getByRole('heading', { name: 'Choose a wallet' }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error('no wallet list');
  return within(list)
    .getAllByRole('button')
    .map((b) => b.lastElementChild?.textContent ?? '');
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  window.history.replaceState(null, '', PROPERTY_PATH);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  delete (window as { ethereum?: unknown }).ethereum;
});

const useUserAgent = (ua: string) => vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);

describe('phone without a wallet', () => {
  it('offers to open this page in MetaMask and Trust Wallet, the app store second, and redirects nowhere', async () => {
    useUserAgent(IPHONE);
    const dialog = await openDialog(wagmiConfig([injected(), ...walletConnectConnectors(undefined)]));
    const page = `${window.location.origin}${PROPERTY_PATH}`;
    expect(page).toMatch(/^http:\/\/[^/]+\/catalog\/0x5FbDB2315678afecb367f032d93F642f64180aa3\?lng=en$/);

    const metaMask = within(dialog).getByRole('link', { name: 'Open in MetaMask' });
    expect(metaMask.getAttribute('href')).toBe(
      `https://metamask.app.link/dapp/${window.location.host}/catalog/0x5FbDB2315678afecb367f032d93F642f64180aa3?lng=en`,
    );
    const trust = within(dialog).getByRole('link', { name: 'Open in Trust Wallet' });
    expect(trust.getAttribute('href')).toBe(
      `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encodeURIComponent(page)}`,
    );
    expect(trust.getAttribute('href')).toContain(
      '%2Fcatalog%2F0x5FbDB2315678afecb367f032d93F642f64180aa3%3Flng%3Den',
    );

    const store = within(dialog).getByRole('link', { name: 'No wallet app yet? Install MetaMask' });
    expect(store.getAttribute('href')).toBe('https://apps.apple.com/app/metamask/id1438144202');
    // The wallet apps come before the store link.
    expect(metaMask.compareDocumentPosition(store) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // No automatic login and no trip to the app store.
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS * 4));
    expect(assign).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Choose a wallet' })).toBeNull();
  });

  it('says it in Russian, with the Play Store on Android', async () => {
    useUserAgent(ANDROID);
    const dialog = await openDialog(wagmiConfig([injected()]), 'ru');
    expect(
      within(dialog).getByRole('heading', { name: 'Откройте эту страницу в приложении кошелька' }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Открыть в MetaMask' }).getAttribute('href')).toMatch(
      /^https:\/\/metamask\.app\.link\/dapp\//,
    );
    expect(within(dialog).getByRole('link', { name: 'Открыть в Trust Wallet' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: 'Ещё нет приложения кошелька? Установите MetaMask' })
        .getAttribute('href'),
    ).toBe('https://play.google.com/store/apps/details?id=io.metamask');
  });

  it("inside a wallet app's browser (a provider is injected) shows no deep links", async () => {
    useUserAgent(IPHONE);
    (window as { ethereum?: unknown }).ethereum = silentProvider();
    const dialog = await openDialog(wagmiConfig([injected()]));
    expect(within(dialog).queryByRole('link', { name: 'Open in MetaMask' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Install/ })).toBeNull();
    expect(listedWallets(dialog)).toEqual(['Injected']);
  });
});

describe('computer without a wallet', () => {
  it('keeps the install page: the link, and the redirect after the failed automatic login', async () => {
    useUserAgent(DESKTOP);
    const dialog = await openDialog(wagmiConfig([injected(), ...walletConnectConnectors(undefined)]));
    expect(within(dialog).queryByRole('link', { name: 'Open in MetaMask' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Install a wallet' }).getAttribute('href')).toBe(
      'https://metamask.io/download/',
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => expect(assign).toHaveBeenCalledWith('https://metamask.io/download/'));
    expect(within(dialog).getByRole('alert').textContent).toBe('MetaMask not found');
  });
});

describe('wallets announced through EIP-6963', () => {
  const ICON_A = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E';
  const ICON_B = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20id=%22b%22/%3E';
  let stopAnnouncing = () => {};
  beforeEach(() => {
    const wallets = [
      {
        uuid: '7f1c1a5e-0000-4000-8000-000000000001',
        name: 'Alpha Wallet',
        icon: ICON_A,
        rdns: 'test.alpha',
      },
      { uuid: '7f1c1a5e-0000-4000-8000-000000000002', name: 'Beta Wallet', icon: ICON_B, rdns: 'test.beta' },
    ].map((info) => ({ info, provider: silentProvider() }));
    // The first one also injected window.ethereum, as MetaMask does: it must not appear a second time.
    (window as { ethereum?: unknown }).ethereum = wallets[0]?.provider;
    const announce = () => {
      for (const detail of wallets)
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) }));
    };
    window.addEventListener('eip6963:requestProvider', announce);
    stopAnnouncing = () => window.removeEventListener('eip6963:requestProvider', announce);
  });
  afterEach(() => stopAnnouncing());

  it('lists them first, with their names and icons, and not the generic injected entry', async () => {
    useUserAgent(DESKTOP);
    const dialog = await openDialog(wagmiConfig([injected()], true));
    await eventually(() => expect(listedWallets(dialog)).toEqual(['Alpha Wallet', 'Beta Wallet']));
    const icons = within(dialog)
      .getAllByRole('button', { name: /Alpha Wallet|Beta Wallet/ })
      .map((b) => b.querySelector('img')?.getAttribute('src'));
    expect(icons).toEqual([ICON_A, ICON_B]);
    expect(within(dialog).queryByRole('link', { name: /Install/ })).toBeNull();
  });

  it('puts them before WalletConnect when a project id is configured', async () => {
    useUserAgent(DESKTOP);
    const dialog = await openDialog(wagmiConfig([injected(), ...walletConnectConnectors(PROJECT_ID)], true));
    await eventually(() =>
      expect(listedWallets(dialog)).toEqual(['Alpha Wallet', 'Beta Wallet', 'WalletConnect']),
    );
  });
});

describe('WalletConnect', () => {
  it('is offered when configured; the automatic login does not open it, nor leave for the install page', async () => {
    useUserAgent(DESKTOP);
    const dialog = await openDialog(wagmiConfig([injected(), ...walletConnectConnectors(PROJECT_ID)]));
    expect(listedWallets(dialog)).toEqual(['WalletConnect']);
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => expect(within(dialog).getByRole('alert').textContent).toBe('MetaMask not found'));
    expect(assign).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: 'Install a wallet' })).toBeTruthy();
  });

  it('is offered on a phone next to the wallet apps when configured', async () => {
    useUserAgent(IPHONE);
    const dialog = await openDialog(wagmiConfig([injected(), ...walletConnectConnectors(PROJECT_ID)]));
    expect(within(dialog).getByRole('link', { name: 'Open in MetaMask' })).toBeTruthy();
    expect(listedWallets(dialog)).toEqual(['WalletConnect']);
  });

  it('is absent when not configured', async () => {
    useUserAgent(DESKTOP);
    (window as { ethereum?: unknown }).ethereum = silentProvider();
    const dialog = await openDialog(wagmiConfig([injected(), ...walletConnectConnectors(undefined)]));
    expect(listedWallets(dialog)).toEqual(['Injected']);
    expect(within(dialog).queryByRole('button', { name: 'WalletConnect' })).toBeNull();
  });
});
