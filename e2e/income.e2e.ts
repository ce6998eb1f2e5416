// Rental income on the real chain (docs/income.md): the fund manager distributes a month's rent to a property
// from the console's 'Distribute income' form (balance check, approval, distribution); the holder opens the
// shares tab, sees the income to claim (the demo's two months of rent on its properties
// and the new distribution), claims it all in one transaction, and its USDT balance on chain grows by exactly
// the total shown; the income history then lists the claim.
import type { Browser } from 'playwright-core';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anvilAccount, LOCAL_ROLES } from '../scripts/lib/anvil.ts';
import { formatUsdt } from '../src/lib/amounts.ts';
import { shortenAddress } from '../src/lib/shortenAddress.ts';
import { connectBrowser, openApp } from './lib/browser.ts';
import { contracts } from './lib/chain.ts';
import { signIn } from './lib/session.ts';

/** Anvil account #5: holds M2 of two demo properties that paid rent; no other journey uses it. */
const HOLDER = 5;
const USDT = (value: string) => parseUnits(value, 18);

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('rental income', () => {
  test('the fund manager distributes, the holder claims all and receives exactly the total shown', async () => {
    const { usdt, vault, registry, token } = contracts();
    const holder = anvilAccount(HOLDER).address;
    const fundManager = anvilAccount(LOCAL_ROLES.fundManager).address;

    // The holder's properties: the demo ones it bought.
    const tokens = await registry.read.getPropertyTokens([0n, 100n]);
    const held: Address[] = [];
    for (const address of tokens) {
      if ((await token(address).read.balanceOf([holder])) > 0n) held.push(address);
    }
    expect(held.length).toBeGreaterThan(0);
    const [first] = held;
    if (!first) throw new Error('the holder holds nothing');

    // A month's rent of 12,000 USDT to the first of them, shared by the M2 held now.
    const share = async () => {
      let total = 0n;
      for (const address of held) total += await vault.read.claimableIncome([address, holder]);
      return total;
    };
    const before = await share();
    const name = await token(first).read.name();
    const manager = await openApp(browser, {
      account: LOCAL_ROLES.fundManager,
      viewport: { width: 1400, height: 1000 },
    });
    await manager.page.goto('/');
    await signIn(manager.page, fundManager);
    await manager.page.goto('/PropertyList/buckets');
    const form = manager.page.getByRole('form', { name: 'Distribute income' });
    await form.waitFor({ timeout: 30_000 });
    // The property picker searches the API: type the name, then choose the option (name, short address).
    await form.getByRole('combobox', { name: 'Property' }).fill(name);
    await manager.page.getByRole('option', { name: `${name} ${shortenAddress(first)}`, exact: true }).click();
    await form.getByRole('spinbutton', { name: 'Amount, USDT' }).fill('12000');
    await form.getByRole('button', { name: 'Distribute income' }).click();
    await manager.page.getByText('Income distributed').first().waitFor({ timeout: 60_000 });
    await manager.context.close();
    const due = await share();
    const supply = await token(first).read.totalSupply();
    const balance = await token(first).read.balanceOf([holder]);
    expect(due - before).toBe((balance * USDT('12000') * 10n ** 18n) / supply / 10n ** 18n);

    const { page, context } = await openApp(browser, { account: HOLDER });
    await page.goto('/');
    await signIn(page, holder);
    await page.goto('/personal-account/parts');
    const section = page.getByRole('region', { name: 'Rental income' });
    await section.waitFor({ timeout: 30_000 });
    const total = section.getByTestId('income-total-claimable');
    // The total shown (4 decimals, cut) is what the chain says.
    const shown = `${formatUsdt(due, 18, 'en', 4)} USDT`;
    await expect.poll(() => total.textContent(), { timeout: 30_000 }).toBe(shown);

    const wallet = await usdt.read.balanceOf([holder]);
    await section.getByRole('button', { name: 'Claim all' }).click();
    await section.getByText(`Income claimed: ${shown}.`).waitFor({ timeout: 60_000 });
    expect((await usdt.read.balanceOf([holder])) - wallet).toBe(due);
    expect(await share()).toBe(0n);
    await expect.poll(() => total.textContent(), { timeout: 30_000 }).toBe('0 USDT');
    // The indexer records the claim: the income history lists it.
    const history = page.getByRole('region', { name: 'Income history' });
    await history.getByText('Claimed').first().waitFor({ timeout: 30_000 });
    await context.close();
  });
});
