// The buckets dashboard: general bucket, total properties, warnings, the table with the bucket labels
// (docs/product.md#buckets-and-liquidity) and 'INSUFFICIENT LIQUIDITY', manual deposit (balance check →
// approval only when needed → deposit; the zero address is the general bucket) and manual withdraw.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeChain } from '../../test/fakeChain.ts';
import { ADMIN } from '../../test/wallet.ts';
import { findConsole, preloadConsole, renderAdmin } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);

const E18 = 10n ** 18n;
const ACTIVE = '0x1111111111111111111111111111111111111111';
const EMPTY = '0x2222222222222222222222222222222222222222';
const DISABLED = '0x3333333333333333333333333333333333333333';
const QUIET = '0x4444444444444444444444444444444444444444';

function seed(chain: FakeChain) {
  chain.generalBucket = 250_000n * E18;
  chain.addProperty({
    token: ACTIVE,
    name: 'Active Tower',
    currentPrice: 1000n * E18,
    soldM2: 10n * E18,
    bucket: 10_000n * E18,
  });
  chain.addProperty({
    token: EMPTY,
    name: 'Empty Villas',
    currentPrice: 1000n * E18,
    soldM2: 5n * E18,
    bucket: 0n,
  });
  chain.addProperty({
    token: DISABLED,
    name: 'Closed House',
    soldM2: 5n * E18,
    bucket: 0n,
    sellEnabled: false,
  });
  chain.addProperty({ token: QUIET, name: 'Quiet Chalet' });
}

async function open(extra?: (chain: FakeChain) => void) {
  const rendered = renderAdmin('/PropertyList/buckets', {
    setup: (chain) => {
      seed(chain);
      extra?.(chain);
    },
  });
  await findConsole();
  await screen.findByText('Active Tower');
  return rendered;
}

const row = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
const deposit = () => within(screen.getByRole('form', { name: 'Manual deposit' }));
const withdraw = () => within(screen.getByRole('form', { name: 'Manual withdraw' }));

async function chooseBucket(
  user: ReturnType<typeof renderAdmin>['user'],
  form: ReturnType<typeof deposit>,
  name: string,
) {
  await user.click(form.getByRole('combobox', { name: 'Bucket' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('Buckets dashboard', { timeout: 20_000 }, () => {
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
    const { user } = await open((c) => {
      for (let i = 1; i <= 26; i++) {
        c.addProperty({
          token: `0x${i.toString(16).padStart(40, 'b')}`,
          name: `Lot ${i}`,
          bucket: BigInt(i) * E18,
        });
      }
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
  }, 60_000);

  it('approves first when the allowance is too low, then deposits into the general bucket', async () => {
    const { user, chain, admin } = await open((c) => c.fund(ADMIN, 10_000n * E18));
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '1000');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit done')).toBeTruthy();
    expect(admin.sent).toEqual(['approve', 'manualDeposit']);
    expect(chain.generalBucket).toBe(251_000n * E18);
    expect(chain.balanceOf(ADMIN)).toBe(9_000n * E18);
    expect(
      ['balance', 'approve', 'deposit'].map((id) => screen.getByTestId(`step-${id}`).dataset.state),
    ).toEqual(['success', 'success', 'success']);
  });

  it('skips the approval when the allowance covers the amount, into a property bucket', async () => {
    const { user, chain, admin } = await open((c) => {
      c.fund(ADMIN, 10_000n * E18);
      c.allowances.set(`${ADMIN.toLowerCase()}:${c.addresses.VaultTrader.toLowerCase()}`, 5_000n * E18);
    });
    await chooseBucket(user, deposit(), 'Empty Villas');
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '2500.5');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Deposit done')).toBeTruthy();
    expect(admin.sent).toEqual(['manualDeposit']);
    expect(screen.queryByTestId('step-approve')).toBeNull();
    expect(chain.properties.get(EMPTY)?.bucket).toBe(25_005n * 10n ** 17n);
  });

  it("refuses a deposit larger than the balance with 'Insufficient USDT balance'", async () => {
    const { user, admin } = await open((c) => c.fund(ADMIN, 10n * E18));
    await user.type(deposit().getByRole('spinbutton', { name: 'Amount, USDT' }), '11');
    await user.click(deposit().getByRole('button', { name: 'Deposit' }));
    expect(await deposit().findByText('Insufficient USDT balance')).toBeTruthy();
    expect(screen.getByTestId('step-balance').dataset.state).toBe('error');
    expect(admin.sent).toEqual([]);
  });

  it('withdraws the whole bucket to the wallet after a confirmation', async () => {
    const { user, chain, admin } = await open();
    await chooseBucket(user, withdraw(), 'Active Tower');
    expect(withdraw().getByText(/In this bucket: 10,000 USDT/)).toBeTruthy();
    await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(`10,000 USDT will be paid to ${ADMIN}.`)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal done')).toBeTruthy();
    expect(admin.sent).toEqual(['withdrawFromBucket']);
    expect(chain.properties.get(ACTIVE)?.bucket).toBe(0n);
    expect(chain.balanceOf(ADMIN)).toBe(10_000n * E18);
    expect(chain.generalBucket).toBe(250_000n * E18);
  });

  it('checks the destination address and refuses an empty bucket', async () => {
    const { user, admin } = await open();
    await user.type(withdraw().getByRole('textbox', { name: 'Destination address' }), '0xabc');
    await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
    expect(withdraw().getByText('Invalid address format')).toBeTruthy();
    await user.clear(withdraw().getByRole('textbox', { name: 'Destination address' }));
    await chooseBucket(user, withdraw(), 'Quiet Chalet');
    await user.click(withdraw().getByRole('button', { name: 'Withdraw' }));
    expect(withdraw().getByText('This bucket is empty')).toBeTruthy();
    expect(admin.sent).toEqual([]);
  });

  describe('refund pools', () => {
    const CANAL = '0x5555555555555555555555555555555555555555';
    const refundDelisted =
      (pool: { funded: bigint; paid: bigint; deadline: (now: bigint) => bigint }) => (chain: FakeChain) => {
        chain.addProperty({
          token: CANAL,
          name: 'Canal House',
          soldM2: 10n * E18,
          listed: false,
          sellEnabled: true,
          refund: true,
          refundPool: {
            target: 10_000n * E18,
            funded: pool.funded,
            paid: pool.paid,
            soldM2: 10n * E18,
            deadline: pool.deadline(chain.now),
            open: true,
          },
        });
      };
    const poolCard = () => within(screen.getByRole('article', { name: 'Canal House' }));

    it('shows a short pool with the share every claimant gets, and tops it up by at most what it misses', async () => {
      const { user, chain, admin } = await open((c) => {
        c.fund(ADMIN, 10_000n * E18);
        refundDelisted({ funded: 4_000n * E18, paid: 1_000n * E18, deadline: (now) => now + 86_400n * 365n })(
          c,
        );
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
      expect(await screen.findByText('Refund pool topped up')).toBeTruthy();
      expect(admin.sent).toEqual(['approve', 'fundRefund']);
      expect(chain.propertyAt(CANAL).refundPool?.funded).toBe(10_000n * E18);
      expect(chain.balanceOf(ADMIN)).toBe(4_000n * E18);
      // Fully funded: no warning and no top-up any more.
      await vi.waitFor(() => expect(poolCard().queryByText(/^Short:/)).toBeNull());
      expect(poolCard().queryByRole('button', { name: 'Top up the pool' })).toBeNull();
    });

    it('closes a pool after its claim window: the unclaimed rest goes to the general bucket', async () => {
      const { user, chain, admin } = await open(
        refundDelisted({ funded: 10_000n * E18, paid: 7_500n * E18, deadline: (now) => now - 60n }),
      );
      const card = await screen.findByRole('article', { name: 'Canal House' });
      await user.click(within(card).getByRole('button', { name: 'Close the pool' }));
      expect(
        await screen.findByText('Refund pool closed: the unclaimed rest went to the general bucket'),
      ).toBeTruthy();
      expect(admin.sent).toEqual(['closeRefund']);
      expect(chain.generalBucket).toBe(252_500n * E18);
      expect(await poolCard().findByText('Closed')).toBeTruthy();
    });
  });
});
