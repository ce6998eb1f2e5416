// The public property routes (server/routes/api/properties.ts, docs/api.md#endpoints): records by id and by
// address, the status check, the list with simple-rest parameters, and the two catalogues (validated and on
// chain) with their ETag revalidation and compressed copies. The catalogues are served from the figures the
// indexer keeps: equal to the lens's views after trades, a refund delisting and an announced price (also once
// its time has come); pages, order, search and range filters with Content-Range; bad list parameters are 400s.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshFigures } from '../../indexer/property-figures.ts';
import { onchainProperty } from '../../lib/property-views.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { INVESTOR_A, INVESTOR_B, M2, MANAGER, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';
import { fields, multipart } from '../helpers/multipart.ts';
import { postPropertyRecord } from '../helpers/property-record.ts';

const chain = chainPerFile();
const TWO_DAYS = 2 * 86_400;

type Onchain = { active_properties: { address: string; current_price: string; name: string }[] };
type CatalogItem = { contract_address: string; price_per_m2: string };
/** The API reads the chain's head (its time) at most once a second (server/plugins/app/chain.ts). */
const pastHeadCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe.each(routeEngines())('catalogues from indexed figures on %s', (engine) => {
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
      .map((v) =>
        onchainProperty(
          { ...v, pendingClosure: null, closureEffectiveAt: null },
          ids.get(v.token.toLowerCase()) ?? null,
        ),
      );

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

  it('test_cached_pages_follow_the_chain_after_the_indexer_pass', async () => {
    const url = '/api/properties/validated-catalog/';
    const query = { range: '[0,0]', filter: JSON.stringify({ contract_address: tokens[2] }) };
    const page = async () => {
      const response = await t.app.inject({ url, query });
      expect(response.headers['content-range']).toBe('properties 0-0/1');
      return response.json()[0].available_m2 as string;
    };
    const before = await page();
    // Served from the cache (same bytes) until the indexer sees the purchase, then recomputed.
    await chain().buy(INVESTOR_B, tokens[2] as Address, 2n * M2);
    expect(await page()).toBe(before);
    await t.app.indexer.tick();
    expect(BigInt(await page())).toBe(BigInt(before) - 2n * M2);
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

  it('test_an_announced_price_is_served_in_force_once_the_clock_passes_it_with_no_event', async () => {
    const token = tokens[1] as Address;
    const served = async () => {
      const onchain = (await get('/api/properties/onchain-catalog/')).json() as Onchain;
      const validated = (await get('/api/properties/validated-catalog/')).json() as CatalogItem[];
      const page = await t.app.inject({
        url: '/api/properties/validated-catalog/',
        query: { range: '[0,0]', filter: JSON.stringify({ contract_address: token }) },
      });
      return [
        onchain.active_properties.find((p) => p.address === token)?.current_price,
        validated.find((p) => p.contract_address === token)?.price_per_m2,
        (page.json() as CatalogItem[])[0]?.price_per_m2,
      ];
    };
    await chain().changePrice(token, 90n * USDT);
    await t.app.indexer.tick();
    // Announced, and every catalogue (whole and a page) is now in the cache.
    expect(await served()).toEqual(Array(3).fill((80n * USDT).toString()));
    // The clock passes the announced time in one empty block, and the indexer does not run: what is served
    // is still the price the chain charges at the head the API reads.
    const moved = await chain().increaseTime(TWO_DAYS + 1);
    expect(moved.transactions).toHaveLength(0);
    await pastHeadCache();
    expect(await served()).toEqual(Array(3).fill((90n * USDT).toString()));
    expect(await chain().reader.vault.read.quoteBuy([token, M2])).toBe(90n * USDT);
    expect(((await get('/api/properties/onchain-catalog/')).json() as Onchain).active_properties).toEqual(
      await lensCatalogue(),
    );
  });

  it('test_the_apis_reread_never_undoes_figures_read_at_a_later_block', async () => {
    const token = tokens[0] as Address;
    const block = await chain().client.getBlockNumber();
    const [read] = await t.app.chain.propertyFigures([token], block);
    const [position] = (await t.app.propertyFigures.positions([token.toLowerCase()])).values();
    const row = { ...(read as NonNullable<typeof read>), position: position as number };
    const stored = async () =>
      (
        await t.app.db.query<{ sold_m2: string; read_block: string }>(
          'select sold_m2::text, read_block::text from chain_property_figures where token = $1',
          [token.toLowerCase()],
        )
      )[0];
    await t.app.propertyFigures.upsert([{ ...row, readBlock: block }]);
    // A read of an earlier block, with other figures, comes late: the clock's reread leaves the newer figures.
    const older = { ...row, view: { ...row.view, soldM2: 1n }, readBlock: block - 1n };
    await t.app.propertyFigures.upsert([older], undefined, { onlyNewer: true });
    expect(await stored()).toEqual({ sold_m2: row.view.soldM2.toString(), read_block: block.toString() });
    // The indexer, which reads in chain order, writes as it reads (a reorganisation's rewind reads lower blocks).
    await t.app.propertyFigures.upsert([older]);
    expect(await stored()).toEqual({ sold_m2: '1', read_block: (block - 1n).toString() });
    await t.app.propertyFigures.upsert([{ ...row, readBlock: block }]);
  });

  it('test_an_announced_closure_is_served_pending_with_the_flags_in_force_until_withdrawn', async () => {
    const [selling, closing] = [tokens[1] as Address, tokens[2] as Address];
    const entry = async (token: Address) =>
      ((await get('/api/properties/onchain-catalog/')).json() as Onchain).active_properties.find(
        (p) => p.address === token,
      );
    const ends = await chain().setSellEnabled(selling, false);
    const delists = await chain().announceDelisting(closing);
    await t.app.indexer.tick();
    const notice = Number(await chain().reader.registry.read.CLOSURE_NOTICE());
    const timeOf = async (blockNumber: bigint) =>
      Number((await chain().client.getBlock({ blockNumber })).timestamp);
    // Announced, not applied: still listed with selling back open, the closure and its time served apart.
    expect(await entry(selling)).toMatchObject({
      is_sell_enabled: true,
      is_listed: true,
      pending_closure: 'sell_back',
      closure_effective_at: (await timeOf(ends.blockNumber)) + notice,
    });
    expect(await entry(closing)).toMatchObject({
      is_sell_enabled: true,
      is_listed: true,
      pending_closure: 'delist',
      closure_effective_at: (await timeOf(delists.blockNumber)) + notice,
    });
    // Withdrawn (selling back enabled again, the delisting cancelled): nothing pending any more.
    await chain().setSellEnabled(selling, true);
    await chain().cancelClosure(closing);
    await t.app.indexer.tick();
    for (const token of [selling, closing]) {
      expect(await entry(token)).toMatchObject({ pending_closure: null, closure_effective_at: null });
    }
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

  it('test_bad_list_parameters_answer_400', async () => {
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

  // Last in this block: it creates a property the tests above do not count.
  it('test_figures_reread_reads_the_registry_at_its_own_block', async () => {
    // The reread takes the block number first; a property is created just after it.
    const block = await chain().client.getBlockNumber();
    const created = await chain().createProperty('Created After The Block', 100n);
    const atThatBlock = { ...t.app.chain, blockNumber: async () => block };
    // Its token does not exist at that block: the registry is read there too, so it is not read yet (it was, at
    // the latest block, and the lens call on a token with no code failed the whole pass).
    await refreshFigures(
      { chain: atThatBlock, figures: t.app.propertyFigures },
      { tokens: new Set(), all: false },
      Number((await chain().client.getBlock({ blockNumber: block })).timestamp),
    );
    expect(await t.app.propertyFigures.positions([created.toLowerCase()])).toEqual(new Map());
    // The next pass, at a block that holds it, reads it.
    await t.app.indexer.tick();
    expect([...(await t.app.propertyFigures.positions([created.toLowerCase()])).keys()]).toEqual([
      created.toLowerCase(),
    ]);
  });
});

// A record made through the back office (as a manager does), then read through the public routes.
describe.each(routeEngines())('property records on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;
  let token: Address;
  let id: number;
  const run = Math.random().toString(36).slice(2, 8);

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    manager = (await t.login(MANAGER)).access;
    token = await chain().createProperty(`Riverside ${run}`, 500n);
    // The catalogues read the figures the indexer keeps.
    await t.app.indexer.tick();
    const created = await postPropertyRecord(t, manager, token, {
      name: `Riverside ${run}`,
      description: 'Two floors by the river',
      apy_percent: '7.5',
      name_ru: 'Набережная',
      property_address: '1 River St',
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** PUT …/{recordId}/update/ with a multipart form of `values`, as the manager. */
  const update = (recordId: number, values: Record<string, string>) => {
    const body = multipart(fields(values));
    return t.app.inject({
      method: 'PUT',
      url: `/custom_admin/properties/${recordId}/update/`,
      headers: { ...t.bearer(manager), ...body.headers },
      payload: body.payload,
    });
  };

  it('test_property_readable_by_id_and_address_and_in_catalogues', async () => {
    expect((await t.app.inject({ url: `/api/properties/${id}/` })).json().id).toBe(id);
    expect((await t.app.inject({ url: `/api/properties/${token.toLowerCase()}/` })).json().id).toBe(id);
    const catalog = (await t.app.inject({ url: '/api/properties/validated-catalog/' })).json();
    const item = catalog.find((p: { id: number }) => p.id === id);
    expect(item).toMatchObject({
      contract_address: token,
      total_m2: 500,
      available_m2: (500n * 10n ** 18n).toString(),
      is_listed: true,
    });
    expect(item.price_per_m2).toBe((100n * 10n ** 18n).toString());
    const onchain = (await t.app.inject({ url: '/api/properties/onchain-catalog/' })).json();
    expect(onchain.active_properties.find((p: { address: string }) => p.address === token)?.backend_id).toBe(
      id,
    );
    const status = await t.app.inject({ url: `/api/properties/check-status/${id}/` });
    expect(status.json()).toMatchObject({
      id,
      status: 'listed',
      is_listed: true,
      backend_status: 'active',
    });
  });

  it('test_ids_beyond_any_record_answer_404_not_500', async () => {
    // 2147483648 and up do not fit the int4 id column: no record has them (the database would refuse them).
    for (const key of ['999999', '2147483647', '2147483648', '9999999999']) {
      for (const url of [`/api/properties/${key}/`, `/api/properties/check-status/${key}/`]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ detail: 'Property not found' });
      }
    }
  });

  it('test_catalogues_revalidate_with_etag_and_change_on_writes', async () => {
    for (const url of ['/api/properties/validated-catalog/', '/api/properties/onchain-catalog/']) {
      const first = await t.app.inject({ url });
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      const cached = await t.app.inject({ url });
      expect(cached.headers.etag).toBe(etag);
      expect(cached.body).toBe(first.body);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const revalidated = await t.app.inject({ url, headers: { 'if-none-match': ifNoneMatch } });
        expect(revalidated.statusCode, ifNoneMatch).toBe(304);
        expect(revalidated.body).toBe('');
        expect(revalidated.headers.etag).toBe(etag);
      }
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"other"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    }
    // A write invalidates: the catalogue changes, and so does its tag.
    const url = '/api/properties/validated-catalog/';
    const before = await t.app.inject({ url });
    const description = `Renovated in ${run}. `.repeat(80).trim();
    expect((await update(id, { description })).statusCode).toBe(200);
    const after = await t.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().find((p: { id: number }) => p.id === id).description).toBe(description);
    expect(after.headers.vary).toBe('Accept-Encoding');

    // Clients that accept Brotli or gzip get the compressed copy, tagged apart from the JSON itself.
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      const bytes = expected ? decoders[expected](response.rawPayload) : response.rawPayload;
      expect(bytes.toString('utf8'), acceptEncoding).toBe(after.body);
      if (!expected) continue;
      const etag = response.headers.etag as string;
      expect(etag).toBe(`${(after.headers.etag as string).slice(0, -1)}-${expected}"`);
      expect(response.rawPayload.length).toBeLessThan(after.rawPayload.length / 2);
      const revalidated = await t.app.inject({
        url,
        headers: { 'accept-encoding': acceptEncoding, 'if-none-match': etag },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
    }
  });

  it('test_list_supports_simple_rest_parameters', async () => {
    const page = await t.app.inject({
      url: '/api/properties/',
      query: { range: '[0,0]', sort: '["name","ASC"]', filter: JSON.stringify({ q: run }) },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('properties 0-0/1');
    expect(page.json()).toHaveLength(1);
    const plain = await t.app.inject({ url: '/api/properties/' });
    expect(plain.headers['content-range']).toBeUndefined();
    const bad = await t.app.inject({ url: '/api/properties/', query: { sort: '["password","ASC"]' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['sort']);
    // Beyond 2^53 a JSON number is no exact integer (and beyond 2^63 no SQL offset): 400, not 500.
    const far = await t.app.inject({
      url: '/api/properties/',
      query: { range: '[100000000000000000000,100000000000000000000]' },
    });
    expect(far.statusCode).toBe(400);
    expect(Object.keys(far.json())).toEqual(['range']);
    // Names every object inherits are no fields either.
    for (const [param, value] of [
      ['sort', '["constructor","ASC"]'],
      ['sort', '["toString","DESC"]'],
      ['filter', '{"constructor":"x"}'],
      ['filter', '{"__proto__":"x"}'],
    ] as const) {
      const inherited = await t.app.inject({ url: '/api/properties/', query: { [param]: value } });
      expect(inherited.statusCode, value).toBe(400);
      expect(Object.keys(inherited.json())).toEqual([param]);
    }
  });

  it('test_list_filter_with_nul_characters_answers_400', async () => {
    const nul = { non_field_errors: ['Text may not contain NUL (U+0000) characters.'] };
    for (const filter of [{ q: 'a\u0000b' }, { status: 'active\u0000' }]) {
      const list = await t.app.inject({
        url: '/api/properties/',
        query: { filter: JSON.stringify(filter) },
      });
      expect(list.statusCode).toBe(400);
      expect(list.json()).toEqual(nul);
    }
  });
});
