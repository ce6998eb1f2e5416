// The console's side of `npm run bench:scale` (docs/operations.md#scale): Debian's Chromium (playwright-core,
// headless) signs in as the admin through the injected wallet of anvil #0, as e2e/admin.e2e.ts does, opens the
// "All properties" tab and measures, in the page's own clock: the first card after navigation, a sort (by name)
// and a filter (delisted without refunds: none at this scale, so the answer is the empty notice).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { toHex } from 'viem';
import { installInjectedWallet } from '../../e2e/lib/injectedWallet.ts';
import { signIn } from '../../e2e/lib/session.ts';
import { ANVIL_CHAIN_ID, anvilAccount } from '../../scripts/lib/anvil.ts';

const ADMIN = 0;
/** Where a failed measurement leaves its screenshot (git-ignored). */
const RESULTS = path.join(import.meta.dirname, '..', 'results');

export type ConsoleFigures = { firstCardMs: number; sortMs: number; filterMs: number; heapMb: number };

export async function measureConsole(baseUrl: string, rpcUrl: string): Promise<ConsoleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const key = anvilAccount(ADMIN).getHdKey().privateKey;
    if (!key) throw new Error('no key for anvil #0');
    await installInjectedWallet(page, { rpcUrl, chainId: ANVIL_CHAIN_ID, privateKey: toHex(key) });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    try {
      return await measure(page);
    } catch (error) {
      mkdirSync(RESULTS, { recursive: true });
      await page.screenshot({ path: path.join(RESULTS, 'scale-console-failure.png') }).catch(() => {});
      throw new Error(
        `console measurement failed at ${page.url()}: ${(error as Error).message.split('\n')[0]}; ` +
          `page problems: ${problems.slice(0, 10).join(' | ') || 'none'}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function measure(page: Page): Promise<ConsoleFigures> {
  {
    await page.goto('/');
    await signIn(page, anvilAccount(ADMIN).address);

    // A first visit loads the console's code; the measured one is the second, as an admin opening the tab.
    await page.goto('/PropertyList');
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    await page.goto('/PropertyList');
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    const firstCardMs = await page.evaluate(() => performance.now());

    const firstName = () => page.locator('article h3').first().textContent();
    const before = await firstName();
    const sortStarted = await page.evaluate(() => performance.now());
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await page.waitForFunction(
      (previous) => {
        const grid = document.querySelector('[aria-busy]');
        const first = document.querySelector('article h3')?.textContent;
        return grid?.getAttribute('aria-busy') === 'false' && first !== previous;
      },
      before,
      { timeout: 60_000 },
    );
    const sortMs = (await page.evaluate(() => performance.now())) - sortStarted;

    const filterStarted = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Delisted without refunds' }).click();
    await page.getByText('No property matches this filter.').waitFor({ timeout: 60_000 });
    const filterMs = (await page.evaluate(() => performance.now())) - filterStarted;

    const heap = await page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );
    return { firstCardMs, sortMs, filterMs, heapMb: heap / 1024 / 1024 };
  }
}
