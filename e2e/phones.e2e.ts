// Phones (docs/wallets.md#phones), at 390×844 with an iPhone's user agent and no wallet in the browser: the
// wallet dialog offers to open the current page in MetaMask's and Trust Wallet's browsers, with that page's
// URL in the links, the App Store only as a secondary link, and it sends nobody anywhere by itself. On a
// desktop with two wallets announced through EIP-6963, those two are listed first, with their names and icons.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { connectBrowser, MOBILE, openApp, screenshot } from './lib/browser.ts';
import { propertyPathOf } from './lib/catalog.ts';

const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const INVESTOR = 5;
const DIALOG_NAME = /^(Confirm in your wallet|Подтвердите в кошельке)$/;

let browser: Browser;
let propertyPath = '';
beforeAll(async () => {
  browser = await connectBrowser();
  propertyPath = await propertyPathOf('Riverside Lofts');
});
afterAll(() => browser.close());

async function openWalletDialog(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(connect wallet|подключить кошелёк)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await dialog.waitFor();
  return dialog;
}

describe('phone without a wallet app browser', () => {
  const texts = {
    en: {
      metaMask: 'Open in MetaMask',
      trust: 'Open in Trust Wallet',
      store: 'No wallet app yet? Install MetaMask',
    },
    ru: {
      metaMask: 'Открыть в MetaMask',
      trust: 'Открыть в Trust Wallet',
      store: 'Ещё нет приложения кошелька? Установите MetaMask',
    },
  } as const;

  for (const lng of ['en', 'ru'] as const) {
    test(`the dialog deep-links the current page into MetaMask and Trust Wallet, ${lng}`, async () => {
      const { page, context, errors } = await openApp(browser, {
        viewport: MOBILE,
        phoneUserAgent: IPHONE_USER_AGENT,
        locale: lng === 'ru' ? 'ru-RU' : 'en-US',
      });
      await page.goto(`${propertyPath}?lng=${lng}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const pageUrl = page.url();
      const { host } = new URL(pageUrl);
      expect(pageUrl).toBe(`${inject('baseUrl')}${propertyPath}?lng=${lng}`);

      const dialog = await openWalletDialog(page);
      const metaMask = dialog.getByRole('link', { name: texts[lng].metaMask });
      expect(await metaMask.getAttribute('href')).toBe(
        `https://metamask.app.link/dapp/${host}${propertyPath}?lng=${lng}`,
      );
      const trust = dialog.getByRole('link', { name: texts[lng].trust });
      expect(await trust.getAttribute('href')).toBe(
        `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encodeURIComponent(pageUrl)}`,
      );
      expect(await trust.getAttribute('href')).toContain(
        `url=http%3A%2F%2F${encodeURIComponent(host)}%2Fcatalog%2F${propertyPath.slice('/catalog/'.length)}%3Flng%3D${lng}`,
      );
      const store = dialog.getByRole('link', { name: texts[lng].store });
      expect(await store.getAttribute('href')).toBe('https://apps.apple.com/app/metamask/id1438144202');

      // The links sit on the phone's screen, the wallet apps above the store link.
      const width = page.viewportSize()?.width ?? 0;
      const boxes = await Promise.all([metaMask, trust, store].map((l) => l.boundingBox()));
      for (const box of boxes) {
        expect(box).not.toBeNull();
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      }
      expect((boxes[0]?.y ?? 0) < (boxes[2]?.y ?? 0)).toBe(true);
      await screenshot(page, `phones/wallet-dialog-${lng}`);

      // No automatic login, no trip to the App Store: after the 0.5 s start and a 2 s retry, still here.
      await page.waitForTimeout(3000);
      expect(page.url()).toBe(pageUrl);
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('alert').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('desktop with wallets announced through EIP-6963', () => {
  test('the dialog lists the announced wallets first, with names and icons, once each', async () => {
    const { page, context, wallet, errors } = await openApp(browser, { account: INVESTOR });
    // A second wallet announcing itself (it never answers: the automatic login uses the first one).
    const secondIcon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
    await page.addInitScript((icon) => {
      const provider = { request: () => new Promise(() => {}), on() {}, removeListener() {} };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({
              info: {
                uuid: 'c0ffee00-0000-4000-8000-000000000002',
                name: 'Second Wallet',
                icon,
                rdns: 'dev.e2e.second',
              },
              provider,
            }),
          }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    }, secondIcon);
    // Keep the dialog open: the person rejects every signature (the dialog retries every 2 s).
    wallet?.rejectSignatures(1000);
    await page.goto('/?lng=en');
    await page.locator('main').first().waitFor();
    const dialog = await openWalletDialog(page);
    const list = dialog.getByRole('list');
    await list.getByRole('button').first().waitFor();
    const buttons = list.getByRole('button');
    // Each button: the wallet's icon (or its initial), then its name.
    const names = await buttons.evaluateAll((all) => all.map((b) => b.lastElementChild?.textContent));
    expect(names).toEqual(['E2E Wallet', 'Second Wallet', 'Dev wallet (local test accounts)']);
    expect(await buttons.nth(0).locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await buttons.nth(1).locator('img').getAttribute('src')).toBe(secondIcon);
    expect(await dialog.getByRole('link', { name: /Open in/ }).count()).toBe(0);
    await screenshot(page, 'phones/wallet-dialog-desktop-announced');
    expect(errors).toEqual([]);
    await context.close();
  });
});
