// Renders the whole app at a /PropertyList path the way a browser gets it (routes, AdminGate, the lazy
// console, the shared modals), with the admin wallet connected through wagmi's mock connector, the chain on
// /rpc (the file's anvil with the real contracts, src/test/testChain.ts), the `admin` translations in memory and,
// unless told otherwise, a signed-in session.
import { screen } from '@testing-library/react';
import type { Address } from 'viem';
import enAdmin from '../../../public/locales/en/admin.json';
import ruAdmin from '../../../public/locales/ru/admin.json';
import { saveTokens } from '../../api/tokens.ts';
import type { Language } from '../../config/i18n.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { ensureTestChain, testChain } from '../../test/testChain.ts';
import { ADMIN, createTestWagmiConfig } from '../../test/wallet.ts';
import { ADMIN_NAMESPACE } from '../providers/i18nProvider.ts';

/** An unsigned JWT-shaped token for `address` (the app reads its `address` and `exp` claims only). */
export function testToken(address: Address, typ = 'access'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 4 * 3600;
  return `${encode({ alg: 'none' })}.${encode({ address, exp, typ })}.signature`;
}

export interface RenderAdminOptions {
  account?: Address;
  signedIn?: boolean;
  lng?: Language;
  /** Sends its transactions (src/test/chainActions.ts) before the app reads the chain. */
  setup?: () => Promise<unknown>;
}

function render(
  path: string,
  { account = ADMIN, signedIn = true, lng = 'en' }: Omit<RenderAdminOptions, 'setup'>,
) {
  if (signedIn) saveTokens({ access: testToken(account), refresh: testToken(account, 'refresh') });
  const config = createTestWagmiConfig({ connected: true, account });
  const rendered = renderApp(path, { config, lng });
  rendered.i18n.addResourceBundle('en', ADMIN_NAMESPACE, enAdmin);
  rendered.i18n.addResourceBundle('ru', ADMIN_NAMESPACE, ruAdmin);
  return rendered;
}

/**
 * The console on the file's test chain (started here when the file did not call withTestChain): `setup` sends its transactions (src/test/chainActions.ts)
 * before the app reads the chain; `chain` and `admin` are the test chain's interceptors (sent, failNext).
 */
export async function renderAdminOnChain(
  path = '/PropertyList',
  { setup, ...options }: RenderAdminOptions = {},
) {
  await ensureTestChain();
  await setup?.();
  // `admin`: the same chain, named for the console's writes in the tests.
  return { ...render(path, options), chain: testChain(), admin: testChain() };
}

/** Waits until the console is on screen (the lazy chunk, the admin check and react-admin's auth check). */
export async function findConsole(): Promise<HTMLElement> {
  return screen.findByRole('heading', { name: /^(system status|состояние системы)$/i }, { timeout: 8000 });
}

/** Loads the console's chunk (react-admin, MUI) once per file, before the first test's clock starts. */
export const preloadConsole = () => import('../AdminApp.tsx');
