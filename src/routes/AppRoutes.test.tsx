// Every route of docs/routes.md#route-table renders its screen; /PropertyList redirects anyone not flagged
// admin.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buy, createProperty } from '../test/chainActions.ts';
import {
  catalogProperty,
  certificate,
  ownership,
  propertyRecord,
  purchase,
  sale,
  TOKEN_A,
} from '../test/fixtures.ts';
import { renderApp } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { loggedInInvestor } from '../test/session.ts';
import { withTestChain } from '../test/testChain.ts';
import { ADMIN, createTestWagmiConfig } from '../test/wallet.ts';

vi.mock('../admin/AdminApp.tsx', () => ({ default: () => <h1>Admin console loaded</h1> }));

withTestChain();

/** Marina Loft (TOKEN_A) on chain with 25 of its 100 M2 sold (to investor #4), and the API's records of it. */
const catalogHandlers = async () => {
  expect((await createProperty({ name: 'Marina Loft' })).toLowerCase()).toBe(TOKEN_A);
  await buy(4, TOKEN_A, 25n * 10n ** 18n);
  server.use(
    http.get('*/api/properties/validated-catalog/', () =>
      HttpResponse.json([catalogProperty({ bucket_balance: String(5_000n * 10n ** 18n) })], {
        headers: { 'Content-Range': 'properties 0-0/1' },
      }),
    ),
    http.get('*/api/properties/:id/', () => HttpResponse.json(propertyRecord())),
  );
};

describe('routes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('/ shows the main page with the principles, FAQ and contacts sections', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Own real estate by the square metre' }),
    ).toBeTruthy();
    for (const [id, name] of [
      ['principles', 'Our principles'],
      ['faq', 'Frequently asked questions'],
      ['contacts', 'Contacts'],
    ]) {
      const section = document.getElementById(id as string);
      expect(section?.getAttribute('aria-labelledby')).toBe(`${id}-title`);
      expect(screen.getByRole('region', { name })).toBe(section);
    }
    for (const link of screen.getAllByRole('link', { name: 'Principles' }))
      expect(link.getAttribute('href')).toBe('/#principles');
  });

  it('/catalog shows the validated properties with the chain figures of the API answer', async () => {
    await catalogHandlers();
    renderApp('/catalog');
    expect(await screen.findByRole('link', { name: 'Marina Loft' })).toBeTruthy();
    expect(screen.getByText('1,000.00 USDT per M2')).toBeTruthy();
    expect(screen.getByText('APY 8.5 %')).toBeTruthy();
    expect(await screen.findByText('75 M2')).toBeTruthy();
    expect(screen.getByText('25 M2')).toBeTruthy();
    // Liquidity coverage: bucket 5,000 ÷ sold value 25,000 = 20 %.
    expect(await screen.findByText('20 %')).toBeTruthy();
  });

  it('/catalog/{contractAddress} shows the property with its figures and the buy form', async () => {
    await catalogHandlers();
    renderApp(`/catalog/${TOKEN_A}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marina Loft' })).toBeTruthy();
    expect(screen.getByText('1 Marina Walk, Dubai')).toBeTruthy();
    expect(await screen.findByText('1 month')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Buy square metres' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect a wallet to buy' })).toBeTruthy();
  });

  it('/catalog/{not an address} shows the not-found page', async () => {
    renderApp('/catalog/not-an-address');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('/personal-account without a session invites to connect the wallet', async () => {
    renderApp('/personal-account');
    expect(await screen.findByText('Connect your wallet to open your personal account.')).toBeTruthy();
  });

  it('/personal-account shows the profile of a logged-in investor, without the wallet-mail placeholder', async () => {
    server.use(
      http.get('*/api/user/profile', () =>
        HttpResponse.json({
          id: 3,
          wallet_address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
          email: '0x90f79bf6eb2c4f870365e785982e1f101e93b906@wallet.mail',
        }),
      ),
    );
    renderApp('/personal-account', { config: loggedInInvestor() });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 2 })).toBeTruthy();
    expect(await screen.findByText('No email yet')).toBeTruthy();
    expect(screen.getByText('0x90F79bf6EB2c4f870365E785982E1f101E93b906')).toBeTruthy();
  });

  it('/personal-account/parts shows holdings, purchases, sales, ownerships and certificates', async () => {
    await catalogHandlers();
    server.use(
      http.get('*/api/purchases/', () => HttpResponse.json([purchase()])),
      http.get('*/api/purchases/sales/', () => HttpResponse.json([sale()])),
      http.get('*/api/purchases/ownerships/', () => HttpResponse.json([ownership()])),
      http.get('*/api/certificates/', () => HttpResponse.json([certificate()])),
    );
    renderApp('/personal-account/parts', { config: loggedInInvestor() });
    for (const name of ['My shares', 'Purchases', 'Sales', 'Ownership records', 'Certificates']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(await screen.findByText('2,000 USDT')).toBeTruthy();
    expect(await screen.findByText('№ 5')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Public link: verification of certificate № 5 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/certificates/verify/5/?signature=0x00');
  });

  it('/test-error-button shows the error fallback with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/test-error-button');
    await user.click(await screen.findByRole('button', { name: 'Throw a test error' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('anything else shows the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('/PropertyList redirects a visitor without a wallet to /', async () => {
    renderApp('/PropertyList');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Own real estate by the square metre' }),
    ).toBeTruthy();
    expect(screen.queryByText('Admin console loaded')).toBeNull();
  });

  it('/PropertyList redirects a connected investor who is not admin to /', async () => {
    renderApp('/PropertyList', { config: loggedInInvestor() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Own real estate by the square metre' }),
    ).toBeTruthy();
    expect(screen.queryByText('Admin console loaded')).toBeNull();
  });

  it('/PropertyList loads the admin console for the on-chain admin (DEFAULT_ADMIN_ROLE)', async () => {
    renderApp('/PropertyList', { config: createTestWagmiConfig({ connected: true, account: ADMIN }) });
    expect(await screen.findByText('Admin console loaded')).toBeTruthy();
  });

  it('shows the Admin link to the admin only, and Personal account only with a wallet connected', async () => {
    const visitor = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Own real estate by the square metre' });
    expect(screen.queryByRole('link', { name: 'Personal account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    visitor.unmount();

    const investor = renderApp('/', { config: loggedInInvestor() });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Personal account' }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    investor.unmount();

    renderApp('/', { config: createTestWagmiConfig({ connected: true, account: ADMIN }) });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Admin' })[0]?.getAttribute('href')).toBe('/PropertyList'),
    );
  });
});
