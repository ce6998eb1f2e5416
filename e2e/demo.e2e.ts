// The demo data promised by the README (docs/roles.md#local-accounts): the admin (#0) and the fund manager (#2)
// hold test USDT for manual deposits, exactly one demo property (Garden Villas) has insufficient liquidity, and
// the fund manager reaches the buckets dashboard in the console and is told why the other tabs are closed, and #10
// is the compliance-only officer.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readAllPages } from '#core/pages.ts';
import { demoProperties } from '../scripts/demo/properties.ts';
import { anvilAccount, LOCAL_ROLES } from '../scripts/lib/anvil.ts';
import { connectBrowser, openApp } from './lib/browser.ts';
import { chainClient, contracts } from './lib/chain.ts';
import { signIn } from './lib/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('demo data', () => {
  test('the admin (#0) and the fund manager (#2) hold test USDT', async () => {
    const usdt = contracts().usdt;
    const unit = 10n ** BigInt(await usdt.read.decimals());
    for (const index of [0, 2]) {
      const balance = await usdt.read.balanceOf([anvilAccount(index).address]);
      expect(balance / unit, `account #${index}`).toBeGreaterThanOrEqual(100_000n);
    }
  });

  test('#10 holds COMPLIANCE_ROLE and no other role, with gas to act', async () => {
    const { registry, vault } = contracts();
    const officer = anvilAccount(LOCAL_ROLES.compliance).address;
    const [compliance, manager, admin] = await Promise.all([
      registry.read.COMPLIANCE_ROLE(),
      registry.read.MANAGER_ROLE(),
      registry.read.DEFAULT_ADMIN_ROLE(),
    ]);
    expect(await registry.read.hasRole([compliance, officer])).toBe(true);
    expect(await registry.read.hasRole([manager, officer])).toBe(false);
    expect(await registry.read.hasRole([admin, officer])).toBe(false);
    expect(await vault.read.fundManager()).not.toBe(officer);
    expect(await chainClient().getBalance({ address: officer })).toBeGreaterThan(10n ** 18n);
  });

  test('exactly one demo property, Garden Villas, has insufficient liquidity', async () => {
    // Every property on chain, listed or not (the lens's flag: selling open and the bucket below the sold value).
    const { lens, registry } = contracts();
    const views = await readAllPages(await registry.read.propertyCount(), (offset, limit) =>
      lens.read.getPropertyViewsPage([offset, limit]),
    );
    const demoNames = new Set(demoProperties.map((p) => p.name));
    const short = views.filter((v) => demoNames.has(v.name) && v.isLiquidityInsufficient);
    expect(short.map((v) => v.name)).toEqual(['Garden Villas']);
  });

  test('the fund manager opens the buckets dashboard and sees why the other tabs are closed', async () => {
    const fundManager = anvilAccount(LOCAL_ROLES.fundManager).address;
    const { page, context, errors } = await openApp(browser, { account: LOCAL_ROLES.fundManager });
    await page.goto('/');
    await signIn(page, fundManager);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await page.waitForURL(/\/PropertyList/);
    await page.getByText('This tab is closed to your wallet').waitFor();
    await page.getByText('It needs the role: manager or admin. Your wallet holds: fund manager.').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Buckets dashboard' }).click();
    await page.getByRole('heading', { name: 'Buckets dashboard', level: 1 }).waitFor();
    await page.getByText('Manual deposit').first().waitFor();
    expect(await page.getByText('This tab is closed to your wallet').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
