// server/lib/cached-json-route.ts on a bare Fastify app with a stand-in catalogue cache: a fresh entry is sent
// from the onRequest hook (the handler never runs), a page is cached under its query string with its headers, the
// client gets the compressed copy it accepts with that copy's tag, and If-None-Match (weak, listed or `*`) gets a
// bodiless 304.
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CachedJson, Loaded } from '../plugins/app/catalog-cache.ts';
import { cachedJsonRoute } from './cached-json-route.ts';

const JSON_BODY = Buffer.from(JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ id: i })) }));
const entry = (withCopies = true): CachedJson => ({
  body: JSON_BODY,
  etag: '"abc"',
  encoded: withCopies
    ? {
        br: { body: brotliCompressSync(JSON_BODY), etag: '"abc-br"' },
        gzip: { body: gzipSync(JSON_BODY), etag: '"abc-gzip"' },
      }
    : {},
  headers: {},
});

type Harness = {
  app: FastifyInstance;
  loads: number;
  pageLoads: number;
  handled: number;
  stored: Map<string, CachedJson>;
};

async function harness(cached: CachedJson | undefined, computed: CachedJson = entry()): Promise<Harness> {
  const h: Harness = {
    app: Fastify(),
    loads: 0,
    pageLoads: 0,
    handled: 0,
    stored: new Map(cached ? [['catalog', cached]] : []),
  };
  h.app.decorate('catalogCache', {
    peek: (key: string) => h.stored.get(key),
    get: async (key: string, load: () => Promise<unknown>) => {
      await load();
      h.stored.set(key, computed);
      return computed;
    },
    getWithHeaders: async (key: string, load: () => Promise<Loaded>) => {
      const { value, headers = {} } = await load();
      const body = Buffer.from(JSON.stringify(value));
      const page: CachedJson = { body, etag: `"${key}"`, encoded: {}, headers };
      h.stored.set(key, page);
      return page;
    },
    invalidate: async () => {
      h.stored.clear();
    },
  });
  const route = cachedJsonRoute(h.app, 'catalog', async () => {
    h.loads++;
    return {};
  });
  h.app.get('/catalog/', { onRequest: route.onRequest }, async (request, reply) => {
    h.handled++;
    if (!request.url.includes('?')) return route.handler(request, reply);
    return route.pageHandler(request, reply, async () => {
      h.pageLoads++;
      return { value: { page: h.pageLoads }, headers: { 'content-range': 'items 0-1/9' } };
    });
  });
  await h.app.ready();
  return h;
}

let current: Harness | undefined;
afterEach(async () => {
  await current?.app.close();
  current = undefined;
});

describe('cached JSON routes', () => {
  it('test_a_fresh_entry_is_answered_from_the_hook_without_the_handler', async () => {
    current = await harness(entry());
    const response = await current.app.inject({ url: '/catalog/' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(JSON_BODY)).toBe(true);
    expect(response.headers).toMatchObject({
      etag: '"abc"',
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
      vary: 'Accept-Encoding',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(current.handled).toBe(0);
    expect(current.loads).toBe(0);
  });

  it('test_a_missing_entry_is_computed_by_the_handler_then_served_from_the_hook', async () => {
    current = await harness(undefined);
    const first = await current.app.inject({ url: '/catalog/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"abc"');
    expect([current.handled, current.loads]).toEqual([1, 1]);
    await current.app.inject({ url: '/catalog/' });
    expect([current.handled, current.loads]).toEqual([1, 1]);
  });

  it('test_a_page_is_cached_under_its_query_string_with_its_headers', async () => {
    current = await harness(entry());
    const first = await current.app.inject({ url: '/catalog/?range=[0,1]' });
    expect(first.json()).toEqual({ page: 1 });
    expect(first.headers).toMatchObject({ 'content-range': 'items 0-1/9', etag: '"catalog?range=[0,1]"' });
    expect([current.handled, current.pageLoads]).toEqual([1, 1]);
    // The same query again: from the hook, with the same headers; the whole catalogue's entry is not sent.
    const again = await current.app.inject({ url: '/catalog/?range=[0,1]' });
    expect(again.json()).toEqual({ page: 1 });
    expect(again.headers['content-range']).toBe('items 0-1/9');
    expect([current.handled, current.pageLoads]).toEqual([1, 1]);
    // Another query string is another page, computed by the handler.
    expect((await current.app.inject({ url: '/catalog/?range=[2,3]' })).json()).toEqual({ page: 2 });
    expect([current.handled, current.pageLoads]).toEqual([2, 2]);
  });

  it('test_the_client_gets_the_preferred_copy_it_accepts_with_its_own_tag', async () => {
    current = await harness(entry());
    for (const [acceptEncoding, encoding, etag] of [
      ['gzip, deflate, br', 'br', '"abc-br"'],
      ['gzip', 'gzip', '"abc-gzip"'],
      ['br;q=0, gzip', 'gzip', '"abc-gzip"'],
      ['*', 'br', '"abc-br"'],
      ['identity', undefined, '"abc"'],
    ] as const) {
      const response = await current.app.inject({
        url: '/catalog/',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers.etag, acceptEncoding).toBe(etag);
      if (encoding === 'br') expect(brotliDecompressSync(response.rawPayload).equals(JSON_BODY)).toBe(true);
    }
    // No compressed copy (a small body): the JSON itself, whatever the client accepts.
    await current.app.close();
    current = await harness(entry(false));
    const plain = await current.app.inject({ url: '/catalog/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe('"abc"');
  });

  it('test_if_none_match_of_the_sent_representation_answers_304_without_a_body', async () => {
    current = await harness(entry());
    for (const ifNoneMatch of ['"abc"', 'W/"abc"', '"x", "abc"', ' * ']) {
      const response = await current.app.inject({
        url: '/catalog/',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe('"abc"');
    }
    for (const ifNoneMatch of ['"ab"', '"abc-br"', 'abc', '']) {
      const response = await current.app.inject({
        url: '/catalog/',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode, ifNoneMatch).toBe(200);
    }
    // The tag of the Brotli copy matches only when the Brotli copy is what would be sent.
    const br = await current.app.inject({
      url: '/catalog/',
      headers: { 'accept-encoding': 'br', 'if-none-match': '"abc-br"' },
    });
    expect(br.statusCode).toBe(304);
    expect(br.headers['content-encoding']).toBeUndefined();
    const gzip = await current.app.inject({
      url: '/catalog/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': '"abc-br"' },
    });
    expect(gzip.statusCode).toBe(200);
  });
});
