// The wallet modal's automatic login (docs/flows.md#wallet-modal): start after 0.5 s, retry 2 s after a
// rejection (once: a second rejection in a row waits for the person) and 3 s after any other error, install page when there is no wallet; the login messages
// (docs/messages.md#login).
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig, createStorage, http as httpTransport, injected, noopStorage } from 'wagmi';
import { LOGIN_MESSAGE_PREFIX } from '#core/login.ts';
import { readTokens } from '../api/tokens.ts';
import { authStore } from '../auth/authStore.ts';
import { CHAIN, RPC_URL } from '../config/chains.ts';
import { browserNavigation } from '../lib/browserNavigation.ts';
import { eventually } from '../test/eventually.ts';
import { renderApp } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { withTestChain } from '../test/testChain.ts';
import { INVESTOR } from '../test/wallet.ts';
import { modals } from './modalStore.ts';
import { preloadWalletLogin } from './WalletModal.tsx';

// The spec's delays, by value (docs/constants.md#retry-delays): changing them in WalletLogin.tsx fails here.
const AUTO_LOGIN_DELAY_MS = 500;
const RETRY_AFTER_REJECTION_MS = 2000;
const RETRY_AFTER_ERROR_MS = 3000;

interface LoginBody {
  address: string;
  signature: string;
  timestamp: number;
}

function loginEndpoint(status: number | (() => number) = 200) {
  const bodies: LoginBody[] = [];
  server.use(
    http.post('*/api/auth/login/', async ({ request }) => {
      bodies.push((await request.json()) as LoginBody);
      const code = typeof status === 'function' ? status() : status;
      if (code === 200) return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      return HttpResponse.json({ detail: 'rejected' }, { status: code });
    }),
  );
  return bodies;
}

const chain = withTestChain();

const signRequests = () => chain().methods.filter((m) => m === 'personal_sign' || m === 'eth_sign').length;

/** Fake timers start once the page is rendered (React's Suspense reveal itself waits on a timer). */
async function showPage(options: Parameters<typeof renderApp>[1] = {}) {
  await preloadWalletLogin();
  const app = renderApp('/', options);
  await screen.findByRole('heading', { level: 1 });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return app;
}

async function openModal(options: Parameters<typeof renderApp>[1] = {}) {
  const app = await showPage(options);
  act(() => modals.open('confirmWalletModal'));
  expect(screen.getByRole('dialog', { name: 'Confirm in your wallet' })).toBeTruthy();
  return app;
}

describe('wallet modal auto-login', () => {
  afterEach(() => vi.useRealTimers());

  it('starts 0.5 s after opening, signs the login message and stores both tokens', async () => {
    const bodies = loginEndpoint();
    await openModal();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS - 1));
    expect(signRequests()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.address).toBe(INVESTOR);
    expect(typeof bodies[0]?.timestamp).toBe('number');
    await eventually(() =>
      expect(readTokens()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
    );
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(authStore.getState().error).toBeNull();
  });

  it('retries 2 s after the user rejects the signature, showing the rejection message', async () => {
    const bodies = loginEndpoint();
    chain().rejectSignatures = 1;
    await openModal();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => screen.getByText('You rejected the signature request'));
    expect(signRequests()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_REJECTION_MS - 1));
    expect(signRequests()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() => expect(bodies).toHaveLength(1));
    expect(signRequests()).toBe(2);
  });

  it('asks no more by itself after a second rejection in a row; picking the wallet signs again', async () => {
    const bodies = loginEndpoint();
    chain().rejectSignatures = 2;
    await openModal();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => expect(signRequests()).toBe(1));
    // The spec's retry 2 s after the first rejection…
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_REJECTION_MS));
    await eventually(() => expect(signRequests()).toBe(2));
    // …and after the second the person has answered: nothing more is asked, however long the dialog stays.
    await eventually(() => screen.getByText('You declined again: pick a wallet below to sign in.'));
    screen.getByText('You rejected the signature request');
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS * 5));
    expect(signRequests()).toBe(2);
    expect(bodies).toHaveLength(0);
    const dialog = screen.getByRole('dialog', { name: 'Confirm in your wallet' });
    const [wallet] = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.closest('li'));
    act(() => (wallet as HTMLButtonElement).click());
    await eventually(() => expect(bodies).toHaveLength(1));
    expect(signRequests()).toBe(3);
  });

  it('retries 3 s after another error, showing the message for a 401', async () => {
    let attempts = 0;
    const bodies = loginEndpoint(() => (++attempts === 1 ? 401 : 200));
    await openModal();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => screen.getByText('Invalid signature or expired time'));
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS - 1));
    // The retry's signature request, not its login body: the body only arrives after the wallet signed (real
    // I/O), so an early retry would still show one body here.
    expect(signRequests()).toBe(1);
    expect(bodies).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() => expect(bodies).toHaveLength(2));
    expect(signRequests()).toBe(2);
    await eventually(() => expect(readTokens().accessToken).toBe('new-access'));
  });

  it('shows the 400 message in Russian with the Russian UI', async () => {
    loginEndpoint(400);
    await showPage({ lng: 'ru' });
    act(() => modals.open('confirmWalletModal'));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => screen.getByText('Некорректные данные авторизации'));
  });

  it('stops retrying once the modal is closed', async () => {
    const bodies = loginEndpoint(401);
    await openModal();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => expect(bodies).toHaveLength(1));
    act(() => modals.close('confirmWalletModal'));
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_ERROR_MS * 3));
    expect(bodies).toHaveLength(1);
  });

  it('sends a visitor without any wallet to the install page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const config = createConfig({
      chains: [CHAIN],
      connectors: [injected()],
      multiInjectedProviderDiscovery: false,
      transports: { [CHAIN.id]: httpTransport(RPC_URL) },
      storage: createStorage({ storage: noopStorage }),
    });
    await showPage({ config });
    act(() => modals.open('confirmWalletModal'));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LOGIN_DELAY_MS));
    await eventually(() => expect(assign).toHaveBeenCalledWith('https://metamask.io/download/'));
    expect(screen.getByText('MetaMask not found')).toBeTruthy();
  });
});

describe('login message', () => {
  it('is the fixed sentence followed by the millisecond timestamp', () => {
    expect(`${LOGIN_MESSAGE_PREFIX}1700000000000`).toBe(
      'Authorization in the RealEstate App. Timestamp: 1700000000000',
    );
  });
});
