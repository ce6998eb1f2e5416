// Rental income through the API: distribute on chain → the indexer records it → the holder's claimable income
// is read from the chain → a claim is recorded in the holder's history; the realised yield in the catalogue.
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { address, INVESTOR_A, INVESTOR_B, INVESTOR_C, M2, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();
type CatalogItem = { contract_address: string };

describe.each(routeEngines())('income on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let b: string;
  let villa: Address;
  let loft: Address;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    a = (await t.login(INVESTOR_A)).access;
    b = (await t.login(INVESTOR_B)).access;
    villa = await chain().createProperty('Income Villa', 1000n, 100n * USDT, 86_400n);
    loft = await chain().createProperty('Income Loft', 500n, 200n * USDT, 86_400n);
    await chain().buy(INVESTOR_A, villa, 300n * M2);
    await chain().buy(INVESTOR_B, villa, 100n * M2);
    await chain().buy(INVESTOR_A, loft, 50n * M2);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, access?: string) =>
    t.app.inject({ url, headers: access ? t.bearer(access) : {} });

  it('test_income_requires_authentication', async () => {
    for (const url of ['/api/user/income/', '/api/user/income/history/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: 'User not authenticated' });
    }
  });

  it('test_income_claimable_follows_distributions_and_a_claim_is_recorded', async () => {
    // 10,000 USDT to Income Villa: A holds 300 of 1,000 M2 (3,000 USDT), B 100 (1,000); 1,000 to the Loft: A
    // holds 50 of 500 (100 USDT).
    await chain().distributeIncome(villa, 10_000n * USDT);
    await chain().distributeIncome(loft, 1_000n * USDT);
    await t.app.indexer.tick();

    const summary = (await get('/api/user/income/', a)).json();
    expect(summary.total_claimable).toBe((3_100n * USDT).toString());
    expect(summary.total_claimed).toBe('0');
    const villaRow = summary.properties.find(
      (p: { contract_address: string }) => p.contract_address === villa,
    );
    expect(villaRow).toMatchObject({ property_name: 'Income Villa', claimable: (3_000n * USDT).toString() });
    expect((await get('/api/user/income/', b)).json().total_claimable).toBe((1_000n * USDT).toString());

    // Each distribution with A's M2 then and its share, as the token counts it.
    const earned = await get(`/api/user/income/earned/?range=${encodeURIComponent('[0,9]')}`, a);
    expect(earned.headers['content-range']).toBe('income 0-1/2');
    expect(
      earned
        .json()
        .map((r: { property_name: string; balance: string; share: string }) => [
          r.property_name,
          r.balance,
          r.share,
        ]),
    ).toEqual([
      ['Income Loft', (50n * M2).toString(), (100n * USDT).toString()],
      ['Income Villa', (300n * M2).toString(), (3_000n * USDT).toString()],
    ]);
    expect((await get('/api/user/income/earned/')).statusCode).toBe(401);

    const claim = await chain().claimIncome(INVESTOR_A, [villa, loft]);
    await t.app.indexer.tick();
    const after = (await get('/api/user/income/', a)).json();
    expect(after.total_claimable).toBe('0');
    expect(after.total_claimed).toBe((3_100n * USDT).toString());

    const history = await get(`/api/user/income/history/?range=${encodeURIComponent('[0,24]')}`, a);
    expect(history.statusCode).toBe(200);
    expect(history.headers['content-range']).toBe('income 0-1/2');
    const rows = history.json();
    expect(rows.map((r: { kind: string; amount: string }) => [r.kind, r.amount]).sort()).toEqual(
      [
        ['claim', (100n * USDT).toString()],
        ['claim', (3_000n * USDT).toString()],
      ].sort(),
    );
    expect(rows[0]).toMatchObject({ holder: address(INVESTOR_A), tx_hash: claim.transactionHash });
    // B claimed nothing: its history is empty, A's is not shown to it.
    expect((await get('/api/user/income/history/', b)).json()).toEqual([]);
  });

  it('test_catalogue_serves_the_realised_yield_beside_the_apy', async () => {
    const record = await t.app.propertiesRepository.create(villa, {
      name: 'Income Villa',
      description: 'A property that pays rent.',
      name_ru: null,
      description_ru: null,
      property_address: '1 Quay Street, Lisbon',
      property_address_ru: null,
      apy_percent: 7,
      is_active: true,
      image: null,
    });
    await t.app.propertiesRepository.update(record.id, { status: 'active' });
    await chain().distributeIncome(villa, 5_000n * USDT);
    await t.app.indexer.tick();
    const catalog = (await t.app.inject({ url: '/api/properties/validated-catalog/' })).json();
    const item = catalog.find((p: { contract_address: string }) => p.contract_address === villa);
    // 1,000 M2 at 100 USDT = 100,000 USDT of value; 10,000 + 5,000 paid within 12 months = 15 %.
    expect(item).toMatchObject({
      apy_percent: 7,
      distributions_count: 2,
      income_total: (15_000n * USDT).toString(),
      income_12m: (15_000n * USDT).toString(),
      realized_yield_percent: 15,
    });
    // Holders received the total less the unsold M2's share, which went back to the bucket: each distribution's
    // step is amount ÷ 1,000 M2, so the unsold M2 (none traded since the first distribution) got 10 + 5 USDT each.
    const unsold = BigInt(item.available_m2);
    expect(unsold).toBeGreaterThan(0n);
    expect(item.income_issuer_share).toBe((unsold * 15n).toString());
    expect(item.income_to_holders).toBe((15_000n * USDT - unsold * 15n).toString());
    // The property page reads its own item by contract address.
    const one = await t.app.inject({
      url: '/api/properties/validated-catalog/',
      query: { range: '[0,0]', filter: JSON.stringify({ contract_address: villa }) },
    });
    expect(one.headers['content-range']).toBe('properties 0-0/1');
    expect(one.json()[0]).toMatchObject({ contract_address: villa, realized_yield_percent: 15 });
    // A year and a day later the window holds nothing: the realised yield falls to 0, the history stays.
    const moved = await chain().increaseTime(366 * 86_400);
    expect(moved.transactions).toHaveLength(0);
    // The API caches the chain head (its time) for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The window moves with the clock alone: with no event and no indexer pass, the cached catalogue and its
    // page drop the year-old distributions as soon as the head's time is past them.
    const villaNow = async (query?: Record<string, string>) =>
      (
        (await t.app.inject({ url: '/api/properties/validated-catalog/', query })).json() as CatalogItem[]
      ).find((p) => p.contract_address === villa);
    for (const query of [undefined, { range: '[0,0]', filter: JSON.stringify({ contract_address: villa }) }])
      expect(await villaNow(query)).toMatchObject({
        distributions_count: 2,
        income_12m: '0',
        realized_yield_percent: 0,
      });
    await chain().distributeIncome(villa, 1_000n * USDT);
    await t.app.indexer.tick();
    const later = await villaNow();
    expect(later).toMatchObject({
      distributions_count: 3,
      income_total: (16_000n * USDT).toString(),
      income_12m: (1_000n * USDT).toString(),
      realized_yield_percent: 1,
    });
  });

  it('test_earned_shares_add_up_to_what_the_chain_pays', async () => {
    // B held 100 M2 of the Villa at the first distribution; it sends 40 to C, then 3,333 USDT more are shared.
    await chain().increaseTime(86_401);
    await chain().transfer(INVESTOR_B, villa, address(INVESTOR_C), 40n * M2);
    await chain().distributeIncome(villa, 3_333n * USDT + 7n);
    await t.app.indexer.tick();
    const rows = (await get('/api/user/income/earned/', b)).json() as { balance: string; share: string }[];
    // Newest first: 60 M2 at the last one, 100 at every earlier one (the tests above distributed several).
    const [last, ...earlier] = rows.map((r) => r.balance);
    expect(last).toBe((60n * M2).toString());
    expect(earlier.length).toBeGreaterThan(0);
    expect(new Set(earlier)).toEqual(new Set([(100n * M2).toString()]));
    const earned = rows.reduce((sum, r) => sum + BigInt(r.share), 0n);
    expect(earned).toBe(await chain().reader.vault.read.claimableIncome([villa, address(INVESTOR_B)]));
    // C received its M2 after the first distribution: only the second counts for it.
    const c = (await t.login(INVESTOR_C)).access;
    expect((await get('/api/user/income/earned/', c)).json()).toHaveLength(1);
  });
});
