// The web app's files (server/routes/static-files.ts) served from the static root: the SPA fallback, assets,
// locales and precompressed copies, a rebuild picked up without a restart, nothing outside the root or hidden,
// the API's paths left to the API, and the catalogue's document with its lead image, read from one record.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { MANAGER } from '../helpers/chain.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';
import { postPropertyRecord } from '../helpers/property-record.ts';

const chain = chainPerFile();

describe('web app served from the static root', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, 'locales', 'en'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(path.join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'locales', 'en', 'translation.json'), '{"hello":"Hello"}');
    t = await createTestApp(chain(), 'pglite', { staticRoot: root });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('test_spa_fallback_assets_and_locales', async () => {
    for (const url of [
      '/',
      '/catalog',
      '/catalog/0xabc',
      '/PropertyList/properties',
      '/personal-account/parts',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('app shell');
    }
    const locale = await t.app.inject({ url: '/locales/en/translation.json' });
    expect(locale.json()).toEqual({ hello: 'Hello' });
    const asset = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const shell = await t.app.inject({ url: '/index.html' });
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/unknown/' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await t.app.inject({ url: '/api/docs/json' })).json().openapi).toBe('3.1.0');
  });

  it('test_precompressed_copies_are_served_to_browsers_that_accept_them', async () => {
    const script = 'console.log("precompressed");'.repeat(20);
    writeFileSync(path.join(root, 'assets', 'big-123.js'), script);
    writeFileSync(path.join(root, 'assets', 'big-123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(root, 'assets', 'big-123.js.gz'), gzipSync(script));
    const br = await t.app.inject({ url: '/assets/big-123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await t.app.inject({ url: '/assets/big-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({
      url: '/assets/big-123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('test_rebuild_while_running_is_served_without_restart', async () => {
    // `vite build` empties dist/ and writes a new shell pointing at newly hashed assets.
    rmSync(path.join(root, 'assets'), { recursive: true });
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'main-def456.js'), 'console.log(2)');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>rebuilt shell</title>');
    const asset = await t.app.inject({ url: '/assets/main-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/assets/main-abc123.js' })).statusCode).toBe(404);
    for (const url of ['/', '/catalog']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).toContain('rebuilt shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Nothing outside the build or hidden in it is served.
    writeFileSync(path.join(root, '.env'), 'SECRET=hidden-value');
    writeFileSync(path.join(root, '.hidden.json'), '{"secret":"hidden-value"}');
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/.hidden.json', '/.env']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain('hidden-value');
      expect(response.body, url).not.toContain('"devDependencies"');
    }
    expect((await t.app.inject({ url: '/.hidden.json' })).statusCode).toBe(404);
  });

  it('test_catalog_document_reads_one_record_for_its_lead_image_never_the_catalogue', async () => {
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>app shell</title></head><body><!--lead image--></body></html>',
    );
    // A property in the catalogue, with its image.
    const token = await chain().createProperty('Lead Image House', 100n);
    await t.app.indexer.tick();
    const created = await postPropertyRecord(t, (await t.login(MANAGER)).access, token, {
      name: 'Lead Image House',
      description: 'Its image leads the catalogue',
      property_address: '1 Lead St',
    });
    expect(created.statusCode).toBe(201);
    const lead = (await t.app.inject({ url: '/api/properties/validated-catalog/' })).json()[0]
      .image as string;
    expect(lead).toMatch(/^\/uploads\//);

    // Every catalogue read the document makes is counted, the cached copies dropped first: it asks for a page of
    // one, never the whole catalogue.
    const { catalogPage } = t.app.propertiesRepository;
    const reads: unknown[] = [];
    t.app.propertiesRepository.catalogPage = (...args) => {
      reads.push(args[1]);
      return catalogPage(...args);
    };
    await t.app.catalogCache.invalidate();
    try {
      for (const encoding of ['identity', 'gzip', 'identity']) {
        const page = await t.app.inject({ url: '/catalog', headers: { 'accept-encoding': encoding } });
        expect(page.statusCode).toBe(200);
        const html = encoding === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body;
        expect(html).toContain(`<link rel="preload" as="image" href="${lead}"`);
        expect(html).toContain(`<div class="boot-lead boot-lead-catalog"><img src="${lead}"`);
      }
    } finally {
      t.app.propertiesRepository.catalogPage = catalogPage;
    }
    expect(reads.length).toBeGreaterThan(0);
    for (const query of reads) expect(query).toMatchObject({ range: '[0,0]' });
    // A rebuild of the app gives a new document at once.
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>new shell</title></head><body><!--lead image--></body></html>',
    );
    const rebuilt = await t.app.inject({ url: '/catalog', headers: { 'accept-encoding': 'identity' } });
    expect(rebuilt.body).toContain('new shell');
    expect(rebuilt.body).toContain(`href="${lead}"`);
  });
});
