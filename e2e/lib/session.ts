// Signing in through the app's wallet modal with the injected wallet, as a person would.
import type { Locator, Page } from 'playwright-core';

/** The wallet button's text for `address` (docs/constants.md#display: first 7, an ellipsis, last 3). */
export function shortAddress(address: string): string {
  return `${address.slice(0, 7)}...${address.slice(-3)}`;
}

export function walletButton(page: Page, address: string): Locator {
  const escaped = shortAddress(address).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('banner').getByRole('button', { name: new RegExp(escaped) });
}

/**
 * Clicks 'connect wallet' (in English or Russian); the wallet modal starts the login on its own after 0.5 s (connect, then sign the
 * authorization message) and closes once the API answered with the tokens.
 */
export async function signIn(page: Page, address: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(connect wallet|подключить кошелёк)$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^(Confirm in your wallet|Подтвердите в кошельке)$/ });
  await dialog.waitFor();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  await walletButton(page, address).waitFor();
}
