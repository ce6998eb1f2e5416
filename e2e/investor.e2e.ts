// An investor's whole journey through the injected wallet: connect and sign in, buy M2 (approve + buy), find the
// holding, purchase and certificate in the personal account, download and verify the certificate, sell once the
// lock has passed, log out.
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatUsdt } from '../src/lib/amounts.ts';
import { connectBrowser, downloadedBytes, openApp, screenshot, type Visit } from './lib/browser.ts';
import { advanceChainTime, contracts } from './lib/chain.ts';
import { signIn, walletButton } from './lib/session.ts';

/** Anvil account #9: an investor the demo seed leaves untouched (no allowance, holdings or records). */
const INVESTOR = 9;

let browser: Browser;
let visit: Visit;
let page: Page;
/** The verify link printed on the certificate of the journey's purchase. */
let verifyLink = '';

/**
 * Draws `svg` in Chromium (as an image on a canvas, 2 px per unit) and decodes the QR code found in it with
 * jsQR, as a phone's scanner would read the printed certificate.
 */
async function scanQrCode(on: Page, svg: string): Promise<string | null> {
  const { width, height, pixels } = await on.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${btoa(String.fromCharCode(...new TextEncoder().encode(source)))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * 2;
    canvas.height = image.naturalHeight * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, pixels: btoa(binary) };
  }, svg);
  const data = new Uint8ClampedArray(Buffer.from(pixels, 'base64'));
  return jsQR(data, width, height)?.data ?? null;
}

beforeAll(async () => {
  browser = await connectBrowser();
  visit = await openApp(browser, { account: INVESTOR });
  page = visit.page;
});
afterAll(async () => {
  await browser.close();
});

async function openProperty(name: string) {
  await page.goto('/catalog');
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('investor', () => {
  test('connects the wallet, signs the login message and is logged in', async () => {
    await page.goto('/');
    await signIn(page, visit.wallet?.address ?? '');
    expect(visit.wallet?.calls).toContain('eth_requestAccounts');
    expect(visit.wallet?.calls).toContain('personal_sign');
    const cookies = await visit.context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Personal account' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  test('buys M2: approves the stablecoin once, buys, and the purchase is recorded', async () => {
    await openProperty('Riverside Lofts');
    const sentBefore = visit.wallet?.calls.filter((c) => c === 'eth_sendTransaction').length ?? 0;
    await page.getByLabel('Amount of M2', { exact: true }).fill('3');
    await page.getByText('12,600').first().waitFor(); // 3 M2 at 4,200 USDT
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.getByText('You bought 3 M2.', { exact: false }).waitFor({ timeout: 60_000 });
    const sent = (visit.wallet?.calls.filter((c) => c === 'eth_sendTransaction').length ?? 0) - sentBefore;
    expect(sent).toBe(2); // approve + buy
    // The approval is what the buy needed: nothing stays approved to the vault (#27: 1 % of every buy did).
    const { usdt, vault } = contracts();
    const buyer = visit.wallet?.address as `0x${string}`;
    expect(await usdt.read.allowance([buyer, vault.address])).toBe(0n);
    await screenshot(page, 'property-en-desktop-after-buy');
  });

  test('the holding, the purchase and its certificate appear in the personal account', async () => {
    await page.goto('/personal-account/parts');
    const shares = page.getByRole('region', { name: 'My shares' });
    await shares.getByText('Riverside Lofts').first().waitFor();
    const purchases = page.getByRole('region', { name: 'Purchases' });
    await purchases.getByText('Riverside Lofts').first().waitFor();
    const certificates = page.getByRole('region', { name: 'Certificates' });
    const download = certificates.getByRole('button', { name: /^Download SVG: certificate № \d+$/ }).first();
    await download.waitFor();
    await screenshot(page, 'parts-en-desktop');

    const label = (await download.getAttribute('aria-label')) ?? '';
    const id = /№ (\d+)/.exec(label)?.[1];
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`certificate_${id}.svg`);
    const svg = (await downloadedBytes(file)).toString('utf8');
    expect(svg.startsWith('<?xml') || svg.startsWith('<svg')).toBe(true);
    // The holding at its block with its cost (3 M2 at 4,200 USDT), inside the frame's width.
    const statement = [...svg.matchAll(/<text[^>]*class="value statement"[^>]*>([^<]*)<\/text>/g)]
      .map((m) => m[1])
      .join(' ');
    expect(statement).toMatch(
      /^0x[0-9a-fA-F]{40} holds 3 M2 of Riverside Lofts at block \d+, bought for 12,600 USDT in transaction 0x[0-9a-f]{64}\.$/,
    );
    expect(svg).not.toMatch(/<script|\son[a-z]+=/i);

    await certificates.getByRole('button', { name: `Check certificate № ${id}` }).click();
    await certificates.getByText('Valid: signed by the platform, purchase confirmed on chain').waitFor();
    await certificates
      .getByText(/^Still stands now: the holder holds [\d.,]+ M2 of this property\.$/)
      .waitFor();

    // The link printed on the certificate, typed exactly as printed, opens the human verify page
    // (docs/routes.md#certificate-verification), not the API's JSON.
    const printed = [...svg.matchAll(/<text[^>]*class="link"[^>]*>([^<]*)<\/text>/g)]
      .map((m) => m[1])
      .join('');
    expect(svg).not.toMatch(/\.link\s*\{[^}]*text-transform/);
    const href = await certificates
      .getByRole('link', { name: `Public link: verification of certificate № ${id} (opens in a new tab)` })
      .getAttribute('href');
    // Printed absolute, so that it works typed as printed; the QR code, rendered by Chromium, scans to it.
    expect(printed.replaceAll('&amp;', '&')).toBe(new URL(href ?? '', page.url()).href);
    expect(await scanQrCode(page, svg)).toBe(printed.replaceAll('&amp;', '&'));
    verifyLink = printed.replaceAll('&amp;', '&');
    // A visitor without a wallet (a page of this context would share, and rotate, the investor's session).
    const visitor = await openApp(browser);
    const verify = visitor.page;
    await verify.goto(verifyLink);
    await verify.getByRole('heading', { level: 1, name: `Certificate № ${id}` }).waitFor();
    await verify
      .getByText("Genuine: the server's signature and the purchase on chain both check out.")
      .waitFor();
    await verify.getByText(/held 3 M2 of Riverside Lofts at block \d+, bought for 12,600 USDT/).waitFor();
    await verify.getByText('Still stands now: the holder holds 3 M2 of this property.').waitFor();
    await visitor.context.close();
  });

  test('sells unlocked M2 once the lock has passed, and the sale is recorded', async () => {
    await advanceChainTime(31 * 86_400); // the Riverside Lofts lock is 30 days
    await openProperty('Riverside Lofts');
    const sell = page.getByRole('form', { name: 'Sell back' });
    await sell.getByText('Unlocked: 3 M2').waitFor();
    await sell.getByLabel('Amount of M2 to sell').fill('1');
    // What a sale can draw: the property's bucket and the general bucket's allowance for it, never the whole
    // general bucket (#27: the form counted all of it, where `sell` draws at most the allowance).
    const token = page.url().split('/').pop() as `0x${string}`;
    const { lens, vault } = contracts();
    const [{ bucketBalance }, allowance, general] = await Promise.all([
      lens.read.getPropertyView([token]),
      vault.read.generalAllowance([token]),
      vault.read.generalBucket(),
    ]);
    expect(allowance).toBeLessThan(general);
    const liquidity = sell
      .locator('dt', { hasText: "Available for sales (bucket + general bucket's share)" })
      .locator('xpath=following-sibling::dd[1]');
    expect(await liquidity.textContent()).toBe(`${formatUsdt(bucketBalance + allowance, 18, 'en')} USDT`);
    await sell.getByRole('button', { name: 'Sell', exact: true }).click();
    await page.getByText('You sold 1 M2.').waitFor({ timeout: 60_000 });

    await page.goto('/personal-account/parts');
    await page.getByRole('region', { name: 'Sales' }).getByText('Riverside Lofts').first().waitFor();
    // The certificate of the 3 M2 is still genuine, but after selling 1 its holding no longer stands in full.
    const visitor = await openApp(browser);
    await visitor.page.goto(verifyLink);
    await visitor.page
      .getByText("Genuine: the server's signature and the purchase on chain both check out.")
      .waitFor();
    await visitor.page
      .getByText('No longer stands in full: the holder now holds 2 M2 of this property.')
      .waitFor();
    await visitor.context.close();
  });

  test('exit logs out and returns to the main page', async () => {
    await page.goto('/personal-account');
    await walletButton(page, visit.wallet?.address ?? '').click();
    await page
      .getByRole('menuitem', { name: 'Exit' })
      .or(page.getByRole('button', { name: 'Exit' }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'connect wallet' }).waitFor();
    const names = (await visit.context.cookies()).map((c) => c.name);
    expect(names).not.toContain('accessToken');
    expect(names).not.toContain('refreshToken');
    expect(visit.errors).toEqual([]);
  });
});
