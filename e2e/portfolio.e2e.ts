// The demo investor's portfolio on the real stack (docs/portfolio.md): after claiming its rental income, the
// investor opens the shares tab and sees non-zero totals that match the API's, downloads its transactions as CSV
// (the purchases, sales and income in it add up to the API's totals) and its yearly statement as PDF (signed
// totals equal to the API's, verified by the public endpoint).
import type { Browser, Locator, Page } from 'playwright-core';
import { type Address, formatUnits, parseUnits } from 'viem';
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

type HistoryPoint = { at: string; value: string };
type ChartGeometry = { left: number; top: number; width: number; height: number; scales: number[] };

/** Where the chart's plot area lies on its canvas (CSS px) and the scales it drew (x in seconds, y in USDT). */
const chartGeometry = (chart: Locator): Promise<ChartGeometry> =>
  chart.evaluate((box: HTMLElement) => {
    const canvas = box.querySelector('canvas')?.getBoundingClientRect();
    const over = box.querySelector('.u-over')?.getBoundingClientRect();
    if (!canvas || !over) throw new Error('no chart drawn');
    const { xMin, xMax, yMin, yMax } = box.dataset;
    return {
      left: over.left - canvas.left,
      top: over.top - canvas.top,
      width: over.width,
      height: over.height,
      scales: [xMin, xMax, yMin, yMax].map(Number),
    };
  });

/** Rows (CSS px from the canvas top) where the value line's stroke (#1d4ed8, opaque) is drawn in column `x`. */
const valueStrokeRows = (chart: Locator, x: number): Promise<number[]> =>
  chart.evaluate((box: HTMLElement, at: number) => {
    const canvas = box.querySelector('canvas') as HTMLCanvasElement;
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const pixels = canvas.getContext('2d')?.getImageData(Math.round(at * ratio), 0, 1, canvas.height).data;
    const rows: number[] = [];
    for (let row = 0; pixels && row < canvas.height; row++) {
      const [r = 0, g = 0, b = 0, a = 0] = pixels.slice(row * 4, row * 4 + 4);
      if (a > 200 && Math.abs(r - 29) < 40 && Math.abs(g - 78) < 40 && Math.abs(b - 216) < 40)
        rows.push(row / ratio);
    }
    return rows;
  }, x);

/**
 * The value holds between two moments and changes at the next (#27: the chart joined them with slopes): in the
 * canvas, halfway between two moments whose values differ, the line is at the earlier value, not halfway.
 */
async function expectSteppedValueLine(page: Page, chart: Locator): Promise<void> {
  await expect.poll(() => chart.getAttribute('data-x-max'), { timeout: 30_000 }).not.toBeNull();
  const response = await page.request.get('/api/user/portfolio/history/');
  const history = (await response.json()) as HistoryPoint[];
  const { left, top, width, height, scales } = await chartGeometry(chart);
  const [xMin = 0, xMax = 0, yMin = 0, yMax = 0] = scales;
  const xAt = (p: HistoryPoint) => left + ((new Date(p.at).getTime() / 1000 - xMin) / (xMax - xMin)) * width;
  const yAt = (p: HistoryPoint) =>
    top + (1 - (Number(formatUnits(BigInt(p.value), 18)) - yMin) / (yMax - yMin)) * height;
  // Pairs of past moments (the last point is now, which moves) far enough apart on screen to tell.
  const fixed = history.slice(0, -1);
  const pairs = fixed
    .slice(1)
    .map((next, i) => [fixed[i] as HistoryPoint, next] as const)
    .filter(([a, b]) => xAt(b) - xAt(a) >= 12 && Math.abs(yAt(b) - yAt(a)) >= 12);
  expect(pairs.length).toBeGreaterThan(0);
  for (const [a, b] of pairs) {
    const rows = await valueStrokeRows(chart, (xAt(a) + xAt(b)) / 2);
    const drawnNear = (y: number) => rows.some((row) => Math.abs(row - y) <= 3);
    expect(drawnNear(yAt(a))).toBe(true);
    expect(drawnNear((yAt(a) + yAt(b)) / 2)).toBe(false);
  }
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
    await expectSteppedValueLine(page, section.getByTestId('portfolio-chart'));

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
