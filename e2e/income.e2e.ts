// Rental income on the real chain (docs/income.md): the fund manager distributes a month's rent to a property
// from the console's 'Distribute income' form (balance check, approval, distribution); the holder opens the
// shares tab, sees the income to claim (the demo's two months of rent on its properties
// and the new distribution), claims it all in one transaction, and its USDT balance on chain grows by exactly
// the total shown; the income history then lists the claim. Then rent comes again and the holder reinvests a
// property's income: the portfolio, purchases, income history and ownership records show the new M2 without a
// reload (#27: they stayed stale until one).
import type { Browser } from 'playwright-core';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anvilAccount, LOCAL_ROLES } from '../scripts/lib/anvil.ts';
import { formatM2, formatUsdt, INCOME_FRACTION_DIGITS } from '../src/lib/amounts.ts';
import { shortenAddress } from '../src/lib/shortenAddress.ts';
import { connectBrowser, downloadedBytes, openApp } from './lib/browser.ts';
import { contracts, contractsAs, mined } from './lib/chain.ts';
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
    // The portfolio's income to claim is the same figure, in the same precision (#27: 2,672.74 beside 2,672.745).
    const portfolioClaimable = page
      .getByRole('region', { name: 'Portfolio', exact: true })
      .getByTestId('portfolio-totals')
      .locator('[data-figure="claimable_income"]');
    await expect.poll(() => portfolioClaimable.textContent(), { timeout: 30_000 }).toBe(shown);

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

  test('the holder reinvests a property’s income: every list it changed shows it without a reload', async () => {
    const { vault, registry, token, lens } = contracts();
    const holder = anvilAccount(HOLDER).address;
    const tokens = await registry.read.getPropertyTokens([0n, 100n]);
    let first: Address | undefined;
    for (const address of tokens)
      if (
        (await token(address).read.balanceOf([holder])) > 0n &&
        (await lens.read.getPropertyView([address])).isListed
      ) {
        first = address;
        break;
      }
    if (!first) throw new Error('the holder holds no listed property');
    // A month's rent of 12,000 USDT to it, sent by the fund manager (the console's form is the journey above).
    const amount = USDT('12000');
    const fundManager = LOCAL_ROLES.fundManager;
    await mined(contractsAs(0).usdt.write.mint([anvilAccount(fundManager).address, amount]));
    await mined(contractsAs(fundManager).usdt.write.approve([vault.address, amount]));
    await mined(
      contractsAs(fundManager).vault.write.distributeIncome([first, amount, 1_700_000_000n, 1_702_592_000n]),
    );
    const name = await token(first).read.name();
    const heldBefore = await token(first).read.balanceOf([holder]);

    const { page, context, errors } = await openApp(browser, { account: HOLDER });
    await page.goto('/');
    await signIn(page, holder);
    await page.goto('/personal-account/parts');
    const totals = page
      .getByRole('region', { name: 'Portfolio', exact: true })
      .getByTestId('portfolio-totals');
    await totals.waitFor({ timeout: 30_000 });
    const shown = (figure: string) => totals.locator(`[data-figure="${figure}"]`).textContent();
    const before = (
      (await (await page.request.get('/api/user/portfolio/')).json()) as {
        totals: { cost_basis: string; income: string };
      }
    ).totals;
    const usdt = (units: bigint) => `${formatUsdt(units, 18, 'en', 2)} USDT`;
    const incomeFigure = (units: bigint) => `${formatUsdt(units, 18, 'en', INCOME_FRACTION_DIGITS)} USDT`;
    await expect.poll(() => shown('cost_basis'), { timeout: 30_000 }).toBe(usdt(BigInt(before.cost_basis)));

    const income = page.getByRole('region', { name: 'Rental income' });
    await income.getByRole('button', { name: new RegExp(`^Reinvest the income of ${name} in `) }).click();
    await income.getByText(/^Reinvested [\d,.]+ USDT in [\d,.]+ M2\.$/).waitFor({ timeout: 60_000 });
    const heldAfter = await token(first).read.balanceOf([holder]);
    expect(heldAfter).toBeGreaterThan(heldBefore);
    const [reinvested] = await vault.getEvents
      .IncomeReinvested({ holder, token: first }, { fromBlock: 0n, toBlock: 'latest' })
      .then((events) => events.slice(-1));
    const cost = reinvested?.args.cost ?? 0n;
    expect(cost).toBeGreaterThan(0n);

    // No reload: each list the reinvestment changed shows it.
    // The reinvestment is a purchase (a new lot at its cost) paid with income received.
    await expect
      .poll(() => shown('cost_basis'), { timeout: 30_000 })
      .toBe(usdt(BigInt(before.cost_basis) + cost));
    expect(await shown('income')).toBe(incomeFigure(BigInt(before.income) + cost));
    const ownership = page
      .getByRole('table', { name: 'Ownership records' })
      .getByRole('row', { name: new RegExp(name) });
    await ownership
      .getByRole('cell', { name: formatM2(heldAfter, 'en', 4), exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    const bought = formatM2(heldAfter - heldBefore, 'en', 4);
    const purchases = page.getByRole('table', { name: 'Purchases' });
    await purchases
      .getByRole('row', { name: new RegExp(`${name}.*${bought.replace('.', '\\.')}`) })
      .first()
      .waitFor({ timeout: 30_000 });
    await page
      .getByRole('region', { name: 'Income history' })
      .getByText('Reinvested')
      .first()
      .waitFor({ timeout: 30_000 });

    // The CSV has the reinvestment once, as income reinvested (#27: a Purchase row and an "Income reinvested" row
    // for one transaction).
    const exportsSection = page.getByRole('region', { name: 'Portfolio', exact: true });
    const lastYear = new Date().getUTCFullYear() + 5;
    await exportsSection.getByLabel('From', { exact: true }).fill('2020-01-01');
    await exportsSection.getByLabel('To', { exact: true }).fill(`${lastYear}-12-31`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportsSection.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(download)).toString('utf8');
    const rows = csv.split('\r\n').filter((line) => line.includes(reinvested?.transactionHash ?? 'none'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.split(',')[1]).toBe('Income reinvested');

    expect(errors).toEqual([]);
    await context.close();
  });
});
