// Debian's Chromium driven by playwright-core: one browser process for the whole run (e2e/global-setup.ts launches
// it), a connection per journey file, a context per simulated person.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserServer,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { type Hex, toHex } from 'viem';
import { inject } from 'vitest';
import { ANVIL_CHAIN_ID, anvilAccount } from '../../scripts/lib/anvil.ts';
import { installInjectedWallet, type WalletControl } from './injectedWallet.ts';

export const artifactsDir = join(import.meta.dirname, '..', 'artifacts');

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Debian's Chromium, headless, without anything that would reach the network on its own. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
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

/** The run's browser (launched once by e2e/global-setup.ts); `close()` ends this file's connection and contexts. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
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

/** A finished download's bytes: the browser runs apart (connected to), so the file is saved here first. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-download-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Saves a full-page screenshot as a test artifact (e2e/artifacts/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}
