// The back office's list of every property (server/routes/custom-admin/chain-properties.ts): its gate, pages of
// listed and delisted properties sorted and filtered by the database, and the indexed block that tells the
// console when the figures include a transaction it just sent (docs/api.md#indexed-block).
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { INVESTOR_A, M2, MANAGER, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

type Page = {
  properties: { name: string; address: string; sold_m2: string; is_listed: boolean; refund: boolean }[];
  total: number;
  indexed_block: string | null;
};

describe.each(routeEngines())('custom_admin chain-properties on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;
  const tokens: Address[] = [];

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    manager = (await t.login(MANAGER)).access;
    for (const name of ['Tower', 'Canal House', 'Sunset', 'Garden Court']) {
      tokens.push(await chain().createProperty(name, 1000n, 100n * USDT, 86_400n));
    }
    await chain().buy(INVESTOR_A, tokens[0] as Address, 5n * M2);
    await chain().buy(INVESTOR_A, tokens[1] as Address, 9n * M2);
    await chain().delist(tokens[1] as Address, true);
    await chain().delist(tokens[2] as Address, false);
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  describeAdminGate(
    chain,
    () => t,
    [{ method: 'GET', url: '/custom_admin/chain-properties/', passes: 200 }],
    'refused',
  );

  const get = async (query: Record<string, string> = {}) => {
    const response = await t.app.inject({
      url: '/custom_admin/chain-properties/',
      headers: t.bearer(manager),
      query,
    });
    return { response, body: response.json() as Page };
  };
  const names = (page: Page) => page.properties.map((p) => p.name);

  it('test_every_property_listed_or_not_in_registry_order_without_range', async () => {
    const { response, body } = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBeUndefined();
    expect(names(body)).toEqual(['Tower', 'Canal House', 'Sunset', 'Garden Court']);
    expect(body.total).toBe(4);
  });

  it('test_pages_sort_and_filter_by_listing_state_with_content_range', async () => {
    const sold = await get({ range: '[0,1]', sort: '["sold_m2","DESC"]' });
    expect(sold.response.headers['content-range']).toBe('properties 0-1/4');
    expect(names(sold.body)).toEqual(['Canal House', 'Tower']);
    // Ties (nothing sold) keep registry order, also descending.
    const rest = await get({ range: '[2,3]', sort: '["sold_m2","DESC"]' });
    expect(names(rest.body)).toEqual(['Sunset', 'Garden Court']);
    expect(names((await get({ sort: '["name","ASC"]' })).body)).toEqual([
      'Canal House',
      'Garden Court',
      'Sunset',
      'Tower',
    ]);
    const refunds = await get({ filter: JSON.stringify({ is_listed: false, refund: true }) });
    expect(names(refunds.body)).toEqual(['Canal House']);
    const without = await get({ filter: JSON.stringify({ is_listed: false, refund: false }) });
    expect(names(without.body)).toEqual(['Sunset']);
    const listed = await get({ range: '[0,9]', filter: JSON.stringify({ is_listed: true, q: 'TOW' }) });
    expect(names(listed.body)).toEqual(['Tower']);
    expect(listed.response.headers['content-range']).toBe('properties 0-0/1');
    // Past the end: no row, and still the count.
    const past = await get({ range: '[10,19]', filter: JSON.stringify({ is_listed: true }) });
    expect(past.body.properties).toEqual([]);
    expect(past.body.total).toBe(2);
  });

  it('test_indexed_block_passes_a_receipt_only_once_the_indexer_read_its_figures', async () => {
    // The gate's tests above mined blocks: one pass first.
    await t.app.indexer.tick();
    const before = (await get({ filter: JSON.stringify({ address: tokens[3] }) })).body;
    expect(BigInt(before.indexed_block ?? -1)).toBe(await chain().client.getBlockNumber());
    const receipt = await chain().buy(INVESTOR_A, tokens[3] as Address, 7n * M2);
    const lagging = (await get({ filter: JSON.stringify({ address: tokens[3] }) })).body;
    // The indexer has not seen the purchase: the mark is below its block and the figures are the old ones.
    expect(BigInt(lagging.indexed_block ?? -1)).toBeLessThan(receipt.blockNumber);
    expect(lagging.properties[0]?.sold_m2).toBe('0');
    await t.app.indexer.tick();
    const caught = (await get({ filter: JSON.stringify({ address: tokens[3] }) })).body;
    expect(BigInt(caught.indexed_block ?? -1)).toBeGreaterThanOrEqual(receipt.blockNumber);
    expect(caught.properties[0]?.sold_m2).toBe((7n * M2).toString());
  });

  it('test_names_sort_naturally_without_regard_to_case_both_ways', async () => {
    for (const name of ['Lot 10', 'lot 2', 'Lot 9', 'LOT 2', 'Lot 1a', 'Lot 007']) {
      await chain().createProperty(name, 1000n, 100n * USDT, 86_400n);
    }
    await t.app.indexer.tick();
    const sorted = async (order: string) =>
      names((await get({ sort: JSON.stringify(['name', order]), filter: '{"q":"lot "}' })).body);
    // Numbers by value ('2' before '10', '007' as 7), ties ('lot 2', 'LOT 2') in registry order both ways.
    expect(await sorted('ASC')).toEqual(['Lot 1a', 'lot 2', 'LOT 2', 'Lot 007', 'Lot 9', 'Lot 10']);
    expect(await sorted('DESC')).toEqual(['Lot 10', 'Lot 9', 'Lot 007', 'lot 2', 'LOT 2', 'Lot 1a']);
    const page = await get({ sort: '["name","ASC"]', range: '[1,2]', filter: '{"q":"lot "}' });
    expect(names(page.body)).toEqual(['lot 2', 'LOT 2']);
    expect(page.body.total).toBe(6);
    expect(page.response.headers['content-range']).toBe('properties 1-2/6');
  });

  it('test_bad_list_parameters_answer_400', async () => {
    for (const query of [
      { range: '[5,1]' } as Record<string, string>,
      { sort: '["description","ASC"]' },
      { filter: '{"owner":"me"}' },
      { filter: '{"bucket_balance_gte":"lots"}' },
    ]) {
      const { response } = await get(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toHaveProperty(Object.keys(query)[0] as string);
    }
  });

  it('test_a_price_whose_time_came_is_in_force_before_the_indexer_pass', async () => {
    const token = tokens[0] as Address;
    const price = async () =>
      (await get({ filter: JSON.stringify({ address: token }) })).body.properties[0] as {
        current_price?: string;
      };
    await chain().changePrice(token, 110n * USDT);
    await t.app.indexer.tick();
    expect((await price()).current_price).toBe((100n * USDT).toString());
    // The notice runs out in one empty block; the indexer does not run.
    await chain().increaseTime(2 * 86_400 + 1);
    // The API caches the chain head (its time) for a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await price()).current_price).toBe((110n * USDT).toString());
  });
});
