// The buckets dashboard: general bucket, total properties, warnings, the table with the bucket labels
// (docs/product.md#buckets-and-liquidity) and 'INSUFFICIENT LIQUIDITY', manual deposit (balance check →
// approval only when needed → deposit; the zero address is the general bucket) and manual withdraw.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
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
});
