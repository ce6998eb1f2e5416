// The demo investor's portfolio on the real stack (docs/portfolio.md): after claiming its rental income, the
// investor opens the shares tab and sees non-zero totals that match the API's, downloads its transactions as CSV
// (the purchases, sales and income in it add up to the API's totals) and its yearly statement as PDF (signed
// totals equal to the API's, verified by the public endpoint).
import type { Browser, Page } from 'playwright-core';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anvilAccount } from '../scripts/lib/anvil.ts';
import { statementPdfVerifyUrl } from '../server/lib/statement-pdf.ts';
import { formatUsdt, INCOME_FRACTION_DIGITS } from '../src/lib/amounts.ts';
import { connectBrowser, downloadedBytes, openApp } from './lib/browser.ts';
import { contracts, contractsAs, mined } from './lib/chain.ts';
import { signIn } from './lib/session.ts';

/** Anvil account #3: the demo investor (purchases on two properties and a sale); no other journey uses it. */
const INVESTOR = 3;

type Totals = Record<
  'value' | 'cost_basis' | 'unrealised_gain' | 'realised_gain' | 'invested' | 'sale_proceeds' | 'income',
  string
>;
type Portfolio = { as_of: string; usdt_balance: string; totals: Totals };

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The API's portfolio, asked with the page's own session cookies. */
async function apiPortfolio(page: Page): Promise<Portfolio> {
  const response = await page.request.get('/api/user/portfolio/');
  expect(response.status()).toBe(200);
  return (await response.json()) as Portfolio;
}

describe('portfolio', () => {
  test('the demo investor sees its portfolio and downloads the CSV and the PDF with the same figures', async () => {
    const { registry, token, vault } = contracts();
    const holder = anvilAccount(INVESTOR).address;

    // Claim the demo's rent, so that income received is part of the figures.
    const tokens = await registry.read.getPropertyTokens([0n, 100n]);
    const due: Address[] = [];
    for (const address of tokens) {
      if ((await vault.read.claimableIncome([address, holder])) > 0n) due.push(address);
    }
    expect(due.length).toBeGreaterThan(0);
    await mined(contractsAs(INVESTOR).vault.write.claimIncome([due]));
    let held = 0;
    for (const address of tokens) if ((await token(address).read.balanceOf([holder])) > 0n) held += 1;
    expect(held).toBeGreaterThan(0);

    const { page, context, errors } = await openApp(browser, { account: INVESTOR });
    await page.goto('/');
    await signIn(page, holder);
    // The indexer records the claim once it is confirmed.
    await expect
      .poll(async () => BigInt((await apiPortfolio(page)).totals.income), { timeout: 60_000 })
      .toBeGreaterThan(0n);
    const api = await apiPortfolio(page);
    expect(BigInt(api.totals.value)).toBeGreaterThan(0n);
    expect(BigInt(api.totals.cost_basis)).toBeGreaterThan(0n);
    expect(BigInt(api.totals.invested)).toBeGreaterThan(0n);
    expect(BigInt(api.totals.sale_proceeds)).toBeGreaterThan(0n);
    expect(BigInt(api.usdt_balance)).toBeGreaterThan(0n);

    await page.goto('/personal-account/parts');
    const section = page.getByRole('region', { name: 'Portfolio', exact: true });
    const totals = section.getByTestId('portfolio-totals');
    await totals.waitFor({ timeout: 30_000 });
    const shown = (figure: string) => totals.locator(`[data-figure="${figure}"]`).textContent();
    const usdt = (units: string) => `${formatUsdt(BigInt(units), 18, 'en', 2)} USDT`;
    // Income is shown with the income section's decimals on the whole page.
    const income = (units: string) => `${formatUsdt(BigInt(units), 18, 'en', INCOME_FRACTION_DIGITS)} USDT`;
    expect(await shown('value')).toBe(usdt(api.totals.value));
    expect(await shown('cost_basis')).toBe(usdt(api.totals.cost_basis));
    expect(await shown('income')).toBe(income(api.totals.income));
    expect(await shown('usdt_balance')).toBe(usdt(api.usdt_balance));
    // A gain or a loss is said in words, not by colour alone.
    expect(await shown('unrealised_gain')).toMatch(/^(0 USDT|[\d,.]+ USDT (gain|loss))$/);
    // The chart is drawn (uPlot's canvas) with its text line.
    await section.locator('canvas').first().waitFor({ timeout: 30_000 });
    await section.getByText(/^From .* USDT on .* to .* USDT on .*\.$/).waitFor();

    // CSV of everything so far: its purchases, sales and income add up to the API's totals.
    const year = new Date(api.as_of).getUTCFullYear();
    await section.getByLabel('From', { exact: true }).fill('2020-01-01');
    await section.getByLabel('To', { exact: true }).fill(`${year}-12-31`);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe(`transactions_2020-01-01_${year}-12-31.csv`);
    const csv = (await downloadedBytes(csvDownload)).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe('Date (UTC),Type,Property,Contract,M2,Amount (USDT),Price (USDT per M2),Transaction');
    const sum = (types: string[]) =>
      lines
        .map((line) => line.split(','))
        .filter((cells) => types.includes(cells[1] ?? ''))
        .reduce((total, cells) => total + parseUnits(cells[5] ?? '0', 18), 0n);
    expect(sum(['Purchase'])).toBe(BigInt(api.totals.invested));
    expect(sum(['Sale'])).toBe(BigInt(api.totals.sale_proceeds));
    expect(sum(['Income claimed', 'Income reinvested'])).toBe(BigInt(api.totals.income));

    // The statement of the chain's year: signed totals equal to the API's, and the signature verifies.
    await section.getByLabel('Year', { exact: true }).selectOption(String(year));
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe(`statement_${year}.pdf`);
    const pdf = await downloadedBytes(pdfDownload);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The short verify link (id and signature, like a certificate's) finds the signed figures.
    const link = statementPdfVerifyUrl(pdf);
    expect(link?.pathname).toMatch(/^\/statements\/verify\/\d+\/$/);
    const verified = await page.request.get(`/api/portfolio${link?.pathname}${link?.search}`);
    const { valid, statement } = await verified.json();
    expect(valid).toBe(true);
    expect(statement.holder).toBe(holder);
    expect(statement.value).toBe(api.totals.value);
    expect(statement.cost_basis).toBe(api.totals.cost_basis);
    expect(statement.unrealised_gain).toBe(api.totals.unrealised_gain);
    expect(BigInt(statement.income)).toBeGreaterThan(0n);
    // The link itself opens the human page, which says the statement is genuine.
    await page.goto(`${link?.pathname}${link?.search}`);
    await page
      .getByText("Genuine: the server's signature covers exactly these figures, every property row included.")
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
