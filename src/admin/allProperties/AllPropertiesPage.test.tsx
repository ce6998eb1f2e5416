// The "All properties" tab: cards from the lens, filters, sorts, inline edits and the delist flow
// (docs/admin.md#all-properties, docs/flows.md#delisting).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeChain } from '../../test/fakeChain.ts';
import { fakeIndexer } from '../../test/fakeIndexer.ts';
import { largestRpcBatch, server } from '../../test/server.ts';
import { findConsole, preloadConsole, renderAdmin } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);

const E18 = 10n ** 18n;
const TOWER = '0x1111111111111111111111111111111111111111';
const CANAL = '0x2222222222222222222222222222222222222222';
const SUNSET = '0x3333333333333333333333333333333333333333';

function seed(chain: FakeChain) {
  chain.addProperty({
    token: TOWER,
    name: 'Tower',
    totalM2: 100n,
    currentPrice: 2000n * E18,
    initialPrice: 1800n * E18,
    soldM2: 25n * E18,
    bucket: 30_000n * E18,
    lockDuration: 30n * 86_400n,
  });
  chain.addProperty({
    token: CANAL,
    name: 'Canal House',
    soldM2: 8n * E18,
    bucket: 5_000n * E18,
    listed: false,
    sellEnabled: true,
    refund: true,
  });
  chain.addProperty({
    token: SUNSET,
    name: 'Sunset',
    listed: false,
    sellEnabled: false,
    bucket: 90_000n * E18,
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const names = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

async function open(options: Parameters<typeof renderAdmin>[1] = {}) {
  const rendered = renderAdmin('/PropertyList', { setup: seed, ...options });
  await findConsole();
  await screen.findByRole('article', { name: 'Tower' });
  return rendered;
}

describe('All properties', { timeout: 20_000 }, () => {
  it('shows every figure of a property card', async () => {
    await open();
    const tower = card('Tower');
    const figure = (id: string) => within(tower).getByTestId(`figure-${id}`).textContent;
    expect(figure('totalM2')).toBe('100 M2');
    expect(figure('availableM2')).toBe('75 M2');
    expect(figure('soldM2')).toBe('25 M2');
    expect(figure('currentPrice')).toBe('2,000.00 USDT');
    expect(figure('initialPrice')).toBe('1,800.00 USDT');
    expect(figure('lockDuration')).toBe('1 month');
    expect(figure('isListed')).toBe('Yes');
    expect(figure('bucketBalance')).toBe('30,000 USDT');
    expect(figure('isSellEnabled')).toBe('Yes');
    expect(figure('hasActiveBucket')).toBe('Yes');
    expect(within(tower).getByText('0x11111...111')).toBeTruthy();
  });

  it('offers "Create backend record" for a token the API knows no record of, leading to its create form', async () => {
    fakeIndexer.setBackendId(TOWER, null);
    fakeIndexer.setBackendId(SUNSET, 5);
    fakeIndexer.setBackendId(CANAL, null);
    const { user } = await open();
    const tower = card('Tower');
    expect(
      await within(tower).findByText(
        'No backend record: investors do not see this property in the catalogue.',
      ),
    ).toBeTruthy();
    // With a record (Sunset), or delisted and so out of the catalogue anyway (Canal House): nothing is claimed.
    for (const name of ['Sunset', 'Canal House'])
      expect(within(card(name)).queryByRole('link', { name: 'Create backend record' })).toBeNull();
    const link = within(tower).getByRole('link', { name: 'Create backend record' });
    expect(link.getAttribute('href')).toBe(`/PropertyList/properties/create?token=${TOWER}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Create backend record', level: 1 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Property Name/ })).toHaveProperty('value', 'Tower');
  });

  it('filters by listing state and sorts by liquidity, sold M2 and name', async () => {
    const { user } = await open();
    expect(names()).toEqual(['Sunset', 'Tower', 'Canal House']);
    await user.click(screen.getByRole('button', { name: 'Delisted with refunds' }));
    expect(names()).toEqual(['Canal House']);
    await user.click(screen.getByRole('button', { name: 'Delisted without refunds' }));
    expect(names()).toEqual(['Sunset']);
    await user.click(screen.getByRole('button', { name: 'Active' }));
    expect(names()).toEqual(['Tower']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Sold M2' }));
    expect(names()).toEqual(['Tower', 'Canal House', 'Sunset']);
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    expect(names()).toEqual(['Canal House', 'Sunset', 'Tower']);
  });

  it('asks the first page of the other sorts and filters ahead, so a click shows its cards without asking again', async () => {
    const { user } = await open();
    // The page and the count, then two other sorts and three other filters once the page is on screen.
    await waitFor(() => expect(fakeIndexer.requests).toBeGreaterThanOrEqual(2 + 5), { timeout: 5000 });
    const asked = fakeIndexer.requests;
    await user.click(screen.getByRole('button', { name: 'Delisted with refunds' }));
    // At once, from what was asked ahead: no request for it.
    expect(names()).toEqual(['Canal House']);
    expect(fakeIndexer.requests).toBe(asked);
  });

  it('shows 24 cards a page, sorted and paged by the API, and goes back to page 1 on a new sort', async () => {
    const { user } = await open({
      setup: (chain) => {
        for (let i = 1; i <= 30; i++) {
          chain.addProperty({
            token: `0x${i.toString(16).padStart(40, 'c')}`,
            name: `Block ${i}`,
            bucket: BigInt(i) * E18,
          });
        }
        chain.addProperty({ token: TOWER, name: 'Tower', bucket: 100n * E18 });
      },
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), { timeout: 15_000 });
    expect(names().slice(0, 3)).toEqual(['Tower', 'Block 30', 'Block 29']);
    expect(screen.getByText('31 of 31 properties')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(names()).toEqual(['Block 7', 'Block 6', 'Block 5', 'Block 4', 'Block 3', 'Block 2', 'Block 1']),
    );
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Block 1', 'Block 10', 'Block 11']));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    // A search by name, on the API too.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or address' }), 'block 2');
    await waitFor(() =>
      expect(names()).toEqual([
        'Block 2',
        'Block 20',
        'Block 21',
        'Block 22',
        'Block 23',
        'Block 24',
        'Block 25',
        'Block 26',
        'Block 27',
        'Block 28',
        'Block 29',
      ]),
    );
    expect(screen.getByText('11 of 31 properties')).toBeTruthy();
    // 24 cards with their own chain reads take long to render under jsdom on a busy machine.
  }, 90_000);

  it('after a transaction, shows the chain on the card at once and refetches the list once the indexer passed its block', async () => {
    server.use(
      http.post('*/custom_admin/properties/delist/', () =>
        HttpResponse.json({ detail: 'ok', contract_address: TOWER, refund: false, property: null }),
      ),
    );
    const { user, chain } = await open();
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(names()).toEqual(['Tower']));
    // The indexer lags: the API keeps answering the figures and the block of this moment.
    fakeIndexer.hold(chain);
    const tower = card('Tower');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    await user.click(
      (await within(tower).findByRole('form', { name: 'Delist' })).querySelector(
        'button[type=submit]',
      ) as HTMLElement,
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    expect(await within(tower).findByText('Property delisting completed')).toBeTruthy();
    // The card reads the chain: delisted. The list is the indexer's: still among the active ones, and asked
    // again every second while its block is below the receipt's.
    await waitFor(() => expect(within(card('Tower')).getByTestId('figure-isListed').textContent).toBe('No'));
    expect(screen.getByText('Updating: the server has not indexed the last transaction yet')).toBeTruthy();
    const asked = fakeIndexer.requests;
    await waitFor(() => expect(fakeIndexer.requests).toBeGreaterThanOrEqual(asked + 2), { timeout: 4000 });
    expect(names()).toEqual(['Tower']);
    fakeIndexer.release();
    expect(await screen.findByText('No property matches this filter.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Tower' })).toBeNull();
    expect(screen.queryByText('Updating: the server has not indexed the last transaction yet')).toBeNull();
  }, 60_000);

  it('proposes the price in USDT, refusing a price that is not positive', async () => {
    const { user, chain, admin } = await open();
    const tower = card('Tower');
    const price = within(tower).getByLabelText('Price per M2, USDT');
    expect(price.getAttribute('min')).toBe('0');
    expect(price.getAttribute('step')).toBe('0.01');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(tower).getByRole('button', { name: 'Save: Price per M2, USDT' }));
    expect(within(tower).getByText('Price must be a positive number')).toBeTruthy();
    expect(admin.sent).toEqual([]);
    await user.clear(price);
    await user.type(price, '2150.25');
    await user.click(within(tower).getByRole('button', { name: 'Save: Price per M2, USDT' }));
    expect(
      await screen.findByText('Price change proposed: it applies 2 days after the fund manager confirms it'),
    ).toBeTruthy();
    expect(admin.sent).toEqual(['proposePrice']);
    // A proposal only: the price in force stays until it is confirmed and its notice ran out.
    expect(chain.proposals.get(TOWER.toLowerCase())?.price).toBe(215025n * 10n ** 16n);
    expect(chain.properties.get(TOWER)?.currentPrice).not.toBe(215025n * 10n ** 16n);
  });

  it("confirms another manager's price proposal, which then shows as announced with its date", async () => {
    const MANAGER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const { user, chain, admin } = await open({
      setup: (c) => {
        seed(c);
        c.proposals.set(TOWER.toLowerCase(), { price: 2100n * E18, proposer: MANAGER.toLowerCase() });
      },
    });
    const panel = await within(card('Tower')).findByRole('region', { name: 'Price change' });
    expect(within(panel).getByText(/Proposed: 2,100\.00 USDT, by/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Price change confirmed: it applies in 2 days')).toBeTruthy();
    expect(admin.sent).toEqual(['confirmPrice']);
    expect(chain.proposals.has(TOWER.toLowerCase())).toBe(false);
    expect(chain.properties.get(TOWER)?.pendingPrice?.price).toBe(2100n * E18);
    expect(await within(panel).findByText(/^Announced: 2,100\.00 USDT from /)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('never lets the proposer confirm its own proposal, and withdraws it', async () => {
    const { user, chain, admin } = await open();
    const tower = card('Tower');
    const price = within(tower).getByLabelText('Price per M2, USDT');
    await user.clear(price);
    await user.type(price, '2100');
    await user.click(within(tower).getByRole('button', { name: 'Save: Price per M2, USDT' }));
    const panel = await within(tower).findByRole('region', { name: 'Price change' });
    expect(
      within(panel).getByText('You proposed it: the fund manager or the admin confirms it.'),
    ).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Price change withdrawn')).toBeTruthy();
    expect(admin.sent).toEqual(['proposePrice', 'cancelPriceChange']);
    expect(chain.proposals.size).toBe(0);
    await waitFor(() => expect(within(tower).queryByRole('region', { name: 'Price change' })).toBeNull());
  });

  it('reads many cards at once in batches the /rpc proxy accepts (at most 20 calls each)', async () => {
    renderAdmin('/PropertyList', {
      setup: (chain) => {
        for (let i = 1; i <= 15; i++) {
          chain.addProperty({ token: `0x${i.toString(16).padStart(40, 'a')}`, name: `Block ${i}` });
        }
      },
    });
    await findConsole();
    // Each card reads its price proposal and announced price beside the page's own reads.
    await screen.findByRole('article', { name: 'Block 15' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(screen.queryByText(/Could not read the properties from the chain/)).toBeNull();
    expect(largestRpcBatch).toBeGreaterThan(1);
    expect(largestRpcBatch).toBeLessThanOrEqual(20);
  });

  it('updates the lock duration in whole days (at least 1), sent in seconds', async () => {
    const { user, chain, admin } = await open();
    const tower = card('Tower');
    const days = within(tower).getByLabelText('Lock duration, days');
    expect(days.getAttribute('min')).toBe('1');
    expect(days.getAttribute('step')).toBe('1');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(tower).getByRole('button', { name: 'Save: Lock duration, days' }));
    expect(within(tower).getByText('Lock duration must be at least 1 day')).toBeTruthy();
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(tower).getByRole('button', { name: 'Save: Lock duration, days' }));
    expect(await screen.findByText('Lock duration updated')).toBeTruthy();
    expect(admin.sent).toEqual(['setLockDuration']);
    expect(chain.properties.get(TOWER)?.lockDuration).toBe(45n * 86_400n);
  });

  it('toggles selling back', async () => {
    const { user, chain } = await open();
    await user.click(within(card('Tower')).getByRole('switch', { name: 'Selling back enabled' }));
    expect(await screen.findByText('Selling back disabled')).toBeTruthy();
    expect(chain.properties.get(TOWER)?.sellEnabled).toBe(false);
  });

  it('delists with a refund at a lower price in one transaction, then the backend record', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/custom_admin/properties/delist/', async ({ request }) => {
        calls.push(JSON.stringify(await request.json()));
        return HttpResponse.json({
          success: true,
          detail: 'Property delisted successfully!',
          contract_address: TOWER,
          refund: true,
          property: null,
        });
      }),
    );
    const { user, chain, admin } = await open();
    const tower = card('Tower');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    const form = within(await within(tower).findByRole('form', { name: 'Delist' }));
    expect((form.getByLabelText('Update price for refund') as HTMLInputElement).disabled).toBe(true);
    await user.click(form.getByLabelText('Refund required'));
    await user.click(form.getByLabelText('Update price for refund'));
    await user.type(form.getByLabelText('New price per M2, USDT'), '1900');
    await user.click(form.getByRole('button', { name: 'Delist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    expect(await within(tower).findByText('Property delisted successfully!')).toBeTruthy();
    // One transaction: delisted with the refund escrowed at that price.
    expect(admin.sent).toEqual(['delistWithRefund']);
    expect(calls).toEqual([JSON.stringify({ contract_address: TOWER })]);
    const property = chain.properties.get(TOWER);
    expect([property?.refundPrice, property?.listed, property?.sellEnabled]).toEqual([
      1900n * E18,
      false,
      true,
    ]);
    expect(within(tower).getByTestId('step-price').dataset.state).toBe('success');
    expect(within(tower).getByTestId('step-chain').dataset.state).toBe('success');
    expect(within(tower).getByTestId('step-backend').dataset.state).toBe('success');
  });

  it('delists without a refund (no price step) and says "completed" when the success flag is absent', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    server.use(
      http.post('*/custom_admin/properties/delist/', () =>
        HttpResponse.json({ detail: 'ok', contract_address: TOWER, refund: false, property: null }),
      ),
    );
    const { user, chain, admin } = await open();
    const tower = card('Tower');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    await user.click(
      (await within(tower).findByRole('form', { name: 'Delist' })).querySelector(
        'button[type=submit]',
      ) as HTMLElement,
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    expect(await within(tower).findByText('Property delisting completed')).toBeTruthy();
    expect(admin.sent).toEqual(['delistProperty']);
    expect(chain.properties.get(TOWER)?.sellEnabled).toBe(false);
    // The delist panel stays open once the card shows the property delisted, and MUI has nothing to say
    // about an Accordion switching from uncontrolled to controlled.
    await waitFor(() => expect(within(card('Tower')).getByTestId('figure-isListed').textContent).toBe('No'));
    expect(within(tower).getByRole('button', { name: 'Delist', expanded: true })).toBeTruthy();
    expect(consoleErrors.mock.calls.flat().join('\n')).not.toMatch(/Accordion|uncontrolled/);
    consoleErrors.mockRestore();
  });

  it('submitted again after a failed delisting with a refund price, sends the delisting again', async () => {
    server.use(
      http.post('*/custom_admin/properties/delist/', () =>
        HttpResponse.json({
          success: true,
          detail: 'ok',
          contract_address: TOWER,
          refund: true,
          property: null,
        }),
      ),
    );
    const { user, chain, admin } = await open();
    const tower = card('Tower');
    admin.failNext('delistWithRefund', 'reject');
    admin.failNext('delistWithRefund', 'reject');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    const form = within(await within(tower).findByRole('form', { name: 'Delist' }));
    await user.click(form.getByLabelText('Refund required'));
    await user.click(form.getByLabelText('Update price for refund'));
    await user.type(form.getByLabelText('New price per M2, USDT'), '1900');
    const delist = async () => {
      await user.click(form.getByRole('button', { name: 'Delist' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
      // The confirmation has closed (its exit transition hides the page from the accessibility tree).
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await delist();
    expect(await within(tower).findByText('Transaction was rejected by user')).toBeTruthy();
    expect(admin.sent).toEqual(['delistWithRefund']);
    expect(within(tower).getByTestId('step-chain').dataset.state).toBe('error');

    await delist();
    await waitFor(() => expect(admin.sent).toEqual(['delistWithRefund', 'delistWithRefund']));
    expect(within(tower).getByText('Transaction was rejected by user')).toBeTruthy();

    // Another refund price: sent with the delisting, which goes through this time.
    await user.clear(form.getByLabelText('New price per M2, USDT'));
    await user.type(form.getByLabelText('New price per M2, USDT'), '1800');
    await delist();
    expect(await within(tower).findByText('Property delisted successfully!')).toBeTruthy();
    expect(admin.sent).toEqual(['delistWithRefund', 'delistWithRefund', 'delistWithRefund']);
    expect(chain.properties.get(TOWER)?.refundPrice).toBe(1800n * E18);
    expect(chain.properties.get(TOWER)?.listed).toBe(false);
  });

  it('retries only the backend step when recording the delisting failed', async () => {
    let attempts = 0;
    server.use(
      http.post('*/custom_admin/properties/delist/', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
          : HttpResponse.json({
              success: true,
              detail: 'done',
              contract_address: TOWER,
              refund: false,
              property: null,
            });
      }),
    );
    const { user, admin } = await open();
    const tower = card('Tower');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    await user.click(
      (await within(tower).findByRole('form', { name: 'Delist' })).querySelector(
        'button[type=submit]',
      ) as HTMLElement,
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    expect(await within(tower).findByText(/Internal server error during delisting/)).toBeTruthy();
    await user.click(await within(tower).findByRole('button', { name: 'Retry' }));
    expect(await within(tower).findByText('Property delisted successfully!')).toBeTruthy();
    expect(admin.sent).toEqual(['delistProperty']);
    expect(attempts).toBe(2);
  });

  it('maps a rejected delisting and an already delisted property, in the transaction-error modal', async () => {
    const { user, admin } = await open();
    const tower = card('Tower');
    admin.failNext('delistProperty', 'reject');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    const submit = async () =>
      user.click(
        (await within(tower).findByRole('form', { name: 'Delist' })).querySelector(
          'button[type=submit]',
        ) as HTMLElement,
      );
    await submit();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    expect(await within(tower).findByText('Transaction was rejected by user')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    admin.failNext('delistProperty', { errorName: 'AlreadyDelisted', args: [TOWER] });
    await submit();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delist' }));
    const modal = await screen.findByRole('alertdialog', { name: 'Transaction error' });
    expect(within(modal).getByText('Property is already delisted')).toBeTruthy();
  });
});
