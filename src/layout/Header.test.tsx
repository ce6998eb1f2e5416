// Top bar: wallet button and menu (exit logs out and returns to /), burger menu, language switch.
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTokens } from '../api/tokens.ts';
import { LANGUAGE_RELOAD_KEY } from '../i18n/languageReload.ts';
import { browserNavigation } from '../lib/browserNavigation.ts';
import { renderApp } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { loggedInInvestor, TEST_REFRESH } from '../test/session.ts';

describe('top bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the wallet modal from 'connect wallet' when no wallet is connected", async () => {
    const { user } = renderApp('/');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'connect wallet' }));
    expect(screen.getByRole('dialog', { name: 'Confirm in your wallet' })).toBeTruthy();
  });

  it('shows the shortened address, toggles the wallet menu, and exit logs out and returns to /', async () => {
    let logoutBody: unknown;
    server.use(
      http.post('*/api/auth/logout/', async ({ request }) => {
        logoutBody = await request.json();
        return HttpResponse.json({ detail: 'Logged out' });
      }),
    );
    const { user } = renderApp('/catalog', { config: loggedInInvestor() });
    const button = await screen.findByRole('button', {
      name: '0x90F79...906: wallet menu',
    });
    expect(button.getAttribute('title')).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('link', { name: 'Profile' })).getAttribute('href')).toBe(
      '/personal-account',
    );
    expect(screen.getByRole('link', { name: 'My shares' }).getAttribute('href')).toBe(
      '/personal-account/parts',
    );
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(readTokens()).toEqual({ accessToken: null, refreshToken: null }));
    expect(logoutBody).toEqual({ refresh: TEST_REFRESH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Own real estate by the square metre' }),
    ).toBeTruthy();
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'connect wallet' }),
    ).toBeTruthy();
  });

  it('clears the tokens on exit even when the logout call fails', async () => {
    server.use(http.post('*/api/auth/logout/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = renderApp('/', { config: loggedInInvestor() });
    await user.click(await screen.findByRole('button', { name: /0x90F79\.\.\.906/ }));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(readTokens()).toEqual({ accessToken: null, refreshToken: null }));
  });

  it('toggles the burger menu that holds the navigation on small screens', async () => {
    const { user } = renderApp('/');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(burger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu.hidden).toBe(true);
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close menu');
    expect(menu.hidden).toBe(false);
    await user.click(within(menu).getByRole('link', { name: 'Catalog' }));
    await waitFor(() => expect(menu.hidden).toBe(true));
  });

  it('switches the language: stores the reload mark and scroll position, then reloads', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    const { user, i18n } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    window.scrollY = 640;
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: /Русский/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(i18n.language).toBe('ru');
    const mark = JSON.parse(sessionStorage.getItem(LANGUAGE_RELOAD_KEY) ?? '{}');
    expect(mark.scrollY).toBe(640);
    expect(mark.at).toBeGreaterThanOrEqual(before);
    expect(screen.getByRole('button', { name: /Русский/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('drops both tokens when the wallet disconnects', async () => {
    const { config } = renderApp('/', { config: loggedInInvestor() });
    await screen.findByRole('button', { name: /0x90F79\.\.\.906/ });
    expect(readTokens().refreshToken).toBe(TEST_REFRESH);
    const connector = config.connectors[0];
    await act(async () => {
      await connector?.disconnect();
      config.setState((state) => ({
        ...state,
        connections: new Map(),
        current: null,
        status: 'disconnected',
      }));
    });
    await waitFor(() => expect(readTokens()).toEqual({ accessToken: null, refreshToken: null }));
  });
});
