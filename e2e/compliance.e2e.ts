// The compliance journey on the real chain (docs/compliance.md#the-back-offices-recoveries): a NEW wallet (a fresh
// key, not one of anvil #0-#9 which the local deploy approves) signs in, compliance — the demo's compliance-only
// officer, #10, who holds COMPLIANCE_ROLE and no other role (docs/roles.md#local-accounts) — approves it in the
// console, it buys M2 of Riverside Lofts in the investor app; its key is "lost"; compliance approves a second new
// wallet and requests the recovery in the console; the chain's clock passes the 3-day delay; compliance executes it
// in the console; the new wallet holds the M2, their lock and the unclaimed income exactly (read on chain); the
// Audit log shows the approvals, the recovery's request and execution by the officer, with the M2 moved in M2
// (never in base units). The officer's console keeps the money tabs closed. Only new wallets are touched: the
// state the other journeys expect stays as it was.
import type { Browser, Page } from 'playwright-core';
import { type Address, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RECOVERY_DELAY_SECONDS } from '#core/recoveryStatus.ts';
import { anvilAccount, LOCAL_ROLES } from '../scripts/lib/anvil.ts';
import { connectBrowser, openApp, screenshot, type Visit } from './lib/browser.ts';
import { advanceChainTime, chainClient, contracts, contractsAs, fundWallet, mined } from './lib/chain.ts';
import { shortAddress, signIn } from './lib/session.ts';

const PROPERTY = 'Riverside Lofts';
const USDT = (value: string) => parseUnits(value, 18);
const M2 = (value: string) => parseUnits(value, 18);

const lostKey = generatePrivateKey();
const replacementKey = generatePrivateKey();
const LOST = privateKeyToAccount(lostKey).address;
const REPLACEMENT = privateKeyToAccount(replacementKey).address;
/** The compliance-only officer of the demo seed (COMPLIANCE_ROLE alone). */
const OFFICER = anvilAccount(LOCAL_ROLES.compliance).address;

let browser: Browser;
let compliance: Visit;
let console_: Page;
let token: Address;
/** The lost wallet's holding of the property just before the recovery is executed. */
let before: { balance: bigint; locked: bigint; unlockTime: bigint; income: bigint };

beforeAll(async () => {
  browser = await connectBrowser();
  compliance = await openApp(browser, {
    account: LOCAL_ROLES.compliance,
    viewport: { width: 1400, height: 1000 },
  });
  console_ = compliance.page;
  const { registry } = contracts();
  const all = await registry.read.getAllProperties([0n, await registry.read.propertyCount()]);
  const entry = all.find((p) => p.name === PROPERTY);
  if (!entry) throw new Error(`${PROPERTY} is not in the registry`);
  token = entry.token;
});
afterAll(async () => {
  await browser?.close();
});

/** Compliance approves `wallet` on the allow-list from its page in the console's Investors tab, with `country`. */
async function approveInConsole(wallet: Address, country = '') {
  const detail = console_
    .waitForResponse(
      (r) => r.url().toLowerCase().includes(`/custom_admin/investors/${wallet.toLowerCase()}/`),
      {
        timeout: 30_000,
      },
    )
    .then(async (r) => `${r.status()} ${(await r.text()).slice(0, 300)}`)
    .catch(() => 'no request for the investor');
  // From the Investors list: the wallet's row opens its page (#27: the click showed "Something went wrong").
  await console_.goto(`/PropertyList/investors?filter=${encodeURIComponent(JSON.stringify({ q: wallet }))}`);
  await console_
    .locator('tbody tr', { hasText: shortAddress(wallet) })
    .first()
    .click({ timeout: 30_000 });
  await console_.waitForURL(new RegExp(`/PropertyList/investors/${wallet}/show$`, 'i'), { timeout: 30_000 });
  const approve = console_.getByRole('button', { name: 'Approve', exact: true });
  await approve.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
    await screenshot(console_, 'compliance-approve-missing');
    throw new Error(
      `no Approve button on ${console_.url()} (the investor's API answer: ${await detail}): ${await console_.locator('main').textContent()}`,
      {
        cause: error,
      },
    );
  });
  await expect.poll(() => approve.isEnabled(), { timeout: 30_000 }).toBe(true);
  if (country)
    await console_.getByLabel('Country (ISO 3166-1 alpha-2, such as DE; empty = none)').fill(country);
  await approve.click();
  await console_.getByText('Investor approved on chain').first().waitFor({ timeout: 60_000 });
  await expect.poll(() => contracts().identity.read.isVerified([wallet]), { timeout: 60_000 }).toBe(true);
  // Without a reload the page agrees with the chain (#27: it showed "Revoked" beside "On chain now: Approved").
  const allowList = console_.getByRole('region', { name: 'Allow-list (on chain)' });
  await allowList.getByText('On chain now: Approved').waitFor({ timeout: 30_000 });
  await allowList.getByText('Approved', { exact: true }).first().waitFor({ timeout: 30_000 });
  expect(await allowList.getByText('Revoked', { exact: true }).count()).toBe(0);
}

/** The recovery row of `lost` in the console's Recoveries tab. */
const recoveryRow = (lost: Address) =>
  console_.locator('tr', { has: console_.getByText(shortAddress(lost), { exact: true }) });

/** Reloads the console's page until `text` shows in the row of `lost` (the indexer reads each block shortly after). */
async function untilRowShows(lost: Address, text: string | RegExp) {
  await expect
    .poll(
      async () => {
        await console_.reload();
        const found = recoveryRow(lost).getByText(text).first();
        return found.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe(true);
}

describe('compliance: approve, buy, lose the key, recover', () => {
  test('the compliance-only officer signs in to the console, which keeps the money tabs closed', async () => {
    const { registry } = contracts();
    const [complianceRole, managerRole] = await Promise.all([
      registry.read.COMPLIANCE_ROLE(),
      registry.read.MANAGER_ROLE(),
    ]);
    expect(await registry.read.hasRole([complianceRole, OFFICER])).toBe(true);
    expect(await registry.read.hasRole([managerRole, OFFICER])).toBe(false);
    expect(await registry.read.hasRole([await registry.read.DEFAULT_ADMIN_ROLE(), OFFICER])).toBe(false);
    expect(await contracts().vault.read.fundManager()).not.toBe(OFFICER);

    await console_.goto('/');
    await signIn(console_, OFFICER);
    await console_.getByRole('link', { name: 'Admin', exact: true }).first().click();
    await console_.getByRole('heading', { name: 'System status' }).waitFor({ timeout: 30_000 });
    await console_.goto('/PropertyList/buckets');
    await console_.getByText('This tab is closed to your wallet').waitFor({ timeout: 30_000 });
    await console_.getByText(/Your wallet holds: compliance\./).waitFor();
    await console_.goto('/PropertyList/purchases');
    await console_.getByText('This tab is closed to your wallet').waitFor({ timeout: 30_000 });
    expect(await contracts().identity.read.isVerified([LOST])).toBe(false);
    expect(await contracts().identity.read.isVerified([REPLACEMENT])).toBe(false);
  });

  test('a new wallet signs in, is approved by compliance in the console, and buys M2', async () => {
    await fundWallet(LOST, USDT('20000'));
    const investor = await openApp(browser, { privateKey: lostKey });
    await investor.page.goto('/');
    await signIn(investor.page, LOST);

    await approveInConsole(LOST, 'PT');
    // The Investors list agrees with the chain: approved with its country, no KYC record (#27: "KYC: Pending,
    // Country: —" for a wallet approved on chain with a country).
    await console_.goto(`/PropertyList/investors?filter=${encodeURIComponent(JSON.stringify({ q: LOST }))}`);
    const row = console_.locator('tbody tr', { hasText: shortAddress(LOST) }).first();
    await row.getByText('Portugal').waitFor({ timeout: 30_000 });
    await row.getByText('No record').waitFor();
    expect(await row.getByText('Pending').count()).toBe(0);

    await investor.page.goto('/catalog');
    await investor.page.getByRole('link', { name: PROPERTY }).click();
    await investor.page.getByRole('heading', { name: PROPERTY, level: 1 }).waitFor();
    await investor.page.getByLabel('Amount of M2', { exact: true }).fill('2');
    await investor.page.getByRole('button', { name: 'Buy', exact: true }).click();
    await investor.page.getByText('You bought 2 M2.', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await contracts().token(token).read.balanceOf([LOST])).toBe(M2('2'));
    expect(investor.errors).toEqual([]);
    // The key is lost: nobody opens this wallet again.
    await investor.context.close();

    // Rent arrives while the key is lost: 1,000 USDT to the property, a share of it the lost wallet's.
    const fundManager = anvilAccount(LOCAL_ROLES.fundManager).address;
    await mined(contractsAs(LOCAL_ROLES.admin).usdt.write.mint([fundManager, USDT('1000')]));
    const manager = contractsAs(LOCAL_ROLES.fundManager);
    await mined(manager.usdt.write.approve([contracts().vault.address, USDT('1000')]));
    const now = (await chainClient().getBlock()).timestamp;
    await mined(manager.vault.write.distributeIncome([token, USDT('1000'), now - 86_400n, now]));
    expect(await contracts().vault.read.claimableIncome([token, LOST])).toBeGreaterThan(0n);
  });

  test('compliance approves a second new wallet and requests the recovery in the console', async () => {
    // The replacement signs in once so the console knows it, like any newcomer.
    await fundWallet(REPLACEMENT, 0n);
    const newcomer = await openApp(browser, { privateKey: replacementKey });
    await newcomer.page.goto('/');
    await signIn(newcomer.page, REPLACEMENT);
    await newcomer.context.close();
    await approveInConsole(REPLACEMENT);

    await console_.goto('/PropertyList/recoveries/create');
    await console_.getByLabel('Lost wallet').fill(LOST);
    await console_.getByLabel('Replacement wallet').fill(REPLACEMENT);
    await console_
      .getByRole('list', { name: 'Properties to move' })
      .getByText(PROPERTY)
      .waitFor({ timeout: 30_000 });
    await console_.getByRole('button', { name: 'Request recovery' }).click();
    await console_
      .getByText('Recovery requested: the delay has started')
      .first()
      .waitFor({ timeout: 60_000 });
    const [replacement, readyAt] = await contracts().identity.read.recoveryOf([LOST]);
    expect(replacement).toBe(REPLACEMENT);
    const [requested] = await contracts().identity.getEvents.RecoveryRequested(
      { lost: LOST },
      { fromBlock: 0n },
    );
    expect(requested?.args.by).toBe(OFFICER);
    const requestedAt = (await chainClient().getBlock({ blockNumber: requested?.blockNumber ?? 0n }))
      .timestamp;
    expect(readyAt).toBe(requestedAt + BigInt(RECOVERY_DELAY_SECONDS));

    // The list it returns to shows it in its delay without a reload (#27: "No Recoveries yet"), with a countdown,
    // Cancel and no Execute yet.
    const row = recoveryRow(LOST);
    await row.getByText('In delay').first().waitFor({ timeout: 30_000 });
    await untilRowShows(LOST, 'In delay');
    await row.getByText(/^Ready in [23] d /).waitFor();
    expect(await row.getByRole('button', { name: 'Execute' }).count()).toBe(0);
    await screenshot(console_, 'admin-recoveries-en-desktop');
  });

  test('past the delay compliance executes it: the new wallet holds the M2, lock and income exactly', async () => {
    const { token: tokenOf, vault } = contracts();
    const [locked, unlockTime] = await tokenOf(token).read.getLockInfo([LOST]);
    before = {
      balance: await tokenOf(token).read.balanceOf([LOST]),
      locked,
      unlockTime,
      income: await vault.read.claimableIncome([token, LOST]),
    };
    expect(before.balance).toBe(M2('2'));
    expect(before.locked).toBe(M2('2'));

    await advanceChainTime(RECOVERY_DELAY_SECONDS + 60);
    await console_.goto('/PropertyList/recoveries');
    await untilRowShows(LOST, /^Ready$/);
    await recoveryRow(LOST).getByRole('button', { name: 'Execute' }).click();
    await console_
      .getByRole('dialog')
      .getByRole('button', { name: /^Confirm$/ })
      .click();
    await console_
      .getByText('Recovery executed: the M2 are in the replacement wallet')
      .first()
      .waitFor({ timeout: 60_000 });

    const [lockedAfter, unlockAfter] = await tokenOf(token).read.getLockInfo([REPLACEMENT]);
    expect(await tokenOf(token).read.balanceOf([REPLACEMENT])).toBe(before.balance);
    expect(await tokenOf(token).read.balanceOf([LOST])).toBe(0n);
    expect(lockedAfter).toBe(before.locked);
    expect(unlockAfter).toBe(before.unlockTime);
    expect(await vault.read.claimableIncome([token, REPLACEMENT])).toBe(before.income);
    expect(await vault.read.claimableIncome([token, LOST])).toBe(0n);
    await untilRowShows(LOST, 'Executed');
  });

  test('the Audit log shows the approvals and the recovery, each by the officer, the M2 in M2', async () => {
    await console_.goto('/PropertyList/audit-log');
    const entries = async (subject: Address) => {
      await console_.goto(
        `/PropertyList/audit-log?filter=${encodeURIComponent(JSON.stringify({ subject }))}`,
      );
      return console_.locator('tbody tr');
    };
    const lost = await entries(LOST);
    for (const action of ['Investor approved', 'Wallet recovery requested', 'Wallet recovered']) {
      const entry = lost.filter({ hasText: action }).first();
      await entry.waitFor({ timeout: 60_000 });
      await entry.getByText(shortAddress(OFFICER)).first().waitFor();
    }
    // The recovery moved 2 M2 (2 × 10^18 base units), shown in M2.
    const executed = lost.filter({ hasText: 'Wallet recovered' }).first();
    await executed.getByText(/Amount: 2 M2/).waitFor();
    expect(await executed.textContent()).not.toContain('2000000000000000000');
    const replacement = await entries(REPLACEMENT);
    const approved = replacement.filter({ hasText: 'Investor approved' }).first();
    await approved.waitFor({ timeout: 60_000 });
    await approved.getByText(shortAddress(OFFICER)).first().waitFor();
    await screenshot(console_, 'admin-audit-log-recovery-en-desktop');
    expect(compliance.errors).toEqual([]);
  });
});
