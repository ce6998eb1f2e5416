// A visitor without a wallet: home, catalogue, property page (with the rent holders received, as the chain paid it,
// and what a sale can draw now), language switch keeping the scroll, 404, and the burger menu on a narrow screen.
import type { Browser } from 'playwright-core';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatUsdt } from '../src/lib/amounts.ts';
import { connectBrowser, MOBILE, openApp, screenshot } from './lib/browser.ts';
import { propertyPathOf } from './lib/catalog.ts';
import { contracts } from './lib/chain.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('visitor', () => {
  test('home shows the main sections and only the visitor links', async () => {
    const { page, errors, context } = await openApp(browser);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Catalog' }).waitFor();
    await nav.getByRole('link', { name: 'Principles' }).waitFor();
    await nav.getByRole('link', { name: 'Contacts' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Personal account' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: 'connect wallet' }).waitFor();

    await nav.getByRole('link', { name: 'Principles' }).click();
    await page.waitForFunction(() => window.scrollY > 100);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('catalog lists the listed properties and opens one', async () => {
    const { page, errors, context } = await openApp(browser);
    await page.goto('/catalog');
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    // Nine demo properties, two of them delisted: the catalogue shows the seven listed ones.
    expect(await cards.count()).toBe(7);
    expect(await page.getByRole('link', { name: 'Canal House' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sunset Apartments' }).count()).toBe(0);
    await screenshot(page, 'catalog-en-desktop');

    await page.getByRole('link', { name: 'Riverside Lofts' }).click();
    await page.waitForURL(/\/catalog\/0x[0-9a-fA-F]{40}$/);
    await page.getByRole('heading', { name: 'Riverside Lofts', level: 1 }).waitFor();
    await page.getByText('Rua da Cintura do Porto 18, Lisbon, Portugal').first().waitFor();
    // 30 days is one month in the duration units of docs/constants.md#display.
    await page.getByText('1 month').first().waitFor();
    await screenshot(page, 'property-en-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a property page shows the rent holders received and the unsold M2’s share apart, as the chain paid them', async () => {
    // The demo's distributions, from the chain's own events: per property, the amount and the unsold M2's share.
    const { vault, lens } = contracts();
    const paid = new Map<string, { count: number; amount: bigint; issuerShare: bigint }>();
    for (const event of await vault.getEvents.IncomeDistributed({}, { fromBlock: 0n, toBlock: 'latest' })) {
      const token = event.args.token as string;
      const sum = paid.get(token) ?? { count: 0, amount: 0n, issuerShare: 0n };
      paid.set(token, {
        count: sum.count + 1,
        amount: sum.amount + (event.args.amount ?? 0n),
        issuerShare: sum.issuerShare + (event.args.issuerShare ?? 0n),
      });
    }
    // A listed property some of whose rent went back to its bucket (M2 unsold when it was paid).
    let chosen: [string, { count: number; amount: bigint; issuerShare: bigint }] | undefined;
    for (const entry of paid)
      if (
        entry[1].issuerShare > 0n &&
        (await lens.read.getPropertyView([entry[0] as `0x${string}`])).isListed
      )
        chosen = entry;
    if (!chosen) throw new Error('no listed demo property paid rent with M2 unsold');
    const [token, sum] = chosen;
    const usdt = (units: bigint) => `${formatUsdt(units, 18, 'en')} USDT`;

    const { page, errors, context } = await openApp(browser);
    await page.goto(`/catalog/${token}`);
    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]').textContent();
    // Holders received the rent less the unsold M2's share (#27: the whole amount was shown as paid to holders).
    await expect
      .poll(() => figure('Rent paid to holders'), { timeout: 30_000 })
      .toBe(`${sum.count} distribution${sum.count === 1 ? '' : 's'}, ${usdt(sum.amount - sum.issuerShare)}`);
    expect(await figure("Rent's share of unsold M2 (back to the bucket)")).toBe(usdt(sum.issuerShare));
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a property page shows what a sale can draw now: the bucket plus the general bucket's share for it", async () => {
    const path = await propertyPathOf('Riverside Lofts');
    const token = path.slice('/catalog/'.length) as Address;
    const { lens, vault } = contracts();
    const view = await lens.read.getPropertyView([token]);
    expect(view.isListed && view.isSellEnabled).toBe(true);
    // #27: the whole general bucket was counted; a sale draws at most the property's allowance from it.
    const expected = view.bucketBalance + (await vault.read.generalAllowance([token]));
    expect(expected).toBeLessThan(view.bucketBalance + (await vault.read.generalBucket()));
    const { page, errors, context } = await openApp(browser);
    await page.goto(path);
    const figure = page
      .locator('dt', { hasText: "Available for sales now (bucket + general bucket's share)" })
      .locator('xpath=following-sibling::dd[1]');
    await expect
      .poll(() => figure.textContent(), { timeout: 30_000 })
      .toBe(`${formatUsdt(expected, 18, 'en')} USDT`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('switching to Russian and back reloads in place, keeping the scroll position', async () => {
    const { page, errors, context } = await openApp(browser);
    await page.goto('/catalog');
    await page.getByRole('article').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 2);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Русский' }).click()]);
    await page.getByRole('heading', { name: 'Каталог', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Лофты у реки' }).waitFor();
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 30);
    await screenshot(page, 'catalog-ru-desktop');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'English' }).click()]);
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 30);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an unknown route shows the not-found page', async () => {
    const { page, context } = await openApp(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the main page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  test('the burger menu starts exactly under 568 px: burger at 567, full navigation at 568', async () => {
    const { page, errors, context } = await openApp(browser, { viewport: { width: 567, height: 800 } });
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', { name: 'Main navigation' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.waitFor();
    expect(await desktopNav.isVisible()).toBe(false);
    await page.setViewportSize({ width: 568, height: 800 });
    await desktopNav.waitFor();
    expect(await burger.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('under 568 px the navigation moves into the burger menu', async () => {
    const { page, errors, context } = await openApp(browser, { viewport: MOBILE });
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await desktopNav.isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.waitFor();
    await screenshot(page, 'home-en-mobile-menu');
    await menu.getByRole('link', { name: 'Catalog' }).click();
    await page.waitForURL(/\/catalog$/);
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
