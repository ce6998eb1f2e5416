// Buy and sell against a mocked wallet (wagmi mock connector) and the real contracts on anvil: balance check,
// approval only when needed, slippage-bounded trades, recording on the server, the error mapping
// (docs/messages.md#wallet-and-transaction-errors).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  announceDelisting,
  announcePrice,
  announceSellClosure,
  announceWithdrawal,
  approveVault,
  buy,
  createProperty,
  delist,
  delistWithRefund,
  deposit,
  emptyBucket,
  identity,
  increaseTime,
  m2Balance,
  pause,
  sell,
  setLockDuration,
  setSellEnabled,
  setUsdtBalance,
  sweep,
  usdtBalance,
  vaultAllowance,
} from '../../test/chainActions.ts';
import { catalogProperty, propertyRecord, TOKEN_A } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { server } from '../../test/server.ts';
import { loggedInInvestor } from '../../test/session.ts';
import { withTestChain } from '../../test/testChain.ts';
import { createTestWagmiConfig, INVESTOR } from '../../test/wallet.ts';

const E18 = 10n ** 18n;
const DAY = 86_400n;
/** Anvil account of INVESTOR. */
const ME = 3;

const chain = withTestChain();

/**
 * Marina Loft (TOKEN_A, 1,000 USDT per M2, locks of `lockSeconds`) with 50,000 USDT in its bucket; the investor
 * first buys `holding` M2 (unlocked by the time the page opens when `unlocked`), then holds `usdt` USDT.
 */
async function setUp({
  usdt = 10_000n * E18,
  lockSeconds = DAY,
  holding = 0n,
  unlocked = true,
}: {
  usdt?: bigint;
  lockSeconds?: bigint;
  holding?: bigint;
  unlocked?: boolean;
} = {}) {
  await createProperty({ name: 'Marina Loft', lockSeconds });
  await deposit(TOKEN_A, 50_000n * E18);
  if (holding > 0n) {
    await buy(ME, TOKEN_A, holding);
    await approveVault(ME, 0n);
    if (unlocked) await increaseTime(lockSeconds + 1n);
  }
  await setUsdtBalance(ME, usdt);
  const recorded: { purchases: string[]; sales: string[] } = { purchases: [], sales: [] };
  server.use(
    http.get('*/api/properties/:id/', () => HttpResponse.json(propertyRecord())),
    http.post('*/api/purchases/create/', async ({ request }) => {
      recorded.purchases.push(((await request.json()) as { tx_hash: string }).tx_hash);
      return HttpResponse.json({}, { status: 201 });
    }),
    http.post('*/api/purchases/sell/', async ({ request }) => {
      recorded.sales.push(((await request.json()) as { tx_hash: string }).tx_hash);
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return recorded;
}

async function openProperty() {
  const app = renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor() });
  const form = await screen.findByRole('form', { name: 'Buy square metres' });
  await within(form).findByRole('button', { name: 'Buy' });
  return { ...app, form };
}

describe('buy', { timeout: 15_000 }, () => {
  it('approves the stablecoin when the allowance is too low, buys, and records the purchase', async () => {
    const recorded = await setUp();
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '2');
    expect(await within(form).findByText('2,000 USDT')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText(/You bought 2 M2/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain().sent).toEqual(['approve', 'buy']);
    expect(recorded.purchases).toHaveLength(1);
    expect(await usdtBalance(INVESTOR)).toBe(8_000n * E18);
    expect(await m2Balance(INVESTOR, TOKEN_A)).toBe(2n * E18);
    // The approval was exactly the cost and the buy spent it: nothing stays approved to the vault.
    expect(await vaultAllowance(INVESTOR)).toBe(0n);
  });

  it('skips the approval when the allowance already covers the cost', async () => {
    const recorded = await setUp();
    await approveVault(ME, 100_000n * E18);
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText(/You bought 1.5 M2/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain().sent).toEqual(['buy']);
    expect(recorded.purchases).toHaveLength(1);
  });

  it("shows 'Insufficient USDT balance' and sends nothing when the balance is short", async () => {
    await setUp({ usdt: 500n * E18 });
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    expect(await within(form).findByText('Insufficient USDT balance')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText('Insufficient USDT balance')).toBeTruthy();
    expect(chain().sent).toEqual([]);
  });

  it('refuses to buy while trading is paused, before any wallet prompt (Buy disabled)', async () => {
    await setUp();
    await pause();
    const { user, form } = await openProperty();
    expect(await screen.findAllByText('Trading operations are paused')).not.toHaveLength(0);
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    expect(await within(form).findByText('Trading operations are paused')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', true);
    expect(chain().sent).toEqual([]);
  });

  it.each([
    ['trading was paused', pause, 'Trading operations are paused'],
    ['the vault was swept', sweep, 'System is emergency-swept - operations disabled'],
    ['the property was delisted', () => delist(TOKEN_A), 'This property is delisted: buying is closed.'],
    [
      'its delisting was announced',
      () => announceDelisting(TOKEN_A),
      'Buying is closed: the delisting of this property is announced. You can still sell your M2 back until it is delisted.',
    ],
    ['the buyer spent the USDT', () => setUsdtBalance(ME, 10n * E18), 'Insufficient USDT balance'],
  ])(
    'refuses a buy on fresh reads when %s after the page loaded: no approval, no buy',
    async (_, change, text) => {
      await setUp();
      const { user, form } = await openProperty();
      await user.type(within(form).getByLabelText('Amount of M2'), '2');
      expect(await within(form).findByText('2,000 USDT')).toBeTruthy();
      await change();
      await user.click(within(form).getByRole('button', { name: 'Buy' }));
      expect(await within(form).findByText(text)).toBeTruthy();
      expect(chain().sent).toEqual([]);
      expect(screen.queryByRole('alertdialog', { name: 'Transaction error' })).toBeNull();
      expect(await vaultAllowance(INVESTOR)).toBe(0n);
    },
  );

  it('keeps the on-chain purchase and says so when recording it fails', async () => {
    await setUp();
    server.use(
      http.post('*/api/purchases/create/', () =>
        HttpResponse.json({ tx_hash: ['Transaction not found'] }, { status: 400 }),
      ),
    );
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(
      await within(form).findByText('tx_hash: Transaction not found', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(
      within(form).getByText('The purchase is on chain; it will appear in your account shortly.'),
    ).toBeTruthy();
    expect(chain().sent).toEqual(['approve', 'buy']);
  });
});

describe('buy with an unverified wallet', () => {
  it('shows the property but says the wallet is not verified and how, and sends nothing', async () => {
    await setUp();
    await identity.revoke(INVESTOR);
    const { form } = await openProperty();
    expect(await within(form).findByText('Your wallet is not verified yet')).toBeTruthy();
    expect(
      within(form).getByText(/send your wallet address 0x[0-9a-fA-F]{40} and a photo of your passport/),
    ).toBeTruthy();
    expect(within(form).getByText(/support@realestate\.example/)).toBeTruthy();
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(chain().sent).toEqual([]);
  });

  it('says a frozen wallet is frozen, in Russian too', async () => {
    await setUp();
    await identity.freeze(INVESTOR);
    renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor(), lng: 'ru' });
    expect(await screen.findByText('Ваш кошелёк заморожен', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('buys once compliance approves the wallet', async () => {
    const recorded = await setUp();
    await identity.approve(INVESTOR, 276);
    const { user, form } = await openProperty();
    expect(within(form).queryByText('Your wallet is not verified yet')).toBeNull();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText(/You bought 1 M2/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(recorded.purchases).toHaveLength(1);
  });
});

describe('buy without a session', () => {
  it("opens the wallet dialog from 'Connect a wallet to buy' even with no amount typed", async () => {
    await setUp();
    const { user } = renderApp(`/catalog/${TOKEN_A}`);
    const form = await screen.findByRole('form', { name: 'Buy square metres' });
    await user.click(await within(form).findByRole('button', { name: 'Connect a wallet to buy' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm in your wallet' })).toBeTruthy();
    expect(within(form).queryByText('Enter a positive amount of M2')).toBeNull();
    expect(chain().sent).toEqual([]);
  });

  it('says to sign in (not to connect) once the wallet is connected without a session', async () => {
    await setUp();
    const { user } = renderApp(`/catalog/${TOKEN_A}`, { config: createTestWagmiConfig({ connected: true }) });
    const form = await screen.findByRole('form', { name: 'Buy square metres' });
    const button = await within(form).findByRole('button', { name: 'Sign in with your wallet to buy' });
    expect(within(form).queryByRole('button', { name: 'Connect a wallet to buy' })).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Confirm in your wallet' })).toBeTruthy();
  });
});

describe('sell', () => {
  it('sells unlocked M2 back at the current price and records the sale', async () => {
    const recorded = await setUp({ holding: 3n * E18 });
    const { user } = await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    expect(within(form).getByText('Unlocked: 3 M2')).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '1');
    expect(await within(form).findByText('1,000 USDT')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Sell' }));
    expect(await within(form).findByText('You sold 1 M2.', undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain().sent).toEqual(['sell']);
    expect(recorded.sales).toHaveLength(1);
    expect(await usdtBalance(INVESTOR)).toBe(11_000n * E18);
  });

  it('refuses to sell locked M2 and shows the lock countdown', async () => {
    await setUp({ lockSeconds: 3n * DAY, holding: 2n * E18, unlocked: false });
    const { user } = await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    expect(within(form).getByText(/Locked: 2 M2 until .* \(2 days \d+ hours left\)/)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Nothing unlocked yet' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '1');
    expect(await within(form).findByText('You can sell only your unlocked M2')).toBeTruthy();
    expect(chain().sent).toEqual([]);
  });

  it.each([
    ['trading was paused', pause, 'Trading operations are paused'],
    [
      'selling back was disabled',
      () => setSellEnabled(TOKEN_A, false),
      'Selling back is disabled for this property.',
    ],
    [
      'the buckets were emptied',
      () => emptyBucket(TOKEN_A),
      'Not enough liquidity in the bucket for this sale',
    ],
    // (The contracts never lock M2 again once unlocked: they go only by being sold, e.g. from another tab,
    // leaving 0.5 M2 for the 1 M2 typed.)
    ['most M2 were sold elsewhere', () => sell(ME, TOKEN_A, (5n * E18) / 2n), 'You hold fewer M2 than that'],
  ])('refuses a sale on fresh reads when %s after the page loaded: nothing sent', async (_, change, text) => {
    await setUp({ holding: 3n * E18 });
    const { user } = await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '1');
    expect(await within(form).findByText('1,000 USDT')).toBeTruthy();
    await change();
    await user.click(within(form).getByRole('button', { name: 'Sell' }));
    expect(await within(form).findByText(text)).toBeTruthy();
    expect(chain().sent).toEqual([]);
  });

  it("explains that the liquidity for sales is the bucket plus the general bucket's share for the property", async () => {
    await setUp({ holding: 3n * E18 });
    // The purchase itself went into the bucket: back to 50,000 there, and 25,000 in the general bucket.
    await emptyBucket(TOKEN_A);
    await deposit(TOKEN_A, 50_000n * E18);
    await deposit('general', 25_000n * E18);
    await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    expect(within(form).getByText("Available for sales (bucket + general bucket's share)")).toBeTruthy();
    // The general bucket pays one property 20 % of it per 7 days: 5,000 of its 25,000, not all of it.
    expect(await within(form).findByText('55,000 USDT')).toBeTruthy();
    expect(
      within(form).getByText(
        "Sales are paid from this property's bucket first, then from the shared general bucket, which pays one property at most 20 % of it per 7 days: 50,000 + 5,000 USDT.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Bucket balance (this property)')).toBeTruthy();
    // The page's figures give the same amount, to visitors too (one rule: saleLiquidity).
    const figure = await screen.findByText("Available for sales now (bucket + general bucket's share)");
    expect(figure.nextElementSibling?.textContent).toBe('55,000 USDT');
  });

  it("refuses a sale beyond the general bucket's share before the wallet, however large the general bucket", async () => {
    await setUp({ holding: 10n * E18 });
    await emptyBucket(TOKEN_A);
    await deposit('general', 25_000n * E18);
    const { user } = await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    // 6,000 > the 5,000 the general bucket may pay this property this week (the chain: GeneralCapExceeded).
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '6');
    expect(await within(form).findByText('Not enough liquidity in the bucket for this sale')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Sell' }));
    expect(chain().sent).toEqual([]);
  });

  it("offers 'Claim my refund' instead of a sale on a property delisted with a refund, and claims it", async () => {
    // Locked M2 are refunded too.
    await setUp({ holding: 2n * E18, unlocked: false });
    await delistWithRefund(TOKEN_A, 900n * E18);
    const { user } = renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor() });
    const claim = await screen.findByRole('button', { name: 'Claim my refund' });
    expect(screen.queryByLabelText('Amount of M2 to sell')).toBeNull();
    // The figures say so too: no selling back (the flag stays on for the refund), no coverage to speak of.
    expect(screen.getByText('Selling back').nextElementSibling?.textContent).toBe(
      'No: holders claim the refund instead',
    );
    expect(screen.getByText('Liquidity coverage').nextElementSibling?.textContent).toBe(
      'Not applicable: delisted',
    );
    expect(screen.queryByText("Available for sales now (bucket + general bucket's share)")).toBeNull();
    expect(await screen.findByText('1,800 USDT')).toBeTruthy();
    await waitFor(() => expect((claim as HTMLButtonElement).disabled).toBe(false));
    await user.click(claim);
    expect(await screen.findByText('Refund claimed: 1,800 USDT.', undefined, { timeout: 4000 })).toBeTruthy();
    // One transaction, no approval: the claim pays out and retires every M2 of the holder.
    expect(chain().sent).toEqual(['claimRefund']);
    expect(await m2Balance(INVESTOR, TOKEN_A)).toBe(0n);
    expect(await usdtBalance(INVESTOR)).toBe(11_800n * E18);
  });

  it('is not offered when selling back is disabled', async () => {
    await setUp({ holding: 2n * E18 });
    await setSellEnabled(TOKEN_A, false);
    await openProperty();
    await waitFor(() => expect(screen.getByText('Selling back is disabled for this property.')).toBeTruthy());
    expect(screen.queryByLabelText('Amount of M2 to sell')).toBeNull();
  });
});

describe('lock and price notices', () => {
  it('warns that a buy moves the end of a running lock and waits for consent before the wallet', async () => {
    await setUp({ lockSeconds: 3n * DAY, holding: 3n * E18, unlocked: false });
    await setLockDuration(TOKEN_A, 30n * DAY);
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    expect(
      await within(form).findByText(/You hold 3 M2 locked until .*\. Buying now moves the end of that lock/),
    ).toBeTruthy();
    const buy = within(form).getByRole('button', { name: 'Buy' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    await user.click(within(form).getByLabelText('I understand that my locked M2 stay locked longer'));
    expect(buy.disabled).toBe(false);
    await user.click(buy);
    expect(await within(form).findByText(/You bought 1 M2/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain().sent).toEqual(['approve', 'buy']);
  });

  it('says nothing when the running lock ends later than a new one would', async () => {
    await setUp({ lockSeconds: 10n * DAY, holding: 3n * E18, unlocked: false });
    await setLockDuration(TOKEN_A, DAY);
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    expect(await within(form).findByText('1,000 USDT')).toBeTruthy();
    expect(within(form).queryByText(/Buying now moves the end of that lock/)).toBeNull();
    expect((within(form).getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says before the wallet that a buy during an announced price change is locked from the change', async () => {
    await setUp();
    await announcePrice(TOKEN_A, 1_100n * E18);
    renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor() });
    const form = await screen.findByRole('form', { name: 'Buy square metres' });
    const notice = await within(form).findByText(
      /A price change is announced for .+: M2 bought now are locked/,
    );
    // Locked from the change (2 days ahead) for the property's lock, not from now.
    expect(notice.textContent).toMatch(/locked from the change, until .+\d{4}/);
  });

  it("shows the rent holders received and the unsold M2's share apart", async () => {
    await setUp();
    server.use(
      http.get('*/api/properties/validated-catalog/', () =>
        HttpResponse.json(
          [
            catalogProperty({
              contract_address: TOKEN_A,
              distributions_count: 2,
              income_total: (183_680n * E18).toString(),
              income_to_holders: (6_245n * E18).toString(),
              income_issuer_share: (177_435n * E18).toString(),
            }),
          ],
          { headers: { 'Content-Range': 'properties 0-0/1' } },
        ),
      ),
    );
    renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor() });
    const paid = await screen.findByText('Rent paid to holders');
    expect(paid.nextElementSibling?.textContent).toBe('2 distributions, 6,245 USDT');
    const issuer = screen.getByText("Rent's share of unsold M2 (back to the bucket)");
    expect(issuer.nextElementSibling?.textContent).toBe('177,435 USDT');
  });

  it('shows an announced price with the date it applies from, in Russian too', async () => {
    await setUp();
    await announcePrice(TOKEN_A, 1_100n * E18);
    renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor(), lng: 'ru' });
    const term = await screen.findByText('Объявленная цена');
    expect(term.nextElementSibling?.textContent).toMatch(/^1\s100,00 USDT с \d{1,2} .+ \d{4}/);
  });
});

describe('announced closures and withdrawals', () => {
  it('says when selling back ends, and the holder can still sell until then', async () => {
    await setUp({ holding: 2n * E18 });
    await announceSellClosure(TOKEN_A);
    const { user } = await openProperty();
    expect(
      await screen.findByText(/^Selling back ends on .+\d{4}.*: you can sell your M2 back until then$/),
    ).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '1');
    await user.click(within(form).getByRole('button', { name: 'Sell' }));
    expect(await within(form).findByText('You sold 1 M2.', undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain().sent).toEqual(['sell']);
  });

  it('says an announced delisting and refuses a buy before the wallet (Buy disabled)', async () => {
    await setUp({ holding: 2n * E18 });
    await announceDelisting(TOKEN_A);
    const { user, form } = await openProperty();
    expect(
      await screen.findByText(
        /^This property will be delisted on .+\d{4}.*: buying is closed; you can sell your M2 back until then$/,
      ),
    ).toBeTruthy();
    expect(
      await within(form).findByText(
        'Buying is closed: the delisting of this property is announced. You can still sell your M2 back until it is delisted.',
      ),
    ).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', true);
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    expect(chain().sent).toEqual([]);
    // Holders may still sell back (the form comes with the holder's positions, which may answer later).
    expect(await screen.findByRole('form', { name: 'Sell back' })).toBeTruthy();
  });

  it('shows the Russian text of an announced delisting', async () => {
    await setUp();
    await announceDelisting(TOKEN_A);
    renderApp(`/catalog/${TOKEN_A}`, { config: loggedInInvestor(), lng: 'ru' });
    expect(await screen.findByText(/^Этот объект будет снят с листинга .+: покупка закрыта;/)).toBeTruthy();
  });

  it("says a withdrawal announced from the property's bucket, with its amount and date", async () => {
    await setUp();
    await announceWithdrawal(TOKEN_A, 20_000n * E18);
    await openProperty();
    expect(
      await screen.findByText(/^20,000 USDT may be withdrawn from this property's bucket from .+\d{4}/),
    ).toBeTruthy();
  });

  it('shows no notice when nothing is announced', async () => {
    await setUp();
    await openProperty();
    expect(screen.queryByText(/Selling back ends on|will be delisted on|may be withdrawn from/)).toBeNull();
  });
});
