// What a person sees when things go wrong: a rejected login signature (its message, then the automatic
// retry), a declined network switch, a purchase above the USDT balance, and a purchase while trading is paused
// (refused before any wallet prompt).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { anvilAccount } from '../scripts/lib/anvil.ts';
import { connectBrowser, openApp, screenshot } from './lib/browser.ts';
import { contractsAs, mined } from './lib/chain.ts';
import { signIn, walletButton } from './lib/session.ts';

const INVESTOR = 7;
const ADMIN = 0;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('errors', () => {
  test('a rejected login signature shows the message, and the login retries after 2 s', async () => {
    const { page, wallet, context } = await openApp(browser, { account: INVESTOR, locale: 'ru-RU' });
    wallet?.rejectSignatures(1);
    await page.goto('/?lng=ru');
    await page.getByRole('banner').getByRole('button', { name: 'подключить кошелёк' }).click();
    const dialog = page.getByRole('dialog', { name: 'Подтвердите в кошельке' });
    await dialog.getByText('Вы отклонили запрос подписи').waitFor();
    const rejectedAt = Date.now();
    await screenshot(page, 'login-rejected-ru-desktop');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    expect(Date.now() - rejectedAt).toBeGreaterThanOrEqual(1_500);
    await walletButton(page, anvilAccount(INVESTOR).address).waitFor();
    expect(wallet?.calls.filter((c) => c === 'personal_sign')).toHaveLength(2);
    await context.close();
  });

  test('declined twice, the login dialog asks no more by itself; picking the wallet signs in', async () => {
    const { page, wallet, context } = await openApp(browser, { account: INVESTOR });
    wallet?.rejectSignatures(2);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'connect wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm in your wallet' });
    // The spec's retry 2 s after the first rejection, then the person's second answer is kept.
    await dialog
      .getByText('You declined again: pick a wallet below to sign in.')
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(4_000);
    expect(wallet?.calls.filter((c) => c === 'personal_sign')).toHaveLength(2);
    await dialog.getByRole('listitem').getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await walletButton(page, anvilAccount(INVESTOR).address).waitFor();
    expect(wallet?.calls.filter((c) => c === 'personal_sign')).toHaveLength(3);
    await context.close();
  });

  test('a declined network switch says what to do, not "Transaction was rejected"; the switch then works', async () => {
    const { page, wallet, context, errors } = await openApp(browser, { account: INVESTOR });
    await page.goto('/');
    await signIn(page, anvilAccount(INVESTOR).address);
    // The person picks another network in the wallet: the page says so and offers the switch.
    await wallet?.useChain(1);
    const banner = page.getByText(
      'Your wallet is connected to another network. This app works on Local chain (anvil).',
    );
    await banner.waitFor({ timeout: 30_000 });
    wallet?.rejectSwitches(1);
    await page.getByRole('button', { name: 'Switch to Local chain (anvil)' }).click();
    await page
      .getByText('You declined the switch: switch your wallet to Local chain (anvil) to trade here.')
      .waitFor({ timeout: 30_000 });
    expect(await page.getByText('Transaction was rejected', { exact: false }).count()).toBe(0);
    await screenshot(page, 'network-switch-declined-en-desktop');
    // Asked again, the person accepts: the banner goes.
    await page.getByRole('button', { name: 'Switch to Local chain (anvil)' }).click();
    await banner.waitFor({ state: 'hidden', timeout: 30_000 });
    expect(wallet?.calls.filter((c) => c === 'wallet_switchEthereumChain')).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a purchase above the USDT balance is refused before any transaction', async () => {
    const { page, wallet, context } = await openApp(browser, { account: INVESTOR });
    await page.goto('/catalog');
    await signIn(page, anvilAccount(INVESTOR).address);
    await page.getByRole('link', { name: 'Alpine Chalet' }).click();
    await page.getByRole('heading', { name: 'Alpine Chalet', level: 1 }).waitFor();
    await page.getByLabel('Amount of M2', { exact: true }).fill('200'); // 1,360,000 USDT
    await page.getByText('Insufficient USDT balance').first().waitFor();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await page.getByText('Insufficient USDT balance').first().waitFor();
    expect(wallet?.calls).not.toContain('eth_sendTransaction');
    await context.close();
  });

  test('buying while trading is paused is refused before any wallet prompt (no approval left behind)', async () => {
    await mined(contractsAs(ADMIN).vault.write.pause());
    try {
      const { page, wallet, context } = await openApp(browser, { account: INVESTOR });
      await page.goto('/catalog');
      await signIn(page, anvilAccount(INVESTOR).address);
      await page.getByRole('link', { name: 'Harbour Offices' }).click();
      await page.getByRole('heading', { name: 'Harbour Offices', level: 1 }).waitFor();
      await page.getByLabel('Amount of M2', { exact: true }).fill('1');
      // docs/messages.md#trades-refused-before-the-wallet: the spec's text, and Buy is disabled.
      const form = page.getByRole('form', { name: 'Buy square metres' });
      await form.getByText('Trading operations are paused').waitFor();
      expect(await form.getByRole('button', { name: 'Buy', exact: true }).isDisabled()).toBe(true);
      expect(wallet?.calls).not.toContain('eth_sendTransaction');
      await screenshot(page, 'buy-paused-en-desktop');
      await context.close();
    } finally {
      await mined(contractsAs(ADMIN).vault.write.unpause());
    }
  });
});
