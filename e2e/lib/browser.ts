// Debian's Chromium driven by playwright-core, one browser per journey file, one context per simulated person.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type Hex, toHex } from 'viem';
import { inject } from 'vitest';
import { ANVIL_CHAIN_ID, anvilAccount } from '../../scripts/lib/anvil.ts';
import { installInjectedWallet, type WalletControl } from './injectedWallet.ts';

export const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The private key of anvil's default account `index`. */
export function anvilKey(index: number): Hex {
  const key = anvilAccount(index).getHdKey().privateKey;
  if (!key) throw new Error(`no key for anvil account #${index}`);
  return toHex(key);
}

export type Visit = { context: BrowserContext; page: Page; wallet?: WalletControl; errors: string[] };

/**
 * A fresh browser context (no cookies, no storage) on the app. With `account` (or `privateKey`), an injected wallet
 * backed by that anvil account (or key) is installed before any page script runs. Uncaught page errors are collected in `errors`.
 */
export async function openApp(
  browser: Browser,
  options: {
    account?: number;
    /** A wallet of the test's own (a fresh key), instead of an anvil account. */
    privateKey?: Hex;
    viewport?: { width: number; height: number };
    locale?: string;
    /** A phone's user agent, with touch and the mobile viewport behaviour of Chromium's emulation. */
    phoneUserAgent?: string;
  } = {},
): Promise<Visit> {
  const phone = options.phoneUserAgent
    ? { userAgent: options.phoneUserAgent, isMobile: true, hasTouch: true }
    : {};
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    acceptDownloads: true,
    ...phone,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const privateKey =
    options.privateKey ?? (options.account === undefined ? undefined : anvilKey(options.account));
  const wallet =
    privateKey === undefined
      ? undefined
      : await installInjectedWallet(page, { rpcUrl: inject('rpcUrl'), chainId: ANVIL_CHAIN_ID, privateKey });
  return { context, page, wallet, errors };
}

/** Saves a full-page screenshot as a test artifact (e2e/artifacts/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}
