// The buckets dashboard: general bucket, total properties, warnings, the table with the bucket labels
// (docs/product.md#buckets-and-liquidity) and 'INSUFFICIENT LIQUIDITY', manual deposit (balance check →
// approval only when needed → deposit; the zero address is the general bucket) and manual withdraw to the treasury
// (the free share at once, a larger amount announced first: docs/flows.md#deposits-and-withdrawals), whose bucket is
// chosen with the property picker (a search on the API, the general bucket always offered first).
// On the file's anvil with the real contracts (src/test/testChain.ts): the buckets, sales and refund pools are
// made by real transactions and what a test checks is read back from the chain.
import { screen, within } from '@testing-library/react';
import { type Address, zeroAddress } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import contractConstants from '../../../abis/constants.json';
import {
  announceWithdrawal,
  approveVault,
  browserClockAtChainTime,
  bucketOf,
  buy,
  claimRefund,
  createProperty,
  delistWithRefund,
  deposit as depositInto,
  emptyBucket,
  generalBucket,
  increaseTime,
  refundPool,
  setSellEnabled,
  setUsdtBalance,
  usdtBalance,
  withdrawable,
} from '../../test/chainActions.ts';
import { fakeIndexer } from '../../test/fakeIndexer.ts';
import { ADMIN } from '../../test/wallet.ts';
import { optionName, pickProperty, shownOptions } from '../test/propertyPicker.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

/** A notice that follows transactions mined on the test chain: a loaded machine takes longer than the default 5 s. */
const CONFIRMED = { timeout: 15_000 };

beforeAll(preloadConsole, 60_000);
afterEach(() => {
  vi.useRealTimers();
});

const E18 = 10n ** 18n;
const REFUND_WINDOW = BigInt(contractConstants.VaultTrader.REFUND_WINDOW);
const WITHDRAW_NOTICE = BigInt(contractConstants.VaultTrader.WITHDRAW_NOTICE);
/** Anvil accounts #3 and #4: approved investors (scripts/lib/deploy.ts); #0 is the admin. */
const INVESTOR = 3;
const OTHER_INVESTOR = 4;

interface Seeded {
  active: Address;
  empty: Address;
  closed: Address;
  quiet: Address;
}

/** 250,000 USDT in the general bucket; Active Tower (10 M2 sold, 10,000 USDT in its bucket), Empty Villas (5 M2
 *  sold, its bucket emptied), Closed House (the same with sells disabled), Quiet Chalet (nothing sold). */
async function seed(): Promise<Seeded> {
  await depositInto('general', 250_000n * E18);
  const active = await createProperty({ name: 'Active Tower', price: 1000n * E18 });
  await buy(INVESTOR, active, 10n * E18);
  const empty = await createProperty({ name: 'Empty Villas', price: 1000n * E18 });
  await buy(INVESTOR, empty, 5n * E18);
  await emptyBucket(empty);
  const closed = await createProperty({ name: 'Closed House' });
  await buy(INVESTOR, closed, 5n * E18);
  await emptyBucket(closed);
  await setSellEnabled(closed, false);
  const quiet = await createProperty({ name: 'Quiet Chalet' });
  return { active, empty, closed, quiet };
}

/** The dashboard on the chain `seed` leaves, with `before` sent first and `after` sent last. */
async function open({
  before,
  after,
}: {
  before?: () => Promise<unknown>;
  after?: (seeded: Seeded) => Promise<unknown>;
} = {}) {
  let seeded: Seeded | undefined;
  const rendered = await renderAdminOnChain('/PropertyList/buckets', {
    setup: async () => {
      await before?.();
      seeded = await seed();
      await after?.(seeded);
    },
  });
  await findConsole();
  await screen.findByText('Active Tower');
  return { ...rendered, seeded: seeded as Seeded };
}

const row = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
const deposit = () => within(screen.getByRole('form', { name: 'Manual deposit' }));
const withdraw = () => within(screen.getByRole('form', { name: 'Manual withdraw' }));

async function chooseBucket(
  user: Awaited<ReturnType<typeof renderAdminOnChain>>['user'],
  form: ReturnType<typeof deposit>,
  name: string,
) {
  await pickProperty(user, form.getByRole('combobox', { name: 'Bucket' }), name);
}

describe('Buckets dashboard', { timeout: 60_000 }, () => {
  it('shows the general bucket, the property count, the warnings and every status label', async () => {
    await open();
    expect(
      await screen.findByText('250,000 USDT', { selector: '[data-testid=general-bucket]' }),
    ).toBeTruthy();
    expect(screen.getByTestId('total-properties').textContent).toBe('4');
    expect(row('Active Tower').getByText('Active Bucket')).toBeTruthy();
    expect(row('Active Tower').getAllByText('10,000 USDT')).toHaveLength(2);
    expect(row('Active Tower').getByText('10 M2')).toBeTruthy();
    expect(row('Active Tower').queryByText('INSUFFICIENT LIQUIDITY')).toBeNull();
    expect(row('Empty Villas').getByText('User Investments (Empty Bucket)')).toBeTruthy();
    expect(row('Empty Villas').getByText('INSUFFICIENT LIQUIDITY')).toBeTruthy();
    expect(row('Closed House').getByText('User Investments (Sells Disabled)')).toBeTruthy();
    expect(row('Closed House').queryByText('INSUFFICIENT LIQUIDITY')).toBeNull();
    expect(row('Quiet Chalet').getByText('No Activity')).toBeTruthy();
    const warnings = within(screen.getByRole('list', { name: 'Warnings' }));
    expect(warnings.getAllByRole('listitem')).toHaveLength(1);
    expect(warnings.getByText('Empty Villas: INSUFFICIENT LIQUIDITY')).toBeTruthy();
  });

  it('pages the table by 25 and sorts it by a column on the API, registry order again on a third click', async () => {
    const { user } = await open({
      after: async () => {
        for (let i = 1; i <= 26; i++) {
          await depositInto(await createProperty({ name: `Lot ${i}` }), BigInt(i) * E18);
        }
      },
    });
    const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    await vi.waitFor(() => expect(screen.getByTestId('total-properties').textContent).toBe('30'));
    expect(rowNames()).toHaveLength(25);
    expect(rowNames().slice(0, 2)).toEqual(['Active Tower', 'Empty Villas']);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await vi.waitFor(() => expect(rowNames()).toEqual(['Lot 22', 'Lot 23', 'Lot 24', 'Lot 25', 'Lot 26']));
    const byBucket = screen.getByRole('button', { name: 'Sort by Bucket balance' });
    await user.click(byBucket);
    // Largest first, from the first page again.
    await vi.waitFor(() => expect(rowNames().slice(0, 3)).toEqual(['Active Tower', 'Lot 26', 'Lot 25']));
    await user.click(byBucket);
    await vi.waitFor(() =>
      expect(rowNames().slice(0, 3)).toEqual(['Empty Villas', 'Closed House', 'Quiet Chalet']),
    );
    await user.click(byBucket);
    await vi.waitFor(() => expect(rowNames().slice(0, 2)).toEqual(['Active Tower', 'Empty Villas']));
    // The bucket picker lists the general bucket and the API's first 20 properties by name, not all 30.
    await user.click(deposit().getByRole('combobox', { name: 'Bucket' }));
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(21));
    expect(shownOptions()[0]).toBe('General bucket');
    expect(shownOptions()[1]).toMatch(optionName('Active Tower'));
    expect(shownOptions()[20]).toMatch(optionName('Lot 24'));
    expect(fakeIndexer.asked).toContainEqual({ filter: {}, sort: ['name', 'ASC'], range: [0, 19] });
  }, 120_000);

  it('searches the bucket on the API as typed, keeps the general bucket first, and deposits where chosen', async () => {
    const { user, seeded } = await open({ after: () => setUsdtBalance(0, 10_000n * E18) });
    const bucket = deposit().getByRole('combobox', { name: 'Bucket' });
    expect((bucket as HTMLInputElement).value).toBe('General bucket');
    await user.click(bucket);
    await user.clear(bucket);
    await user.type(bucket, 'villa');
    // Once typing pauses, the API is asked with the search; the options are its answer.
    await vi.waitFor(() =>
      expect(fakeIndexer.asked).toContainEqual({
        filter: { q: 'villa' },
        sort: ['name', 'ASC'],
        range: [0, 19],
      }),
    );
    await vi.waitFor(() => expect(shownOptions()).toHaveLength(2));
    expect(shownOptions()[0]).toBe('General bucket');
    expect(shownOptions()[1]).toMatch(optionName('Empty Villas'));
    // By keyboard: down to the property's option (the listbox's active option), then Enter.
    const villas = screen.getAllByRole('option')[1] as HTMLElement;
    for (let i = 0; i < 3 && bucket.getAttribute('aria-activedescendant') !== villas.id; i++) {
      await user.keyboard('{ArrowDown}');
    }
    expect(bucket.getAttribute('aria-activedescendant')).toBe(villas.id);
    await user.keyboard('{Enter}');
    expect((bucket as HTMLInputElement).value).toBe('Empty Villas');
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '100');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit done', undefined, CONFIRMED)).toBeTruthy();
    expect(await bucketOf(seeded.empty)).toBe(100n * E18);
    // Back to the general bucket: still offered whatever is typed.
    await user.click(bucket);
    await user.clear(bucket);
    await user.type(bucket, 'no such property');
    await vi.waitFor(() => expect(shownOptions()).toEqual(['General bucket']));
    await user.click(screen.getByRole('option', { name: 'General bucket' }));
    expect((bucket as HTMLInputElement).value).toBe('General bucket');
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '100');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    await vi.waitFor(async () => expect(await generalBucket()).toBe(250_100n * E18), { timeout: 10_000 });
  });

  it('approves first when the allowance is too low, then deposits into the general bucket', async () => {
    const { user, admin } = await open({
      after: async () => {
        await setUsdtBalance(0, 10_000n * E18);
        await approveVault(0, 0n);
      },
    });
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '1000');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit done', undefined, CONFIRMED)).toBeTruthy();
    expect(admin.sent).toEqual(['approve', 'manualDeposit']);
    expect(await generalBucket()).toBe(251_000n * E18);
    expect(await usdtBalance(ADMIN)).toBe(9_000n * E18);
    expect(
      ['balance', 'approve', 'deposit'].map((id) => screen.getByTestId(`step-${id}`).dataset.state),
    ).toEqual(['success', 'success', 'success']);
  });

  it('skips the approval when the allowance covers the amount, into a property bucket', async () => {
    const { user, admin, seeded } = await open({
      after: async () => {
        await setUsdtBalance(0, 10_000n * E18);
        await approveVault(0, 5_000n * E18);
      },
    });
    await chooseBucket(user, deposit(), 'Empty Villas');
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '2500.5');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit done', undefined, CONFIRMED)).toBeTruthy();
    expect(admin.sent).toEqual(['manualDeposit']);
    expect(screen.queryByTestId('step-approve')).toBeNull();
    expect(await bucketOf(seeded.empty)).toBe(25_005n * 10n ** 17n);
    expect(await usdtBalance(ADMIN)).toBe(10_000n * E18 - 25_005n * 10n ** 17n);
  });

  it("refuses a deposit larger than the balance with 'Insufficient USDT balance'", async () => {
    const { user, admin } = await open({ after: () => setUsdtBalance(0, 10n * E18) });
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '11');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await deposit().findByText('Insufficient USDT balance')).toBeTruthy();
    expect(screen.getByTestId('step-balance').dataset.state).toBe('error');
    expect(admin.sent).toEqual([]);
  });

  it('pays the free share to the treasury after a confirmation naming it, then nothing more this period', async () => {
    const { user, admin, seeded } = await open({ after: () => setUsdtBalance(0, 0n) });
    // No destination to type: the treasury (the admin on the local deploy), read from the chain.
    expect(withdraw().queryByRole('textbox', { name: /Destination/ })).toBeNull();
    await vi.waitFor(() =>
      expect(withdraw().getByTestId('withdraw-treasury').textContent).toBe(`Paid to the treasury: ${ADMIN}`),
    );
    await chooseBucket(user, withdraw(), 'Active Tower');
    expect(withdraw().getByText(/In this bucket: 10,000 USDT/)).toBeTruthy();
    // 10 % of the bucket may leave without notice.
    await vi.waitFor(() =>
      expect(withdraw().getByTestId('withdrawable-now').textContent).toBe('Withdrawable now: 1,000 USDT'),
    );
    await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Withdraw to the treasury?')).toBeTruthy();
    expect(dialog.getByText(`1,000 USDT will be paid to the treasury ${ADMIN}.`)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal done', undefined, CONFIRMED)).toBeTruthy();
    expect(admin.sent).toEqual(['withdrawFromBucket']);
    expect(await bucketOf(seeded.active)).toBe(9_000n * E18);
    expect(await usdtBalance(ADMIN)).toBe(1_000n * E18);
    expect(await generalBucket()).toBe(250_000n * E18);
    // The period's free share is used: refused before anything is sent.
    await vi.waitFor(() =>
      expect(withdraw().getByTestId('withdrawable-now').textContent).toBe('Withdrawable now: 0 USDT'),
    );
    await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
    expect(withdraw().getByText('Nothing may leave this bucket now')).toBeTruthy();
    expect(admin.sent).toEqual(['withdrawFromBucket']);
  });

  it('announces a larger withdrawal, shows it with its date, and cancels it', async () => {
    const { user, admin, seeded } = await open();
    await chooseBucket(user, withdraw(), 'Active Tower');
    await user.type(withdraw().getByRole('spinbutton', { name: 'Larger withdrawal, USDT' }), '5000');
    await user.click(withdraw().getByRole('button', { name: 'Announce the withdrawal' }));
    expect(
      await screen.findByText(/^Withdrawal announced: 5,000 USDT from .+\d{4}/, undefined, CONFIRMED),
    ).toBeTruthy();
    expect(admin.sent).toEqual(['announceWithdrawal']);
    const [now, announced, effectiveAt] = await withdrawable(seeded.active);
    expect([now, announced]).toEqual([1_000n * E18, 5_000n * E18]);
    expect(effectiveAt).toBeGreaterThan(0n);
    // Announced only: nothing left the bucket.
    expect(await bucketOf(seeded.active)).toBe(10_000n * E18);
    expect(await withdraw().findByText(/^Announced: 5,000 USDT may be withdrawn from .+\d{4}/)).toBeTruthy();
    await user.click(withdraw().getByRole('button', { name: 'Cancel the announcement' }));
    expect(await screen.findByText('Announced withdrawal cancelled')).toBeTruthy();
    expect(admin.sent).toEqual(['announceWithdrawal', 'cancelWithdrawal']);
    expect(await withdrawable(seeded.active)).toEqual([1_000n * E18, 0n, 0n]);
    await vi.waitFor(() => expect(withdraw().queryByText(/^Announced: /)).toBeNull());
  });

  it('withdraws an announced amount with the free share once its notice ran out; says a refusal in words', async () => {
    const { user, admin, seeded } = await open({
      after: async ({ active }) => {
        await announceWithdrawal(active, 5_000n * E18);
        await increaseTime(WITHDRAW_NOTICE + 1n);
        await setUsdtBalance(0, 0n);
      },
    });
    await chooseBucket(user, withdraw(), 'Active Tower');
    await vi.waitFor(() =>
      expect(withdraw().getByTestId('withdrawable-now').textContent).toBe('Withdrawable now: 6,000 USDT'),
    );
    const send = async () => {
      await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText(`6,000 USDT will be paid to the treasury ${ADMIN}.`)).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    };
    admin.failNext('withdrawFromBucket', { errorName: 'WithdrawalLimit', args: [0n] });
    await send();
    const refusal = /^Nothing may leave this bucket now: the free share of this period is used/;
    const modal = within(await screen.findByRole('alertdialog', { name: 'Transaction error' }));
    expect(modal.getByText(refusal)).toBeTruthy();
    await user.click(modal.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdraw().getByText(refusal)).toBeTruthy();
    await send();
    expect(await screen.findByText('Withdrawal done', undefined, CONFIRMED)).toBeTruthy();
    expect(await bucketOf(seeded.active)).toBe(4_000n * E18);
    expect(await usdtBalance(ADMIN)).toBe(6_000n * E18);
    expect(await withdrawable(seeded.active)).toEqual([0n, 0n, 0n]);
  });

  it('refuses an empty bucket before sending', async () => {
    const { user, admin } = await open();
    await chooseBucket(user, withdraw(), 'Quiet Chalet');
    await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
    expect(withdraw().getByText('This bucket is empty')).toBeTruthy();
    expect(admin.sent).toEqual([]);
  });

  describe('refund pools', () => {
    /** Canal House: 10 M2 sold at 1,000 USDT (`claimerM2` to one investor, the rest to another), delisted with a
     *  refund at 1,000 USDT per M2 (a 10,000 USDT target) from `inBucket` USDT left in its bucket; the first
     *  investor then claims. */
    async function refundDelisted({ inBucket, claimerM2 }: { inBucket: bigint; claimerM2: bigint }) {
      const canal = await createProperty({ name: 'Canal House', price: 1000n * E18 });
      await buy(INVESTOR, canal, claimerM2);
      await buy(OTHER_INVESTOR, canal, 10n * E18 - claimerM2);
      if (inBucket < 10_000n * E18) {
        await emptyBucket(canal);
        await depositInto(canal, inBucket);
      }
      await delistWithRefund(canal, 1000n * E18, inBucket < 10_000n * E18);
      await claimRefund(INVESTOR, canal);
      return canal;
    }
    const poolCard = () => within(screen.getByRole('article', { name: 'Canal House' }));

    it('shows a short pool with the share every claimant gets, and tops it up by at most what it misses', async () => {
      let canal: Address = zeroAddress;
      const { user, admin } = await open({
        // Before the general bucket is filled: a short pool draws on nothing else. Paid: 2.5 M2 at 40 %.
        before: async () => {
          canal = await refundDelisted({ inBucket: 4_000n * E18, claimerM2: 25n * 10n ** 17n });
        },
        after: async () => {
          await setUsdtBalance(0, 10_000n * E18);
          await approveVault(0, 0n);
        },
      });
      const card = await screen.findByRole('article', { name: 'Canal House' });
      expect(within(card).getByText('10,000 USDT')).toBeTruthy();
      expect(within(card).getByText('3,000 USDT')).toBeTruthy();
      expect(within(card).getByText('6,000 USDT')).toBeTruthy();
      expect(
        within(card).getByText(
          /Short: every claimant gets 40 % of the refund price until the pool is topped up/,
        ),
      ).toBeTruthy();
      expect(
        (within(card).getByRole('button', { name: 'Close the pool' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect(within(card).getByText(/It can be closed after /)).toBeTruthy();

      const amount = within(card).getByRole('textbox', { name: 'Top-up, USDT' });
      await user.type(amount, '7000');
      await user.click(within(card).getByRole('button', { name: 'Top up the pool' }));
      expect(within(card).getByText('Enter a positive amount up to 6000 USDT')).toBeTruthy();
      expect(admin.sent).toEqual([]);

      await user.clear(amount);
      await user.type(amount, '6000');
      await user.click(within(card).getByRole('button', { name: 'Top up the pool' }));
      expect(await screen.findByText('Refund pool topped up', undefined, CONFIRMED)).toBeTruthy();
      expect(admin.sent).toEqual(['approve', 'fundRefund']);
      expect((await refundPool(canal)).funded).toBe(10_000n * E18);
      expect(await usdtBalance(ADMIN)).toBe(4_000n * E18);
      // Fully funded: no warning and no top-up any more.
      await vi.waitFor(() => expect(poolCard().queryByText(/^Short:/)).toBeNull());
      expect(poolCard().queryByRole('button', { name: 'Top up the pool' })).toBeNull();
    });

    it('closes a pool after its claim window: the unclaimed rest goes to the general bucket', async () => {
      let canal: Address = zeroAddress;
      const { user, admin } = await open({
        // Funded in full from its bucket; 7,500 USDT paid (7.5 M2); then the claim window runs out.
        after: async () => {
          canal = await refundDelisted({ inBucket: 10_000n * E18, claimerM2: 75n * 10n ** 17n });
          await increaseTime(REFUND_WINDOW + 60n);
          await browserClockAtChainTime();
        },
      });
      const card = await screen.findByRole('article', { name: 'Canal House' });
      await user.click(within(card).getByRole('button', { name: 'Close the pool' }));
      expect(
        await screen.findByText('Refund pool closed: the unclaimed rest went to the general bucket'),
      ).toBeTruthy();
      expect(admin.sent).toEqual(['closeRefund']);
      expect(await generalBucket()).toBe(252_500n * E18);
      expect((await refundPool(canal)).open).toBe(false);
      expect(await poolCard().findByText('Closed')).toBeTruthy();
    });
  });
});
