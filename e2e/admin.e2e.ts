// The back office through the injected wallet of anvil #0 (admin and manager): an investor is turned away from
// /PropertyList; the admin creates a property with image and gallery, edits price and lock, announces the end of
// selling back and withdraws it, deposits into its bucket (approving the stablecoin), pauses and resumes trading, grants and revokes the manager
// role, and delists with a refund at a lower price. Every step is checked on chain, not only on screen.
import type { Browser, Locator, Page } from 'playwright-core';
import { type Address, getAddress, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { anvilAccount } from '../scripts/lib/anvil.ts';
import { shortenAddress } from '../src/lib/shortenAddress.ts';
import { connectBrowser, openApp, screenshot, type Visit } from './lib/browser.ts';
import { contracts, contractsAs, mined } from './lib/chain.ts';
import { signIn } from './lib/session.ts';

const ADMIN = 0;
const NAME = 'E2E Tower';
const images = 'scripts/demo/images';

let browser: Browser;
let admin: Visit;
let page: Page;
let token: Address;

beforeAll(async () => {
  browser = await connectBrowser();
  admin = await openApp(browser, { account: ADMIN, viewport: { width: 1400, height: 1000 } });
  page = admin.page;
});
afterAll(async () => {
  await browser.close();
});

const card = (name: string): Locator =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

async function propertyToken(name: string): Promise<Address> {
  const { registry } = contracts();
  const all = await registry.read.getAllProperties([0n, await registry.read.propertyCount()]);
  const entry = all.find((p) => p.name === name);
  if (!entry) throw new Error(`${name} is not in the registry`);
  return entry.token;
}

describe('admin console', () => {
  test('an investor is sent back to the main page', async () => {
    const investor = await openApp(browser, { account: 8 });
    await investor.page.goto('/');
    await signIn(investor.page, anvilAccount(8).address);
    await investor.page.goto('/PropertyList');
    await investor.page.waitForURL((url) => url.pathname === '/');
    expect(await investor.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await investor.context.close();
  });

  test('the admin signs in and sees the system status above the tabs', async () => {
    await page.goto('/');
    await signIn(page, anvilAccount(ADMIN).address);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await page.waitForURL(/\/PropertyList/);
    await page.getByText('OPERATIONAL').first().waitFor();
    await page.getByText('HEALTHY').first().waitFor();
    await screenshot(page, 'admin-all-properties-en-desktop');
  });

  test('creates a property with image and gallery: token on chain, backend record, gallery', async () => {
    await page.goto('/PropertyList/properties/create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Property Name is required').first().waitFor();
    await page.locator('[name=propertyName]').fill(NAME);
    await page.locator('textarea[name=description]').fill('A tower built by the end-to-end tests.');
    await page.locator('[name=propertyAddress]').fill('1 Test Street, Testville');
    await page.locator('[name=totalM2]').fill('100');
    await page.locator('[name=totalPrice]').fill('250000');
    await page.locator('[name=apyPercent]').fill('7.5');
    await page.locator('[name=lockDuration]').fill('30');
    await page.getByText('2,500').first().waitFor(); // price per M² hint: 250,000 / 100
    await page.locator('input[type=file]').first().setInputFiles(`${images}/alpine-chalet-1.jpg`);
    await page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles([`${images}/riverside-lofts-3.jpg`, `${images}/garden-villas-3.jpg`]);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Property created successfully!').first().waitFor({ timeout: 60_000 });

    token = await propertyToken(NAME);
    expect(await contracts().token(token).read.currentPrice()).toBe(parseUnits('2500', 18));
    expect(await contracts().token(token).read.lockDuration()).toBe(30n * 86_400n);
    type Record = { name: string; contract_address: string; image: string | null; gallery: unknown[] };
    const record = async () =>
      (await (await fetch(`${inject('baseUrl')}/api/properties/${token}/`)).json()) as Record;
    // The gallery step runs after the backend record: wait until both photos are on the record.
    await expect.poll(async () => (await record()).gallery.length, { timeout: 30_000 }).toBe(2);
    const created = await record();
    expect(created.name).toBe(NAME);
    expect(getAddress(created.contract_address)).toBe(token);
    expect(created.image).toBeTruthy();
    await screenshot(page, 'admin-create-en-desktop');
  });

  test('the search finds the new property among all, and the count says "1 of N properties"', async () => {
    await page.goto('/PropertyList');
    const count = Number(await contracts().registry.read.propertyCount());
    expect(count).toBeGreaterThan(1);
    const status = page.getByRole('status').filter({ hasText: / of \d+ propert/ });
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toBe(`${count} of ${count} properties`);
    await page.getByRole('searchbox', { name: 'Search by name or address' }).fill(NAME);
    // The noun follows the total, not the one shown (#27: "1 of 10 property").
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe(`1 of ${count} properties`);
    await card(NAME).waitFor();
    expect(await page.locator('article').count()).toBe(1);
  });

  test('edits price and lock and announces then withdraws the end of selling back, inline on the property card', async () => {
    await page.goto('/PropertyList');
    const c = card(NAME);
    await c.waitFor();
    await c.getByLabel('Price per M2, USDT', { exact: true }).fill('2600');
    await c.getByRole('button', { name: 'Save: Price per M2, USDT' }).click();
    // Who confirms is said right (#27: the note said the fund manager may, where only another admin can).
    await page
      .getByText('Price change proposed: an admin other than you confirms it, then it applies 2 days later')
      .first()
      .waitFor();
    // A proposal only: a second key confirms it and it applies 2 days later.
    expect(await contracts().registry.read.priceProposal([token])).toEqual([
      parseUnits('2600', 18),
      getAddress(anvilAccount(ADMIN).address),
    ]);
    expect(await contracts().token(token).read.currentPrice()).toBe(parseUnits('2500', 18));

    await c.getByLabel('Lock duration, days', { exact: true }).fill('45');
    await c.getByRole('button', { name: 'Save: Lock duration, days' }).click();
    await page.getByText('Lock duration updated').first().waitFor();
    expect(await contracts().token(token).read.lockDuration()).toBe(45n * 86_400n);

    // Turning selling back off announces its end (docs/money-rules.md#closures): confirmed, then shown on the card
    // while selling back stays open; withdrawn here from the card's Closure announced panel.
    expect(await contracts().registry.read.isSellEnabled([token])).toBe(true);
    await c.getByLabel('Selling back enabled').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Announce' }).click();
    await page.getByText('End of selling back announced').first().waitFor();
    const [kind, effectiveAt] = await contracts().registry.read.pendingClosure([token]);
    expect(kind).toBe(1n);
    expect(effectiveAt).toBeGreaterThan(0n);
    expect(await contracts().registry.read.isSellEnabled([token])).toBe(true);
    await c.getByText('Selling back ends on', { exact: false }).waitFor();
    // The card also shows the price change of this journey with a Withdraw of its own: the closure's panel's.
    await c
      .getByRole('region', { name: 'Closure announced' })
      .getByRole('button', { name: 'Withdraw', exact: true })
      .click();
    await page.getByText('Closure withdrawn').first().waitFor();
    await expect.poll(async () => (await contracts().registry.read.pendingClosure([token]))[0]).toBe(0n);
    expect(await contracts().registry.read.isSellEnabled([token])).toBe(true);

    // The audit log names the property and says what changed in words (#27: an address, and raw keys such as
    // `lock_duration` or `true`).
    await page.goto(
      `/PropertyList/audit-log?filter=${encodeURIComponent(JSON.stringify({ subject: token }))}`,
    );
    const changed = page.locator('tbody tr').filter({ hasText: 'Lock duration changed' }).first();
    await changed.waitFor({ timeout: 60_000 });
    await changed.getByText(NAME).first().waitFor();
    await changed
      .getByText(/Lock period/)
      .first()
      .waitFor();
    const rows = (await page.locator('tbody').textContent()) ?? '';
    for (const raw of ['lock_duration', 'sell_enabled', 'true', 'false']) expect(rows).not.toContain(raw);
  });

  test('deposits into the property bucket, approving the stablecoin first', async () => {
    // The admin holds no test USDT: mint some (TestUSDT's owner is the deployer, anvil #0).
    await mined(contractsAs(ADMIN).usdt.write.mint([anvilAccount(ADMIN).address, parseUnits('5000', 18)]));
    await page.goto('/PropertyList/buckets');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Deposit', exact: true }) });
    // The bucket picker searches the API: type the name, then choose the option (name, short address).
    await form.getByRole('combobox', { name: 'Bucket' }).fill(NAME);
    await page.getByRole('option', { name: `${NAME} ${shortenAddress(token)}`, exact: true }).click();
    await form.getByLabel('Amount, USDT').fill('1000');
    const sentBefore = admin.wallet?.calls.filter((c) => c === 'eth_sendTransaction').length ?? 0;
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('Deposit done').first().waitFor({ timeout: 60_000 });
    expect((admin.wallet?.calls.filter((c) => c === 'eth_sendTransaction').length ?? 0) - sentBefore).toBe(2);
    expect(await contracts().vault.read.buckets([token])).toBe(parseUnits('1000', 18));
    await screenshot(page, 'admin-buckets-en-desktop');
  });

  test('pauses and resumes trading', async () => {
    await page.goto('/PropertyList');
    await page.getByRole('button', { name: 'Pause trading' }).click();
    await page.getByText('TRADING PAUSED').first().waitFor({ timeout: 60_000 });
    expect(await contracts().vault.read.paused()).toBe(true);
    // Pausing is allowed only when not paused (docs/product.md#system-state).
    const pause = page.getByRole('button', { name: 'Pause trading' });
    expect((await pause.count()) === 0 || (await pause.isDisabled())).toBe(true);
    await page.getByRole('button', { name: 'Resume trading' }).click();
    await page.getByText('OPERATIONAL').first().waitFor({ timeout: 60_000 });
    expect(await contracts().vault.read.paused()).toBe(false);
  });

  test('grants and revokes the manager role and the compliance role', async () => {
    const candidate = anvilAccount(5).address;
    const { registry } = contracts();
    const section = (name: string) => page.getByRole('region', { name });
    const role = await registry.read.MANAGER_ROLE();
    await page.goto('/PropertyList/roles');
    await page.getByLabel('Address to grant the manager role').fill(candidate);
    await section('Grant manager role').getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByText('Manager role granted').first().waitFor({ timeout: 60_000 });
    expect(await registry.read.hasRole([role, candidate])).toBe(true);

    await page.getByLabel('Address to revoke the manager role from').fill(candidate);
    await section('Revoke manager role').getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('Manager role revoked').first().waitFor({ timeout: 60_000 });
    expect(await registry.read.hasRole([role, candidate])).toBe(false);

    const compliance = await registry.read.COMPLIANCE_ROLE();
    await page.getByLabel('Address to grant the compliance role').fill(candidate);
    await section('Grant compliance role')
      .getByText('This address does not have the compliance role.')
      .waitFor();
    await section('Grant compliance role').getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByText('Compliance role granted').first().waitFor({ timeout: 60_000 });
    expect(await registry.read.hasRole([compliance, candidate])).toBe(true);
    await page.getByLabel('Address to revoke the compliance role from').fill(candidate);
    await section('Revoke compliance role').getByRole('button', { name: 'Revoke', exact: true }).click();
    await page.getByText('Compliance role revoked').first().waitFor({ timeout: 60_000 });
    expect(await registry.read.hasRole([compliance, candidate])).toBe(false);

    await page.getByLabel('New fund manager address').fill('0x1234');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText('Invalid address format').first().waitFor();
  });

  test('delists with a refund at a lower price: the refund is escrowed as it delists', async () => {
    await page.goto('/PropertyList');
    const c = card(NAME);
    await c.getByRole('button', { name: 'Delist' }).first().click();
    await c.getByLabel('Refund required').check();
    await c.getByLabel('Update price for refund').check();
    // The range is said before anything is sent; a refund price above the price in force (2,500) is refused there
    // (#27: it failed after the confirm dialog, leaving a failed price step).
    await c.getByText(/^From 2,000\.00 USDT to 2,500\.00 USDT per M2: at most the price in force/).waitFor();
    await c.getByLabel('New price per M2, USDT').fill('2600');
    await c.locator('form').getByRole('button', { name: 'Delist' }).click();
    await c.getByText(/^The refund price must lie from 2,000\.00 USDT to 2,500\.00 USDT per M2/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await c.getByLabel('New price per M2, USDT').fill('2400');
    await c.locator('form').getByRole('button', { name: 'Delist' }).click();
    // The dialog says holders claim the escrowed refund (#27: it said they could sell back at the current price).
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('With a refund, the refund is escrowed now and every holder claims it', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Delist' }).click();
    await page.getByText('Property delisted successfully!').first().waitFor({ timeout: 60_000 });

    expect(await contracts().registry.read.isListed([token])).toBe(false);
    expect(await contracts().registry.read.isSellEnabled([token])).toBe(true);
    // One transaction: delisted, and refund price × sold M2 escrowed in the refund pool.
    const { registry, vault } = contracts();
    const opened = (await vault.getEvents.RefundOpened({ token }, { fromBlock: 0n })).at(-1);
    const delisted = (await registry.getEvents.PropertyDelisted({ token }, { fromBlock: 0n })).at(-1);
    expect(opened?.args.refundPrice).toBe(parseUnits('2400', 18));
    expect(opened?.transactionHash).toBe(delisted?.transactionHash);
    const pool = await vault.read.refundPools([token]);
    expect(pool.funded).toBe(pool.target);
    expect(pool.target).toBe((pool.soldM2 * parseUnits('2400', 18)) / 10n ** 18n);
    expect(admin.errors).toEqual([]);
  });
});
