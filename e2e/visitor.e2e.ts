// A visitor without a wallet: home, catalogue, property page, language switch keeping the scroll, 404, and the
// burger menu on a narrow screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectBrowser, MOBILE, openApp, screenshot } from './lib/browser.ts';

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
