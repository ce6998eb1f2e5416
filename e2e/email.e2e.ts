// Email in the whole product (docs/email.md): the demo investor asks for a confirmation link on the profile
// page, opens the dev mailbox of `npm start`, clicks the link and sees the address verified; then buys M2 and
// the purchase alert arrives in the mailbox; when that purchase's lock ends (the clock alone, no transaction),
// the "Lock ended" mail arrives too.
import type { Browser, Page } from 'playwright-core';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anvilAccount } from '../scripts/lib/anvil.ts';
import { connectBrowser, openApp, screenshot, type Visit } from './lib/browser.ts';
import { propertyPathOf } from './lib/catalog.ts';
import { chainClient, contracts, moveClockOnly } from './lib/chain.ts';
import { signIn } from './lib/session.ts';

/** Anvil account #3: the demo investor the dev wallet signs in as first; no other journey uses it. */
const INVESTOR = 3;
const ADDRESS = 'demo-investor@example.com';

let browser: Browser;
let visit: Visit;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  visit = await openApp(browser, { account: INVESTOR });
  page = visit.page;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the dev mailbox until a mail titled `subject` has arrived (the queue sends every 2 s); returns it. */
async function awaitMail(subject: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article', { name: subject });
    if ((await mail.count()) > 0) return mail.first();
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" in the dev mailbox`);
    await page.waitForTimeout(1000);
  }
}

describe('email', () => {
  test('the demo investor verifies an address through the dev mailbox', async () => {
    await page.goto('/');
    await signIn(page, anvilAccount(INVESTOR).address);
    await page.goto('/personal-account');
    const status = page.getByTestId('email-status');
    await status.waitFor({ timeout: 30_000 });
    expect(await status.textContent()).toBe('Not verified');
    // One email form on the page (#27: a second one said "Email updated" and sent nothing).
    expect(await page.getByRole('textbox', { name: /email/i }).count()).toBe(1);
    await page.getByLabel('Email for notifications').fill(ADDRESS);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page
      .getByText('If this address can receive our mail, a confirmation link is on its way to it.')
      .waitFor();
    await page.getByText(`A confirmation link was sent to ${ADDRESS}`).waitFor();

    const mail = await awaitMail('Confirm your email address');
    expect(await mail.textContent()).toContain(`To ${ADDRESS}`);
    await screenshot(page, 'dev-mailbox-en-desktop');
    await mail.getByRole('link', { name: /\/email\/verify\?token=/ }).click();
    await page
      .getByText(`Your email ${ADDRESS} is verified. Notifications will be sent to it.`)
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'email-verified-en-desktop');

    await page.goto('/personal-account');
    await page.getByTestId('email-status').getByText('Verified').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('email-status').textContent()).toBe(`Verified ${ADDRESS}`);
    expect(await page.getByRole('switch', { name: 'Purchase or sale confirmed' }).isChecked()).toBe(true);
  });

  test('after a purchase the alert arrives in the dev mailbox', async () => {
    await page.goto('/catalog');
    await page.getByRole('link', { name: 'Riverside Lofts' }).click();
    await page.getByRole('heading', { name: 'Riverside Lofts', level: 1 }).waitFor();
    await page.getByLabel('Amount of M2', { exact: true }).fill('1');
    await page.getByText('4,200').first().waitFor({ timeout: 60_000 }); // the quote: 1 M2 at 4,200 USDT
    // The demo investor holds Riverside Lofts under a lock; whether this purchase extends it depends on the lock
    // the other journeys left on the property: tick the consent when the form asks for it.
    const extend = page.getByLabel('I understand that my locked M2 stay locked longer');
    const buy = page.getByRole('button', { name: 'Buy', exact: true });
    await expect
      .poll(async () => (await extend.isVisible()) || (await buy.isEnabled()), { timeout: 90_000 })
      .toBe(true);
    if (await extend.isVisible()) await extend.check();
    // The button waits for the quote and the allowance (slow on a busy machine).
    await buy.click({ timeout: 90_000 });
    await page.getByText('You bought 1 M2.', { exact: false }).waitFor({ timeout: 60_000 });

    const alert = await awaitMail('Purchase confirmed: Riverside Lofts');
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(`To ${ADDRESS}`);
    expect(text).toMatch(/You bought 1 M2 of Riverside Lofts for [\d,]+ USDT\./);
    expect(text).toMatch(/Transaction: 0x[0-9a-f]{64}/);
  });

  test('when the lock ends by the clock alone, the "Lock ended" mail names the M2 of the lock still held', async () => {
    const holder = anvilAccount(INVESTOR).address;
    const path = await propertyPathOf('Riverside Lofts');
    const property = contracts().token(path.slice('/catalog/'.length) as Address);
    const [locked, unlockTime] = await property.read.getLockInfo([holder]);
    const held = await property.read.balanceOf([holder]);
    expect(locked).toBeGreaterThan(0n);
    // No transaction: the chain's own next block passes the unlock time, and the mail worker sees it.
    const now = (await chainClient().getBlock()).timestamp;
    await moveClockOnly(Number(unlockTime - now) + 1);
    const mail = await awaitMail('Lock ended: Riverside Lofts');
    const text = (await mail.textContent()) ?? '';
    const named = /Your ([\d,.]+) M2 of Riverside Lofts are no longer locked: you may sell them\./.exec(
      text,
    )?.[1];
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const stillHeld = locked < held ? locked : held;
    expect(parseUnits((named ?? '').replaceAll(',', ''), 18)).toBe(stillHeld);
  });
});
