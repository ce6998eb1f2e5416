// The catalogues served from the figures the indexer keeps: equal to the lens's views after trades, a refund
// delisting and an announced price (also once its time has come); pages, order, search and range filters with
// Content-Range; bad list parameters are 400s.
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onchainProperty } from '../../lib/property-views.ts';
import { createTestApp, engines, type TestApp } from '../helpers/app.ts';
import { INVESTOR_A, INVESTOR_B, M2, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();
const TWO_DAYS = 2 * 86_400;

type Onchain = { active_properties: { address: string; current_price: string; name: string }[] };

describe.each(engines())('catalogues from indexed figures on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let tokens: Address[];
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    tokens = [];
    for (const [i, [name, price]] of (
      [
        ['Harbour View', 120n],
        ['Garden Court', 80n],
        ['Canal House', 100n],
        ['Hill Top', 60n],
      ] as const
    ).entries()) {
      const token = await chain().createProperty(name, 1000n, price * USDT, 86_400n);
      tokens.push(token);
      const record = await t.app.propertiesRepository.create(token, {
        name,
        description: `${name}, a test property.`,
        name_ru: `Объект ${i + 1}`,
        description_ru: null,
        property_address: i % 2 === 0 ? `${i + 1} Quay Street, Lisbon` : `${i + 1} Park Lane, Porto`,
        property_address_ru: null,
        apy_percent: 4 + i,
        is_active: true,
        image: null,
      });
      await t.app.propertiesRepository.update(record.id, { status: 'active' });
      ids.set(token.toLowerCase(), record.id);
    }
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ url });
  const lensCatalogue = async () =>
    (await t.app.chain.allPropertyViews())
      .filter((v) => v.isListed)
      .map((v) => onchainProperty(v, ids.get(v.token.toLowerCase()) ?? null));

  it('test_figures_follow_trades_and_a_refund_delisting', async () => {
    await chain().buy(INVESTOR_A, tokens[0] as Address, 3n * M2);
    await chain().buy(INVESTOR_B, tokens[1] as Address, 5n * M2);
    await chain().increaseTime(86_401);
    await chain().sell(INVESTOR_A, tokens[0] as Address, 1n * M2);
    await chain().delist(tokens[3] as Address, true);
    // Before the indexer's pass the catalogue still shows what it recorded.
    const before = (await get('/api/properties/onchain-catalog/')).json() as Onchain;
    expect(before.active_properties).toHaveLength(4);
    await t.app.indexer.tick();
    const after = (await get('/api/properties/onchain-catalog/')).json() as Onchain;
    expect(after.active_properties).toEqual(await lensCatalogue());
    expect(after.active_properties.map((p) => p.address)).toEqual(tokens.slice(0, 3));
  });

  it('test_announced_price_applies_on_the_first_pass_after_its_time', async () => {
    const token = tokens[2] as Address;
    await chain().changePrice(token, 110n * USDT);
    await t.app.indexer.tick();
    const priceOf = async () =>
      ((await get('/api/properties/onchain-catalog/')).json() as Onchain).active_properties.find(
        (p) => p.address === token,
      )?.current_price;
    expect(await priceOf()).toBe((100n * USDT).toString());
    // The price comes into force with no event: the pass after its time reads it.
    await chain().increaseTime(TWO_DAYS + 1);
    await t.app.indexer.tick();
    expect(await priceOf()).toBe((110n * USDT).toString());
    expect(((await get('/api/properties/onchain-catalog/')).json() as Onchain).active_properties).toEqual(
      await lensCatalogue(),
    );
  });

  it('test_catalogue_pages_sort_search_and_filter_with_content_range', async () => {
    const page = await get(
      `/api/properties/validated-catalog/?range=${encodeURIComponent('[0,1]')}&sort=${encodeURIComponent('["current_price","DESC"]')}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('properties 0-1/3');
    const names = (page.json() as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['Harbour View', 'Canal House']);

    const second = await get(
      `/api/properties/validated-catalog/?range=${encodeURIComponent('[2,3]')}&sort=${encodeURIComponent('["current_price","DESC"]')}`,
    );
    expect(second.headers['content-range']).toBe('properties 2-2/3');
    expect((second.json() as { name: string }[]).map((p) => p.name)).toEqual(['Garden Court']);

    const filter = (value: object) =>
      `/api/properties/validated-catalog/?filter=${encodeURIComponent(JSON.stringify(value))}`;
    const byCity = (await get(filter({ q: 'porto' }))).json() as { name: string }[];
    expect(byCity.map((p) => p.name)).toEqual(['Garden Court']);
    const byRussianName = (await get(filter({ q: 'Объект 1' }))).json() as { name: string }[];
    expect(byRussianName.map((p) => p.name)).toEqual(['Harbour View']);
    const cheap = (await get(filter({ current_price_lte: (100n * USDT).toString() }))).json() as {
      name: string;
    }[];
    expect(cheap.map((p) => p.name).sort()).toEqual(['Garden Court']);
    const yielding = (await get(filter({ apy_percent_gte: 5, apy_percent_lte: 6 }))).json() as {
      name: string;
    }[];
    expect(yielding.map((p) => p.name).sort()).toEqual(['Canal House', 'Garden Court']);

    const onchain = await get(
      `/api/properties/onchain-catalog/?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["name","ASC"]')}`,
    );
    expect(onchain.headers['content-range']).toBe('properties 0-0/3');
    expect((onchain.json() as Onchain).active_properties.map((p) => p.name)).toEqual(['Canal House']);
    expect((onchain.json() as Onchain).active_properties[0]?.address).toBe(getAddress(tokens[2] as Address));
  });

  it('test_bad_list_parameters_answer400', async () => {
    for (const query of [
      `range=${encodeURIComponent('[5,1]')}`,
      `sort=${encodeURIComponent('["description","ASC"]')}`,
      `filter=${encodeURIComponent('{"current_price_gte":"cheap"}')}`,
      `filter=${encodeURIComponent('{"owner":"me"}')}`,
      'filter=not-json',
    ]) {
      for (const path of ['validated-catalog', 'onchain-catalog']) {
        const response = await get(`/api/properties/${path}/?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
      }
    }
  });
});
