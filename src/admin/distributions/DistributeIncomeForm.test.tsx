// "Distribute income" on the buckets dashboard (docs/admin.md#distribute-income): the preview per M2 and of
// the issuer's share, balance check → approval only when needed → distributeIncome with the period's days,
// and the contract's refusals in words, in English and Russian. The property is chosen with the property picker
// (a search on the API, its first page by name).
import { screen, within } from '@testing-library/react';
import { getAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveVault,
  bucketOf,
  buy,
  createProperty,
  emptyBucket,
  incomeDistributions,
  setUsdtBalance,
  sweep,
  usdtBalance,
} from '../../test/chainActions.ts';
import { eventually } from '../../test/eventually.ts';
import { fakeIndexer } from '../../test/fakeIndexer.ts';
import { TOKEN_A, TOKEN_B } from '../../test/fixtures.ts';
import { withTestChain } from '../../test/testChain.ts';
import { ADMIN, FUND_MANAGER } from '../../test/wallet.ts';
import { optionName, pickProperty, shownOptions } from '../test/propertyPicker.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
withTestChain();

const E18 = 10n ** 18n;
// The first and second property created on the test chain.
const TOWER = getAddress(TOKEN_A);
const VILLAS = getAddress(TOKEN_B);
/** Anvil accounts: the admin and the fund manager. */
const [ADMIN_INDEX, FUND_MANAGER_INDEX] = [0, 2];
const OCT_1 = BigInt(Date.UTC(2026, 9, 1) / 1000);
const NOV_1 = BigInt(Date.UTC(2026, 10, 1) / 1000);

async function seed() {
  // 100 M2, 40 sold (to investor #4): the issuer holds 60 %; the purchase's USDT leaves the bucket.
  await createProperty({ name: 'Active Tower', totalM2: 100n });
  await createProperty({ name: 'Big Villas', totalM2: 1_000n });
  await buy(4, TOWER, 40n * E18);
  await emptyBucket(TOWER);
}

async function open(
  extra?: () => Promise<unknown>,
  options: { lng?: 'en' | 'ru'; account?: `0x${string}` } = {},
) {
  const rendered = await renderAdminOnChain('/PropertyList/buckets', {
    ...options,
    setup: async () => {
      await seed();
      await extra?.();
    },
  });
  await findConsole();
  const name = options.lng === 'ru' ? 'Распределить доход' : 'Distribute income';
  const form = within(await screen.findByRole('form', { name }, { timeout: 8000 }));
  return { ...rendered, form };
}

type Form = Awaited<ReturnType<typeof open>>['form'];
type User = Awaited<ReturnType<typeof open>>['user'];

async function fill(
  user: User,
  form: Form,
  { property, amount, from, to }: { property?: string; amount?: string; from?: string; to?: string },
  labels = {
    property: 'Property',
    amount: 'Amount, USDT',
    from: 'Period from',
    to: 'Period to (last day included)',
  },
) {
  if (property) await pickProperty(user, form.getByRole('combobox', { name: labels.property }), property);
  if (amount !== undefined) await user.type(form.getByRole('spinbutton', { name: labels.amount }), amount);
  for (const [label, value] of [
    [labels.from, from],
    [labels.to, to],
  ] as const) {
    if (value === undefined) continue;
    const input = form.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

/** The texts of the form's alerts (also while the transaction-error modal hides the page). */
const alerts = (form: Form) =>
  form.queryAllByRole('alert', { hidden: true }).map((alert) => alert.textContent);

describe('Distribute income', { timeout: 20_000 }, () => {
  it('asks the API for the properties matching what is typed and shows its answer; the choice fills the form', async () => {
    const { user, form } = await open(undefined, { account: FUND_MANAGER });
    const picker = form.getByRole('combobox', { name: 'Property' });
    await user.click(picker);
    // Opened: the first page by name, no general bucket here.
    await eventually(() =>
      expect(shownOptions()).toEqual([
        expect.stringMatching(optionName('Active Tower')),
        expect.stringMatching(optionName('Big Villas')),
      ]),
    );
    await user.type(picker, 'vill');
    await eventually(() =>
      expect(fakeIndexer.asked).toContainEqual({
        filter: { q: 'vill' },
        sort: ['name', 'ASC'],
        range: [0, 19],
      }),
    );
    await eventually(() => expect(shownOptions()).toEqual([expect.stringMatching(optionName('Big Villas'))]));
    await user.click(screen.getByRole('option', { name: optionName('Big Villas') }));
    expect((picker as HTMLInputElement).value).toBe('Big Villas');
    // The chosen property's figures come through: 1,000 M2, none sold.
    await user.type(form.getByRole('spinbutton', { name: 'Amount, USDT' }), '1000');
    expect(form.getByTestId('figure-per-m2').textContent).toBe('1 USDT');
    expect(form.getByText('Issuer’s share (unsold M2: 100 %)')).toBeTruthy();
    // Nothing matches: the list says so.
    await user.clear(picker);
    await user.type(picker, 'castle');
    expect(await screen.findByText('No property matches', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('previews the amount per M2 and the issuer’s share of the unsold M2', async () => {
    const { user, form } = await open();
    await fill(user, form, { property: 'Active Tower', amount: '1000' });
    expect(form.getByTestId('figure-per-m2').textContent).toBe('10 USDT');
    expect(form.getByText('Issuer’s share (unsold M2: 60 %)')).toBeTruthy();
    expect(form.getByTestId('figure-issuer-share').textContent).toBe(
      '600 USDT · It joins the property’s bucket',
    );
    expect(form.getByTestId('figure-holders-share').textContent).toBe('400 USDT');
  });

  it('approves, then distributes for the period’s days; the issuer’s share joins the bucket', async () => {
    const { user, form, admin } = await open(() => setUsdtBalance(FUND_MANAGER_INDEX, 5_000n * E18), {
      account: FUND_MANAGER,
    });
    await fill(user, form, {
      property: 'Active Tower',
      amount: '1500.5',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    await user.click(form.getByRole('button', { name: 'Distribute income' }));
    expect(await screen.findByText('Income distributed')).toBeTruthy();
    expect(admin.sent).toEqual(['approve', 'distributeIncome']);
    // Issuer: 60 M2 of 100 → 60 % of 1500.5, to the base unit the token books.
    const issuerShare = (60n * E18 * ((15_005n * 10n ** 17n * E18) / (100n * E18))) / E18;
    expect(await incomeDistributions()).toEqual([
      {
        token: TOWER,
        from: FUND_MANAGER,
        index: 1n,
        amount: 15_005n * 10n ** 17n,
        issuerShare,
        periodStart: OCT_1,
        periodEnd: NOV_1,
      },
    ]);
    expect(await usdtBalance(FUND_MANAGER)).toBe(5_000n * E18 - 15_005n * 10n ** 17n);
    expect(await bucketOf(TOWER)).toBe(issuerShare);
    expect(
      ['balance', 'approve', 'distribute'].map((id) => form.getByTestId(`step-${id}`).dataset.state),
    ).toEqual(['success', 'success', 'success']);
    expect((form.getByRole('spinbutton', { name: 'Amount, USDT' }) as HTMLInputElement).value).toBe('');
  });

  it('skips the approval when the allowance covers the amount', async () => {
    const { user, form, admin } = await open(async () => {
      await setUsdtBalance(ADMIN_INDEX, 1_000n * E18);
      await approveVault(ADMIN_INDEX, 1_000n * E18);
    });
    await fill(user, form, { property: 'Big Villas', amount: '250' });
    await user.click(form.getByRole('button', { name: 'Distribute income' }));
    expect(await screen.findByText('Income distributed')).toBeTruthy();
    expect(admin.sent).toEqual(['distributeIncome']);
    expect(form.queryByTestId('step-approve')).toBeNull();
    expect((await incomeDistributions())[0]?.token).toBe(VILLAS);
    expect(await usdtBalance(ADMIN)).toBe(750n * E18);
  });

  it("refuses more than the balance with 'Insufficient USDT balance'", async () => {
    const { user, form, admin } = await open(() => setUsdtBalance(ADMIN_INDEX, 10n * E18));
    await fill(user, form, { property: 'Active Tower', amount: '11' });
    await user.click(form.getByRole('button', { name: 'Distribute income' }));
    expect(await form.findByText('Insufficient USDT balance')).toBeTruthy();
    expect(form.getByTestId('step-balance').dataset.state).toBe('error');
    expect(admin.sent).toEqual([]);
  });

  it('checks the property, the amount and the period before anything is sent', async () => {
    const { user, form, admin } = await open(() => setUsdtBalance(ADMIN_INDEX, 10n * E18));
    await fill(user, form, { from: '2026-10-31', to: '2026-10-01' });
    await user.click(form.getByRole('button', { name: 'Distribute income' }));
    expect(form.getByText('Choose a property')).toBeTruthy();
    expect(form.getByText('Enter a positive amount')).toBeTruthy();
    expect(form.getByText('The period must not end before its first day')).toBeTruthy();
    expect(form.queryByTestId('step-balance')).toBeNull();
    expect(admin.sent).toEqual([]);
  });

  it('says an amount too small for the property’s M2 is refused (IncomeTooSmall), before the wallet', async () => {
    const { user, form, admin } = await open(async () => {
      await setUsdtBalance(ADMIN_INDEX, E18);
      await approveVault(ADMIN_INDEX, E18);
    });
    // 100 base units over 1,000 M2: no M2 base unit gets a share.
    await fill(user, form, { property: 'Big Villas', amount: '0.0000000000000001' });
    expect(form.getByRole('alert').textContent).toBe(
      'The amount is too small: it gives the M2 of this property no share',
    );
    await user.click(form.getByRole('button', { name: 'Distribute income' }));
    await eventually(() => expect(form.getByTestId('step-distribute').dataset.state).toBe('error'));
    expect(alerts(form)).toEqual([
      'The amount is too small: it gives the M2 of this property no share',
      'The amount is too small: it gives the M2 of this property no share',
    ]);
    const modal = within(await screen.findByRole('alertdialog'));
    expect(
      modal.getByText('The amount is too small: it gives the M2 of this property no share'),
    ).toBeTruthy();
    expect(admin.sent).toEqual([]);
    expect(await incomeDistributions()).toEqual([]);
  });

  it('says the system is swept (ContractSwept)', async () => {
    const { user, form, admin } = await open(async () => {
      await setUsdtBalance(ADMIN_INDEX, 100n * E18);
      await approveVault(ADMIN_INDEX, 100n * E18);
      await sweep();
    });
    await fill(user, form, { property: 'Active Tower', amount: '50' });
    await user.click(form.getByRole('button', { name: 'Distribute income' }));
    await eventually(() => expect(alerts(form)).toEqual(['System is emergency-swept - operations disabled']));
    expect(form.getByTestId('step-distribute').dataset.state).toBe('error');
    expect(admin.sent).toEqual([]);
  });

  it('speaks Russian, the contract’s refusal too', async () => {
    const { user, form } = await open(
      async () => {
        await setUsdtBalance(ADMIN_INDEX, E18);
        await approveVault(ADMIN_INDEX, E18);
      },
      { lng: 'ru' },
    );
    await fill(
      user,
      form,
      { property: 'Big Villas', amount: '0.0000000000000001' },
      { property: 'Объект', amount: 'Сумма, USDT', from: 'Период с', to: 'Период по (включительно)' },
    );
    expect(form.getByText('Доля эмитента (непроданные М2: 100 %)')).toBeTruthy();
    const picker = form.getByRole('combobox', { name: 'Объект' });
    expect(picker.getAttribute('placeholder')).toBe('Поиск по названию или адресу');
    await user.click(form.getByRole('button', { name: 'Распределить доход' }));
    await eventually(() =>
      expect(alerts(form)).toEqual([
        'Сумма слишком мала: на М2 этого объекта не приходится никакой доли',
        'Сумма слишком мала: на М2 этого объекта не приходится никакой доли',
      ]),
    );
    const modal = within(await screen.findByRole('alertdialog'));
    expect(
      modal.getByText('Сумма слишком мала: на М2 этого объекта не приходится никакой доли'),
    ).toBeTruthy();
  });
});
