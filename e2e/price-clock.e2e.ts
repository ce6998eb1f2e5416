// An announced price comes into force by the clock alone (docs/money-rules.md#price-changes,
// docs/operations.md#sandbox): a manager proposes 1,100 USDT per M2 for a property at 1,000, the admin confirms it
// (two keys, a 2-day notice), and the property page says so. Then the chain's clock moves past the notice with no
// transaction at all: the sandbox's chain mines its own empty blocks, and the page, read again, shows the new
// price in force, which is what the chain now charges. Then the whole sandbox restarts, as `npm start` stopped and
// started again: the chain keeps its time and the price stays in force.
import type { Browser, Page } from 'playwright-core';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOCAL_ROLES } from '../scripts/lib/anvil.ts';
import { registryEvents } from '../server/lib/contracts.ts';
import { connectBrowser, openApp } from './lib/browser.ts';
import { chainClient, contracts, contractsAs, mined, moveClockOnly } from './lib/chain.ts';
import { restartStack } from './lib/stack.ts';

const NAME = 'E2E Clock Court';
const USDT = (value: string) => parseUnits(value, 18);
const NOTICE_SECONDS = 2 * 86_400;

let browser: Browser;
let token: Address;

beforeAll(async () => {
  browser = await connectBrowser();
  const created = await contractsAs(LOCAL_ROLES.manager).registry.write.createProperty([
    NAME,
    100n,
    USDT('1000'),
    86_400n,
  ]);
  const receipt = await chainClient().waitForTransactionReceipt({ hash: created });
  const [event] = registryEvents(receipt.logs, 'PropertyCreated');
  if (!event) throw new Error('no PropertyCreated event');
  token = event.args.token;
  await mined(contractsAs(LOCAL_ROLES.manager).registry.write.proposePrice([token, USDT('1100')]));
  await mined(contractsAs(LOCAL_ROLES.admin).registry.write.confirmPrice([token, USDT('1100')]));
});
afterAll(async () => {
  await browser?.close();
});

/** The text of the property page's figure row named `label`. */
async function figure(page: Page, label: string): Promise<string> {
  const row = page.locator('dl > div', { has: page.locator('dt', { hasText: label }) });
  return ((await row.locator('dd').textContent({ timeout: 30_000 })) ?? '').trim();
}

describe('price clock', () => {
  test('an announced price is shown with its date, then in force once the clock passes it, with no transaction', async () => {
    const property = contracts().token(token);
    const [, effectiveAt] = await property.read.pendingPrice();
    expect(effectiveAt).toBeGreaterThan(0n);

    const { page, context } = await openApp(browser);
    await page.goto(`/catalog/${token}`);
    await page.getByRole('heading', { name: NAME }).waitFor({ timeout: 30_000 });
    expect(await figure(page, 'Current price per M2')).toBe('1,000.00 USDT');
    expect(await figure(page, 'Announced price')).toMatch(/^1,100\.00 USDT from /);

    // The clock moves past the notice; nobody sends anything: the next block is the chain's own.
    const before = await chainClient().getBlockNumber();
    await moveClockOnly(NOTICE_SECONDS + 1);
    let head = await chainClient().getBlock();
    for (let i = 0; i < 100 && head.timestamp < effectiveAt; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      head = await chainClient().getBlock();
    }
    expect(head.timestamp).toBeGreaterThanOrEqual(effectiveAt);
    for (let n = before + 1n; n <= head.number; n++) {
      expect((await chainClient().getBlock({ blockNumber: n })).transactions).toHaveLength(0);
    }
    expect(await property.read.currentPrice()).toBe(USDT('1100'));

    await page.reload();
    await page.getByRole('heading', { name: NAME }).waitFor({ timeout: 30_000 });
    expect(await figure(page, 'Current price per M2')).toBe('1,100.00 USDT');
    expect(await page.locator('dt', { hasText: 'Announced price' }).count()).toBe(0);
    await context.close();
  });

  test('after a restart of the sandbox the chain keeps its time: the price stays in force, on chain and on the page', async () => {
    const before = await chainClient().getBlock();
    await restartStack();
    // The chain's own next block comes after the last one before the restart: its clock never goes back (#27: the
    // first new block took the wall clock, and the announced price fell back out of force).
    await expect
      .poll(async () => (await chainClient().getBlock()).number, { timeout: 30_000 })
      .toBeGreaterThan(before.number);
    expect((await chainClient().getBlock()).timestamp).toBeGreaterThanOrEqual(before.timestamp);
    expect(await contracts().token(token).read.currentPrice()).toBe(USDT('1100'));

    const { page, context } = await openApp(browser);
    await page.goto(`/catalog/${token}`);
    await page.getByRole('heading', { name: NAME }).waitFor({ timeout: 30_000 });
    expect(await figure(page, 'Current price per M2')).toBe('1,100.00 USDT');
    expect(await page.locator('dt', { hasText: 'Announced price' }).count()).toBe(0);
    await context.close();
  });
});
