// A refund from the shares tab, on the real chain: a property is delisted with a refund (its pool escrowed from
// the property's bucket at delisting); the holder, whose M2 are still locked, opens the shares tab, sees what
// the pool pays and claims it; its USDT balance on chain grows by exactly the amount shown, and its M2 are
// retired (docs/flows.md#claiming-a-refund, docs/money-rules.md#refunds).
import type { Browser } from 'playwright-core';
import { type Address, maxUint256, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { anvilAccount, LOCAL_ROLES } from '../scripts/lib/anvil.ts';
import { registryEvents } from '../server/lib/contracts.ts';
import { connectBrowser, openApp } from './lib/browser.ts';
import { chainClient, contracts, contractsAs, mined } from './lib/chain.ts';
import { signIn } from './lib/session.ts';

/** Anvil account #6: holds M2 only of the property this file creates. */
const HOLDER = 6;
const NAME = 'E2E Refund Court';
const USDT = (value: string) => parseUnits(value, 18);

let browser: Browser;
let token: Address;

beforeAll(async () => {
  browser = await connectBrowser();
  const { VaultTrader } = inject('deployment');
  const holder = anvilAccount(HOLDER).address;
  const fundManager = anvilAccount(LOCAL_ROLES.fundManager).address;
  // A property at 1,000 USDT per M2 with a 30-day lock.
  const created = await contractsAs(LOCAL_ROLES.manager).registry.write.createProperty([
    NAME,
    100n,
    USDT('1000'),
    30n * 86_400n,
  ]);
  const receipt = await chainClient().waitForTransactionReceipt({ hash: created });
  const [event] = registryEvents(receipt.logs, 'PropertyCreated');
  if (!event) throw new Error('no PropertyCreated event');
  token = event.args.token;
  // The holder buys 2 M2 (still locked when the refund opens).
  await mined(contractsAs(LOCAL_ROLES.admin).usdt.write.mint([holder, USDT('2000')]));
  await mined(contractsAs(HOLDER).usdt.write.approve([VaultTrader, USDT('2000')]));
  await mined(
    contractsAs(HOLDER).vault.write.buy([token, 2n * 10n ** 18n, USDT('2000'), maxUint256, maxUint256]),
  );
  // The fund manager tops the property's bucket up, then the manager delists it with a refund at 900 USDT:
  // the pool (2 M2 × 900 = 1,800 USDT) is escrowed from the bucket at once.
  await mined(contractsAs(LOCAL_ROLES.admin).usdt.write.mint([fundManager, USDT('500')]));
  await mined(contractsAs(LOCAL_ROLES.fundManager).usdt.write.approve([VaultTrader, USDT('500')]));
  await mined(contractsAs(LOCAL_ROLES.fundManager).vault.write.manualDeposit([token, USDT('500')]));
  await mined(contractsAs(LOCAL_ROLES.manager).registry.write.delistWithRefund([token, USDT('900'), false]));
});
afterAll(async () => {
  await browser?.close();
});

describe('refund', () => {
  test('the holder claims its refund from the shares tab and receives exactly the amount shown', async () => {
    const { usdt, vault } = contracts();
    const holder = anvilAccount(HOLDER).address;
    const pool = await vault.read.refundPools([token]);
    expect(pool.funded).toBe(USDT('1800'));
    expect(await vault.read.claimableRefund([token, holder])).toBe(USDT('1800'));

    const { page, context } = await openApp(browser, { account: HOLDER });
    // The property's page says what holders of a property delisted with a refund can do (#27: "Selling back: Yes"
    // and "Liquidity coverage: no sales yet").
    await page.goto(`/catalog/${token}`);
    const figure = (label: string) =>
      page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
    await figure('Liquidity coverage').getByText('Not applicable: delisted').waitFor({ timeout: 30_000 });
    await page.getByText('No: holders claim the refund instead').first().waitFor();
    await page.goto('/');
    await signIn(page, holder);
    await page.goto('/personal-account/parts');
    const panel = page.getByRole('region', { name: `${NAME}: delisted with a refund` });
    await panel.waitFor({ timeout: 30_000 });
    await panel.getByText('1,800 USDT').waitFor();

    const before = await usdt.read.balanceOf([holder]);
    await panel.getByRole('button', { name: 'Claim my refund' }).click();
    await panel.getByText('Refund claimed: 1,800 USDT.').waitFor({ timeout: 60_000 });
    expect((await usdt.read.balanceOf([holder])) - before).toBe(USDT('1800'));
    expect(await contracts().token(token).read.balanceOf([holder])).toBe(0n);
    expect((await vault.read.refundPools([token])).paid).toBe(USDT('1800'));
    await context.close();
  });
});
