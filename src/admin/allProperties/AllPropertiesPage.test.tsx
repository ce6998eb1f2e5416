// The "All properties" tab: cards from the lens, filters, sorts, inline edits, the delist flow and the announced
// closures (docs/admin.md#all-properties, docs/admin.md#closures, docs/flows.md#delisting).
// On the file's anvil with the real contracts (src/test/testChain.ts): the properties are made by real transactions
// and what a test checks is read back from the chain; the API's list is the lens's (src/test/fakeIndexer.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type Address, zeroAddress } from 'viem';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import contractConstants from '../../../abis/constants.json';
import {
  announceDelisting,
  announcePrice,
  announceSellClosure,
  buy,
  createProperty,
  delist,
  delistWithRefund,
  deposit,
  emptyBucket,
  increaseTime,
  pendingClosure,
  priceProposal,
  propertyTerms,
  proposePrice,
  refundPool,
} from '../../test/chainActions.ts';
import { eventually } from '../../test/eventually.ts';
import { fakeIndexer } from '../../test/fakeIndexer.ts';
import { largestRpcBatch, server } from '../../test/server.ts';
import { ADMIN } from '../../test/wallet.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);

const E18 = 10n ** 18n;
const DAY = 86_400n;
const PRICE_NOTICE = BigInt(contractConstants.MasterRegistry.PRICE_NOTICE);
const CLOSURE_NOTICE = BigInt(contractConstants.MasterRegistry.CLOSURE_NOTICE);
/** Anvil account #3, an approved investor (scripts/lib/deploy.ts). */
const INVESTOR = 3;

/** The seeded properties' addresses (set by `seed`, before each test's render). */
let TOWER: Address = zeroAddress;
let CANAL: Address = zeroAddress;
let SUNSET: Address = zeroAddress;

/**
 * 100,000 USDT in the general bucket; Tower (100 M2, created at 1,800 USDT then at 2,000 after an announced
 * change, 25 M2 sold, 30,000 USDT in its bucket, locks of 30 days); Canal House (8 M2 sold, delisted with a refund,
 * 5,000 USDT left in its bucket); Sunset (nothing sold, 90,000 USDT in its bucket, delisted without a refund).
 */
async function seed() {
  await deposit('general', 100_000n * E18);
  TOWER = await createProperty({ name: 'Tower', totalM2: 100n, price: 1800n * E18, lockSeconds: 30n * DAY });
  await buy(INVESTOR, TOWER, 25n * E18);
  await emptyBucket(TOWER);
  await deposit(TOWER, 30_000n * E18);
  await announcePrice(TOWER, 2000n * E18);
  await increaseTime(PRICE_NOTICE + 1n);
  CANAL = await createProperty({ name: 'Canal House', price: 1000n * E18 });
  await buy(INVESTOR, CANAL, 8n * E18);
  await deposit(CANAL, 5_000n * E18);
  await delistWithRefund(CANAL, 1000n * E18);
  SUNSET = await createProperty({ name: 'Sunset' });
  await deposit(SUNSET, 90_000n * E18);
  await delist(SUNSET);
}

const card = (name: string) => screen.getByRole('article', { name });
const names = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 3 }).textContent);

async function open(options: Parameters<typeof renderAdminOnChain>[1] = {}) {
  const rendered = await renderAdminOnChain('/PropertyList', { setup: seed, ...options });
  await findConsole();
  await screen.findByRole('article', { name: 'Tower' });
  return rendered;
}

describe('All properties', { timeout: 40_000 }, () => {
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
    expect(within(tower).getByText(`${TOWER.slice(0, 7)}...${TOWER.slice(-3)}`)).toBeTruthy();
  });

  it('offers "Create backend record" for a token the API knows no record of, leading to its create form', async () => {
    const { user } = await open({
      setup: async () => {
        await seed();
        fakeIndexer.setBackendId(TOWER, null);
        fakeIndexer.setBackendId(SUNSET, 5);
        fakeIndexer.setBackendId(CANAL, null);
      },
    });
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
    // Each click shows its cards once the API answered (asked ahead, usually at once: the next test).
    const { user } = await open();
    expect(names()).toEqual(['Sunset', 'Tower', 'Canal House']);
    await user.click(screen.getByRole('button', { name: 'Delisted with refunds' }));
    await eventually(() => expect(names()).toEqual(['Canal House']));
    await user.click(screen.getByRole('button', { name: 'Delisted without refunds' }));
    await eventually(() => expect(names()).toEqual(['Sunset']));
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await eventually(() => expect(names()).toEqual(['Tower']));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Sold M2' }));
    await eventually(() => expect(names()).toEqual(['Tower', 'Canal House', 'Sunset']));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await eventually(() => expect(names()).toEqual(['Canal House', 'Sunset', 'Tower']));
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
      setup: async () => {
        for (let i = 1; i <= 30; i++) {
          await deposit(await createProperty({ name: `Block ${i}` }), BigInt(i) * E18);
        }
        await deposit(await createProperty({ name: 'Tower' }), 100n * E18);
      },
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), { timeout: 15_000 });
    expect(names().slice(0, 3)).toEqual(['Tower', 'Block 30', 'Block 29']);
    expect(await screen.findByText('31 of 31 properties')).toBeTruthy();
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
    expect(await screen.findByText('11 of 31 properties')).toBeTruthy();
    // One found among 31: the noun follows the total (it said '1 of 31 property').
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or address' }), '9');
    await waitFor(() => expect(names()).toEqual(['Block 29']));
    expect(await screen.findByText('1 of 31 properties')).toBeTruthy();
    // 24 cards with their own chain reads take long to render under jsdom on a busy machine.
  }, 120_000);

  it('after a transaction, shows the chain on the card at once and refetches the list once the indexer passed its block', async () => {
    server.use(
      http.post('*/custom_admin/properties/delist/', () =>
        HttpResponse.json({ detail: 'ok', contract_address: TOWER, refund: false, property: null }),
      ),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(names()).toEqual(['Tower']));
    // The indexer lags: the API keeps answering the figures and the block of this moment.
    await fakeIndexer.hold();
    const tower = card('Tower');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    // With a refund: delisted at once (without one, the delisting is only announced).
    const form = await within(tower).findByRole('form', { name: 'Delist' });
    await user.click(within(form).getByLabelText('Refund required'));
    await user.click(form.querySelector('button[type=submit]') as HTMLElement);
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
    const { user, admin } = await open();
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
      await screen.findByText(
        'Price change proposed: an admin other than you confirms it, then it applies 2 days later',
      ),
    ).toBeTruthy();
    expect(admin.sent).toEqual(['proposePrice']);
    // A proposal only: the price in force stays until it is confirmed and its notice ran out.
    expect(await priceProposal(TOWER)).toEqual([215025n * 10n ** 16n, ADMIN]);
    expect(await propertyTerms(TOWER)).toMatchObject({ currentPrice: 2000n * E18, pendingPrice: 0n });
  });

  it("confirms another manager's price proposal, which then shows as announced with its date", async () => {
    // Proposed by the manager (anvil #1).
    const { user, admin } = await open({
      setup: async () => {
        await seed();
        await proposePrice(TOWER, 2100n * E18);
      },
    });
    const panel = await within(card('Tower')).findByRole('region', { name: 'Price change' });
    expect(within(panel).getByText(/Proposed: 2,100\.00 USDT, by/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Price change confirmed: it applies in 2 days')).toBeTruthy();
    expect(admin.sent).toEqual(['confirmPrice']);
    expect(await priceProposal(TOWER)).toEqual([0n, zeroAddress]);
    expect((await propertyTerms(TOWER)).pendingPrice).toBe(2100n * E18);
    expect(await within(panel).findByText(/^Announced: 2,100\.00 USDT from /)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('never lets the proposer confirm its own proposal, and withdraws it', async () => {
    const { user, admin } = await open();
    const tower = card('Tower');
    const price = within(tower).getByLabelText('Price per M2, USDT');
    await user.clear(price);
    await user.type(price, '2100');
    await user.click(within(tower).getByRole('button', { name: 'Save: Price per M2, USDT' }));
    const panel = await within(tower).findByRole('region', { name: 'Price change' });
    expect(within(panel).getByText('You proposed it: an admin other than you confirms it.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Price change withdrawn')).toBeTruthy();
    expect(admin.sent).toEqual(['proposePrice', 'cancelPriceChange']);
    expect(await priceProposal(TOWER)).toEqual([0n, zeroAddress]);
    await waitFor(() => expect(within(tower).queryByRole('region', { name: 'Price change' })).toBeNull());
  });

  it('reads many cards at once in batches the /rpc proxy accepts (at most 20 calls each)', async () => {
    await renderAdminOnChain('/PropertyList', {
      setup: async () => {
        for (let i = 1; i <= 15; i++) await createProperty({ name: `Block ${i}` });
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
    const { user, admin } = await open();
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
    expect((await propertyTerms(TOWER)).lockDuration).toBe(45n * DAY);
  });

  it('announces the end of selling back after a confirmation; Apply waits for the date on the chain', async () => {
    const { user, admin } = await open();
    const tower = card('Tower');
    await user.click(within(tower).getByRole('switch', { name: 'Selling back enabled' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Announce the end of selling back for Tower?')).toBeTruthy();
    expect(
      dialog.getByText(
        /^Holders are told now and can still sell their M2 back until .+\d{4}.*\. Selling back ends/,
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Announce' }));
    // The confirmation has closed (its exit transition hides the page from the accessibility tree).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(/^End of selling back announced: holders can sell back until .+\d{4}/),
    ).toBeTruthy();
    expect(admin.sent).toEqual(['setSellEnabled']);
    // Announced only: selling back stays open until the closure is applied.
    const [kind, effectiveAt] = await pendingClosure(TOWER);
    expect(kind).toBe(1n);
    expect(effectiveAt).toBeGreaterThan(0n);
    expect((await propertyTerms(TOWER)).sellEnabled).toBe(true);
    const panel = await within(tower).findByRole('region', { name: 'Closure announced' });
    expect(within(panel).getByText(/^Selling back ends on .+\d{4}/)).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).getByText(/^Apply is possible from .+ \(the chain's time\)/)).toBeTruthy();
    // A second announcement would be refused: the switch is held while one is announced.
    expect(
      (within(tower).getByRole('switch', { name: 'Selling back enabled' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it("applies an announced end of selling back once the chain's time reached its date", async () => {
    const { user, admin } = await open({
      setup: async () => {
        await seed();
        await announceSellClosure(TOWER);
        // The chain runs past the notice; the browser's clock does not (Apply goes by the chain's time).
        await increaseTime(CLOSURE_NOTICE + 1n);
      },
    });
    const panel = await within(card('Tower')).findByRole('region', { name: 'Closure announced' });
    const apply = within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    await waitFor(() => expect(apply.disabled).toBe(false));
    await user.click(apply);
    expect(await screen.findByText('Selling back disabled')).toBeTruthy();
    expect(admin.sent).toEqual(['applyClosure']);
    expect((await propertyTerms(TOWER)).sellEnabled).toBe(false);
    expect(await pendingClosure(TOWER)).toEqual([0n, 0n]);
    await waitFor(() =>
      expect(within(card('Tower')).queryByRole('region', { name: 'Closure announced' })).toBeNull(),
    );
  });

  it('withdraws an announced closure: buys reopen after an announced delisting', async () => {
    const { user, admin } = await open({
      setup: async () => {
        await seed();
        await announceDelisting(TOWER);
      },
    });
    const panel = await within(card('Tower')).findByRole('region', { name: 'Closure announced' });
    expect(within(panel).getByText(/^Delisting on .+\d{4}.*: buying is closed$/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Closure withdrawn')).toBeTruthy();
    expect(admin.sent).toEqual(['cancelClosure']);
    expect(await pendingClosure(TOWER)).toEqual([0n, 0n]);
    expect((await propertyTerms(TOWER)).listed).toBe(true);
    await waitFor(() =>
      expect(within(card('Tower')).queryByRole('region', { name: 'Closure announced' })).toBeNull(),
    );
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
    const { user, admin } = await open();
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
    // The pool's target is the refund price times the M2 sold (25).
    const pool = await refundPool(TOWER);
    expect([pool.target, pool.soldM2, pool.open]).toEqual([25n * 1900n * E18, 25n * E18, true]);
    const terms = await propertyTerms(TOWER);
    expect([terms.listed, terms.sellEnabled]).toEqual([false, true]);
    expect(within(tower).getByTestId('step-price').dataset.state).toBe('success');
    expect(within(tower).getByTestId('step-chain').dataset.state).toBe('success');
    expect(within(tower).getByTestId('step-backend').dataset.state).toBe('success');
  });

  it('says the refund price range and refuses a price outside it before anything is sent', async () => {
    const { user, admin } = await open();
    const tower = card('Tower');
    await user.click(within(tower).getByRole('button', { name: 'Delist' }));
    const form = within(await within(tower).findByRole('form', { name: 'Delist' }));
    await user.click(form.getByLabelText('Refund required'));
    await user.click(form.getByLabelText('Update price for refund'));
    // Tower's price in force is 2,000 USDT: one 20 % step below it is 1,600.
    expect(form.getByText(/^From 1,600\.00 USDT to 2,000\.00 USDT per M2/)).toBeTruthy();
    await user.type(form.getByLabelText('New price per M2, USDT'), '1599.99');
    await user.click(form.getByRole('button', { name: 'Delist' }));
    expect(
      form.getByText('The refund price must lie from 1,600.00 USDT to 2,000.00 USDT per M2'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(admin.sent).toEqual([]);
  });

  it('announces a delisting without a refund: buys stop, the backend is not told yet, the card shows its date', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    let recorded = 0;
    server.use(
      http.post('*/custom_admin/properties/delist/', () => {
        recorded += 1;
        return HttpResponse.json({ detail: 'ok', contract_address: TOWER, refund: false, property: null });
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
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Announce the delisting of Tower?')).toBeTruthy();
    expect(
      dialog.getByText(/buying stops now, holders are told and can still sell their M2 back until .+\d{4}/),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Announce the delisting' }));
    // The confirmation has closed (its exit transition hides the page from the accessibility tree).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(tower).findByText(
        /^Delisting announced: buying is closed, holders can sell back until .+\d{4}/,
      ),
    ).toBeTruthy();
    expect(admin.sent).toEqual(['delistProperty']);
    expect((await pendingClosure(TOWER))[0]).toBe(2n);
    expect(await propertyTerms(TOWER)).toMatchObject({ listed: true, sellEnabled: true });
    // Only the announcement on chain: the backend record waits for Apply.
    expect(within(tower).getByTestId('step-chain').dataset.state).toBe('success');
    expect(within(tower).queryByTestId('step-backend')).toBeNull();
    expect(recorded).toBe(0);
    const panel = await within(card('Tower')).findByRole('region', { name: 'Closure announced' });
    expect(within(panel).getByText(/^Delisting on .+: buying is closed$/)).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(tower).getByRole('button', { name: 'Delist', expanded: true })).toBeTruthy();
    expect(consoleErrors.mock.calls.flat().join('\n')).not.toMatch(/Accordion|uncontrolled/);
    consoleErrors.mockRestore();
  });

  it('applies an announced delisting once its date came on the chain, then records it in the backend', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/custom_admin/properties/delist/', async ({ request }) => {
        calls.push(JSON.stringify(await request.json()));
        return HttpResponse.json({ detail: 'ok', contract_address: TOWER, refund: false, property: null });
      }),
    );
    const { user, admin } = await open({
      setup: async () => {
        await seed();
        await announceDelisting(TOWER);
        await increaseTime(CLOSURE_NOTICE + 1n);
      },
    });
    const tower = card('Tower');
    const panel = await within(tower).findByRole('region', { name: 'Closure announced' });
    const apply = within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    await waitFor(() => expect(apply.disabled).toBe(false));
    await user.click(apply);
    expect(await within(tower).findByText('Property delisting completed')).toBeTruthy();
    expect(admin.sent).toEqual(['applyClosure']);
    expect(calls).toEqual([JSON.stringify({ contract_address: TOWER })]);
    expect(await propertyTerms(TOWER)).toMatchObject({ listed: false, sellEnabled: false });
    expect(within(tower).getByTestId('step-chain').dataset.state).toBe('success');
    expect(within(tower).getByTestId('step-backend').dataset.state).toBe('success');
    await waitFor(() => expect(within(card('Tower')).getByTestId('figure-isListed').textContent).toBe('No'));
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
    const { user, admin } = await open();
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
    expect((await refundPool(TOWER)).target).toBe(25n * 1800n * E18);
    expect((await propertyTerms(TOWER)).listed).toBe(false);
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
    const { user, admin } = await open({
      setup: async () => {
        await seed();
        await announceDelisting(TOWER);
        await increaseTime(CLOSURE_NOTICE + 1n);
      },
    });
    const tower = card('Tower');
    const panel = await within(tower).findByRole('region', { name: 'Closure announced' });
    const apply = within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    await waitFor(() => expect(apply.disabled).toBe(false));
    await user.click(apply);
    expect(await within(tower).findByText(/Internal server error during delisting/)).toBeTruthy();
    await user.click(await within(tower).findByRole('button', { name: 'Retry' }));
    expect(await within(tower).findByText('Property delisted successfully!')).toBeTruthy();
    // The delisting is applied once; only the backend step is sent again.
    expect(admin.sent).toEqual(['applyClosure']);
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
    const announce = async () => {
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Announce the delisting' }),
      );
      // The confirmation has closed (its exit transition hides the page from the accessibility tree).
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await submit();
    await announce();
    expect(await within(tower).findByText('Transaction was rejected by user')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    admin.failNext('delistProperty', { errorName: 'AlreadyDelisted', args: [TOWER] });
    await submit();
    await announce();
    const modal = await screen.findByRole('alertdialog', { name: 'Transaction error' });
    expect(within(modal).getByText('Property is already delisted')).toBeTruthy();
    await user.click(within(modal).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    admin.failNext('delistProperty', { errorName: 'ClosurePending', args: [TOWER, 1n, 1n] });
    await submit();
    await announce();
    expect(
      await within(tower).findByText(
        'A closure is already announced for this property: apply or withdraw it first',
      ),
    ).toBeTruthy();
  });
});
