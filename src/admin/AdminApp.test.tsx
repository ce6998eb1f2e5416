// The console as a route of the app: admins get it (menu with the six tabs of docs/admin.md#tabs, in English
// or Russian), anyone else is sent to / (docs/admin.md, docs/roles.md#roles).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_ROLE } from '#core/roles.ts';
import { grantRole } from '../test/chainActions.ts';
import { renderApp } from '../test/renderApp.tsx';
import { createTestWagmiConfig, FUND_MANAGER, INVESTOR } from '../test/wallet.ts';
import { ANVIL_ACCOUNTS } from '../wallet/anvilAccounts.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from './test/renderAdmin.tsx';

/** Anvil #9: an investor account; the tests that grant it COMPLIANCE_ROLE make it a compliance-only wallet. */
const COMPLIANCE_OFFICER = ANVIL_ACCOUNTS[9]?.address as `0x${string}`;

beforeAll(preloadConsole, 60_000);

const HOME_TITLE = 'Own real estate by the square metre';

describe('Admin console route', { timeout: 20_000 }, () => {
  it('gives an admin the status panel and the six tabs, plus all purchases, the income distributions, the investors, the audit log, the recoveries and the way back', async () => {
    await renderAdminOnChain('/PropertyList');
    await findConsole();
    const menu = within(screen.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'All properties',
      'Create property',
      'Backend properties',
      'Manager panel',
      'Admin functions tester',
      'Buckets dashboard',
      'All purchases',
      'Income distributions',
      'Investors',
      'Audit log',
      'Recoveries',
      'Back to the site',
    ]);
    expect(menu.getByRole('menuitem', { name: 'Buckets dashboard' }).getAttribute('href')).toBe(
      '/PropertyList/buckets',
    );
    expect(menu.getByRole('menuitem', { name: 'Income distributions' }).getAttribute('href')).toBe(
      '/PropertyList/distributions',
    );
    expect(menu.getByRole('menuitem', { name: 'Recoveries' }).getAttribute('href')).toBe(
      '/PropertyList/recoveries',
    );
    expect(await screen.findByRole('heading', { name: 'All properties', level: 1 })).toBeTruthy();
  });

  it('opens the buckets dashboard to the fund manager and says why the other tabs are closed', async () => {
    await renderAdminOnChain('/PropertyList', { account: FUND_MANAGER });
    await findConsole();
    expect(await screen.findByText('This tab is closed to your wallet', {}, { timeout: 8000 })).toBeTruthy();
    expect(
      screen.getByText(/It needs the role: manager or admin\. Your wallet holds: fund manager\./),
    ).toBeTruthy();
    const menu = within(screen.getByRole('menu'));
    expect(
      menu
        .getByRole('menuitem', { name: /All properties/ })
        .querySelector('[data-testid="LockOutlinedIcon"]'),
    ).toBeTruthy();
    expect(
      menu
        .getByRole('menuitem', { name: /Income distributions/ })
        .querySelector('[data-testid="LockOutlinedIcon"]'),
    ).toBeTruthy();
    expect(
      menu
        .getByRole('menuitem', { name: /Buckets dashboard/ })
        .querySelector('[data-testid="LockOutlinedIcon"]'),
    ).toBeNull();
    const main = within(screen.getByRole('main'));
    await userEvent.click(main.getByRole('link', { name: 'Buckets dashboard' }));
    expect(
      await screen.findByRole('heading', { name: 'Buckets dashboard', level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByText('This tab is closed to your wallet')).toBeNull();
  });

  it('opens to a compliance-only wallet (through the AdminGate): investors, audit log, recoveries and the tester, never the money tabs', async () => {
    await renderAdminOnChain('/PropertyList', {
      account: COMPLIANCE_OFFICER,
      setup: () => grantRole(COMPLIANCE_ROLE, COMPLIANCE_OFFICER),
    });
    await findConsole();
    expect(await screen.findByText('This tab is closed to your wallet', {}, { timeout: 8000 })).toBeTruthy();
    expect(
      screen.getByText(/It needs the role: manager or admin\. Your wallet holds: compliance\./),
    ).toBeTruthy();
    const menu = within(screen.getByRole('menu'));
    const locked = (name: string) =>
      menu
        .getByRole('menuitem', { name: new RegExp(name) })
        .querySelector('[data-testid="LockOutlinedIcon"]') !== null;
    const tabs = [
      'All properties',
      'Create property',
      'Backend properties',
      'Manager panel',
      'Admin functions tester',
      'Buckets dashboard',
      'All purchases',
      'Income distributions',
      'Investors',
      'Audit log',
      'Recoveries',
    ];
    expect(tabs.filter((tab) => !locked(tab))).toEqual([
      'Admin functions tester',
      'Investors',
      'Audit log',
      'Recoveries',
    ]);
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Admin functions tester',
      'Investors',
      'Audit log',
      'Recoveries',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: /Buckets dashboard/ }));
    expect(
      await screen.findByText(/It needs the role: fund manager or admin\. Your wallet holds: compliance\./),
    ).toBeTruthy();
  });

  it('redirects a connected investor to the home page', async () => {
    renderApp('/PropertyList', { config: createTestWagmiConfig({ connected: true, account: INVESTOR }) });
    expect(
      await screen.findByRole('heading', { name: HOME_TITLE, level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'System status' })).toBeNull();
  });

  it('redirects a visitor without a wallet to the home page', async () => {
    renderApp('/PropertyList/buckets');
    expect(
      await screen.findByRole('heading', { name: HOME_TITLE, level: 1 }, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('speaks Russian, including react-admin’s own texts', async () => {
    await renderAdminOnChain('/PropertyList/properties/create', { lng: 'ru' });
    await findConsole();
    expect(screen.getByRole('heading', { name: 'Состояние системы' })).toBeTruthy();
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Все объекты' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Создать' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();
  });

  it('names the open tab in the document title, in English and Russian', async () => {
    const english = await renderAdminOnChain('/PropertyList/buckets');
    await findConsole();
    await waitFor(() => expect(document.title).toBe('Buckets dashboard — Admin console'));
    english.unmount();
    await renderAdminOnChain('/PropertyList/properties/create', { lng: 'ru' });
    await findConsole();
    await waitFor(() => expect(document.title).toBe('Создать объект — Панель администратора'));
  });
});
