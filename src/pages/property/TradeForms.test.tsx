// Buy and sell against a mocked wallet (wagmi mock connector) and the fake chain: balance check,
// approval only when needed, slippage-bounded trades, recording on the server, the error mapping
// (docs/messages.md#wallet-and-transaction-errors).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { propertyRecord, TOKEN_A } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { chain, server } from '../../test/server.ts';
import { loggedInInvestor } from '../../test/session.ts';
import { createTestWagmiConfig, INVESTOR } from '../../test/wallet.ts';

const E18 = 10n ** 18n;

function setUp({ usdt = 10_000n * E18 } = {}) {
  chain.addProperty({ token: TOKEN_A, name: 'Marina Loft', bucket: 50_000n * E18 });
  chain.fund(INVESTOR, usdt);
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

describe('buy', () => {
  it('approves the stablecoin when the allowance is too low, buys, and records the purchase', async () => {
    const recorded = setUp();
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '2');
    expect(await within(form).findByText('2,000 USDT')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText(/You bought 2 M2/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain.sent).toEqual(['approve', 'buy']);
    expect(recorded.purchases).toHaveLength(1);
    expect(chain.balanceOf(INVESTOR)).toBe(8_000n * E18);
    expect(chain.position(INVESTOR, TOKEN_A).balance).toBe(2n * E18);
    // The approval covers the 1 % slippage bound; the buy spent exactly the cost.
    expect(chain.allowance(INVESTOR, chain.addresses.VaultTrader)).toBe(20n * E18);
  });

  it('skips the approval when the allowance already covers the cost', async () => {
    const recorded = setUp();
    chain.allowances.set(`${INVESTOR}:${chain.addresses.VaultTrader}`.toLowerCase(), 100_000n * E18);
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText(/You bought 1.5 M2/, undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain.sent).toEqual(['buy']);
    expect(recorded.purchases).toHaveLength(1);
  });

  it("shows 'Insufficient USDT balance' and sends nothing when the balance is short", async () => {
    setUp({ usdt: 500n * E18 });
    const { user, form } = await openProperty();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    expect(await within(form).findByText('Insufficient USDT balance')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    expect(await within(form).findByText('Insufficient USDT balance')).toBeTruthy();
    expect(chain.sent).toEqual([]);
  });

  it('maps a revert while trading is paused and opens the transaction-error modal', async () => {
    setUp();
    chain.allowances.set(`${INVESTOR}:${chain.addresses.VaultTrader}`.toLowerCase(), 100_000n * E18);
    chain.paused = true;
    const { user, form } = await openProperty();
    expect(await screen.findByText('Trading operations are paused')).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount of M2'), '1');
    await user.click(within(form).getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Transaction error' });
    expect(
      within(dialog).getByText(
        'The transaction failed — check the network settings and your balance, then try again.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Buy failed: EnforcedPause()')).toBeTruthy();
    expect(chain.sent).toEqual([]);
  });

  it('keeps the on-chain purchase and says so when recording it fails', async () => {
    setUp();
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
    expect(chain.sent).toEqual(['approve', 'buy']);
  });
});

describe('buy without a session', () => {
  it("opens the wallet dialog from 'Connect a wallet to buy' even with no amount typed", async () => {
    setUp();
    const { user } = renderApp(`/catalog/${TOKEN_A}`);
    const form = await screen.findByRole('form', { name: 'Buy square metres' });
    await user.click(await within(form).findByRole('button', { name: 'Connect a wallet to buy' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm in your wallet' })).toBeTruthy();
    expect(within(form).queryByText('Enter a positive amount of M2')).toBeNull();
    expect(chain.sent).toEqual([]);
  });

  it('says to sign in (not to connect) once the wallet is connected without a session', async () => {
    setUp();
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
    const recorded = setUp();
    chain.setPosition(INVESTOR, TOKEN_A, { balance: 3n * E18, locked: 0n, unlockTime: 0n });
    chain.propertyAt(TOKEN_A).soldM2 = 3n * E18;
    const { user } = await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    expect(within(form).getByText('Unlocked: 3 M2')).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '1');
    expect(await within(form).findByText('1,000 USDT')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Sell' }));
    expect(await within(form).findByText('You sold 1 M2.', undefined, { timeout: 4000 })).toBeTruthy();
    expect(chain.sent).toEqual(['sell']);
    expect(recorded.sales).toHaveLength(1);
    expect(chain.balanceOf(INVESTOR)).toBe(11_000n * E18);
  });

  it('refuses to sell locked M2 and shows the lock countdown', async () => {
    setUp();
    chain.setPosition(INVESTOR, TOKEN_A, {
      balance: 2n * E18,
      locked: 2n * E18,
      unlockTime: chain.now + 86_400n * 3n,
    });
    const { user } = await openProperty();
    const form = await screen.findByRole('form', { name: 'Sell back' });
    expect(within(form).getByText(/Locked: 2 M2 until .* \(2 days \d+ hours left\)/)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Nothing unlocked yet' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(within(form).getByLabelText('Amount of M2 to sell'), '1');
    expect(await within(form).findByText('You can sell only your unlocked M2')).toBeTruthy();
    expect(chain.sent).toEqual([]);
  });

  it('is not offered when selling back is disabled', async () => {
    setUp();
    chain.propertyAt(TOKEN_A).sellEnabled = false;
    chain.setPosition(INVESTOR, TOKEN_A, { balance: 2n * E18, locked: 0n, unlockTime: 0n });
    await openProperty();
    await waitFor(() => expect(screen.getByText('Selling back is disabled for this property.')).toBeTruthy());
    expect(screen.queryByLabelText('Amount of M2 to sell')).toBeNull();
  });
});
