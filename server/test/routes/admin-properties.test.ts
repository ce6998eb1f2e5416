// Back-office properties: the authorization matrix of every admin route, create/update/delist/gallery, image
// uploads (type by bytes, SVG, size and pixel limits, too many files, non-multipart) and the catalogues.
import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { brotliDecompressSync, crc32, gunzipSync } from 'node:zlib';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectLogs, createPostgresDatabase, createTestApp, engines, type TestApp } from '../helpers/app.ts';
import { ADMIN, address, INVESTOR_A, INVESTOR_D, MANAGER } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';
import { fields, image, imagePart, multipart, type Part } from '../helpers/multipart.ts';

const chain = chainPerFile();

/** A PNG whose header claims `width` x `height` (valid CRC, no pixel data worth decoding). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image('png', 1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(engines())('custom_admin properties on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;
  let admin: string;
  let investor: string;
  let token: Address;
  const run = Math.random().toString(36).slice(2, 8);
  const logs = collectLogs();

  beforeAll(async () => {
    t = await createTestApp(chain(), engine, { logger: logs.logger });
    manager = (await t.login(MANAGER)).access;
    admin = (await t.login(ADMIN)).access;
    investor = (await t.login(INVESTOR_A)).access;
    token = await chain().createProperty(`Riverside ${run}`, 500n);
    // The catalogues read the figures the indexer keeps.
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  const createForm = async (contract: string, extra: Record<string, string> = {}, parts: Part[] = []) =>
    multipart([
      ...fields({
        name: `Riverside ${run}`,
        description: 'Two floors by the river',
        contract_address: contract,
        apy_percent: '7.5',
        ...extra,
      }),
      imagePart('image', await image('jpeg'), 'front.jpg', 'image/jpeg'),
      ...parts,
    ]);

  const create = async (token_: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/custom_admin/properties/',
      headers: { ...t.bearer(token_), ...body.headers },
      payload: body.payload,
    });

  describe('authorization matrix', () => {
    const routes = [
      { method: 'POST', url: '/custom_admin/properties/' },
      { method: 'PUT', url: '/custom_admin/properties/999999/update/' },
      { method: 'POST', url: '/custom_admin/properties/delist/' },
      { method: 'POST', url: '/custom_admin/properties/999999/upload-gallery/' },
      { method: 'DELETE', url: '/custom_admin/properties/999999/gallery/1/' },
      { method: 'GET', url: '/custom_admin/purchases/' },
    ] as const;

    const call = (route: (typeof routes)[number], headers: Record<string, string>) =>
      t.app.inject({
        method: route.method,
        url: route.url,
        headers,
        payload: route.method === 'POST' ? {} : undefined,
      });

    it('test_adminRoutes_without_token_answer401', async () => {
      for (const route of routes) {
        const response = await call(route, {});
        expect(response.statusCode, route.url).toBe(401);
        expect(response.json()).toEqual({ detail: 'Authentication required' });
      }
    });

    it('test_adminRoutes_with_expired_token_answer401', async () => {
      const expired = await new SignJWT({
        typ: 'access',
        wallet: address(MANAGER).toLowerCase(),
        sid: crypto.randomUUID(),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('realestate-api')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      for (const route of routes)
        expect((await call(route, t.bearer(expired))).statusCode, route.url).toBe(401);
    });

    it('test_adminRoutes_for_investor_answer403', async () => {
      for (const route of routes) {
        const response = await call(route, t.bearer(investor));
        expect(response.statusCode, route.url).toBe(403);
        expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action' });
      }
    });

    it('test_adminRoutes_for_manager_and_admin_pass_the_gate', async () => {
      for (const tokenOf of [manager, admin]) {
        for (const route of routes) {
          const status = (await call(route, t.bearer(tokenOf))).statusCode;
          expect([401, 403], `${route.method} ${route.url} → ${status}`).not.toContain(status);
        }
      }
    });

    it('test_adminRoutes_after_role_revoked_on_chain_answer403_without_the_indexer', async () => {
      await chain().grantManager(address(INVESTOR_D));
      const promoted = (await t.login(INVESTOR_D)).access;
      expect((await call(routes[5], t.bearer(promoted))).statusCode).toBe(200);
      // No indexer pass: the very next request after the revoking block is refused.
      await chain().revokeManager(address(INVESTOR_D));
      for (const route of routes)
        expect((await call(route, t.bearer(promoted))).statusCode, route.url).toBe(403);
    });
  });

  describe('uploads', () => {
    it('test_create_rejects_non_multipart_with415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/custom_admin/properties/',
        headers: t.bearer(manager),
        payload: { name: 'x', description: 'y', contract_address: token, apy_percent: 1 },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: 'Request must be multipart/form-data' });
      for (const url of [
        `/custom_admin/properties/1/update/`,
        `/custom_admin/properties/1/upload-gallery/`,
      ]) {
        const method = url.endsWith('update/') ? 'PUT' : 'POST';
        const other = await t.app.inject({
          method,
          url,
          headers: { ...t.bearer(manager), 'content-type': 'text/plain' },
          payload: 'hi',
        });
        expect(other.statusCode, url).toBe(415);
      }
    });

    it('test_create_rejects_non_image_with_image_name', async () => {
      const body = multipart([
        ...fields({ name: 'n', description: 'd', contract_address: token, apy_percent: '1' }),
        imagePart('image', Buffer.from('just some text, not a picture'), 'photo.png', 'image/png'),
      ]);
      const response = await create(manager, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: ['Upload a valid image: JPEG, PNG or WebP.'] });
    });

    it('test_create_rejects_svg_even_named_png', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      );
      for (const [filename, type] of [
        ['x.svg', 'image/svg+xml'],
        ['x.png', 'image/png'],
      ] as const) {
        const body = multipart([
          ...fields({ name: 'n', description: 'd', contract_address: token, apy_percent: '1' }),
          imagePart('image', svg, filename, type),
        ]);
        const response = await create(manager, body);
        expect(response.statusCode, filename).toBe(400);
        expect(Object.keys(response.json())).toEqual(['image']);
      }
    });

    it('test_create_rejects_oversized_file_and_pixels', async () => {
      const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
      const tooLarge = await create(
        manager,
        multipart([
          ...fields({ name: 'n', description: 'd', contract_address: token, apy_percent: '1' }),
          imagePart('image', big),
        ]),
      );
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().image[0]).toMatch(/too large/i);
      const huge = await create(
        manager,
        multipart([
          ...fields({ name: 'n', description: 'd', contract_address: token, apy_percent: '1' }),
          imagePart('image', await pngClaiming(9000, 9000)),
        ]),
      );
      expect(huge.statusCode).toBe(400);
      expect(huge.json().image[0]).toMatch(/megapixels/);
      // The finding's 39.7-megapixel PNG: refused from its header, before any decoding.
      const decode = vi.spyOn(t.app.images, 'store');
      const camera = await create(
        manager,
        multipart([
          ...fields({ name: 'n', description: 'd', contract_address: token, apy_percent: '1' }),
          imagePart('image', await pngClaiming(7280, 5456)),
        ]),
      );
      decode.mockRestore();
      expect(camera.statusCode).toBe(400);
      expect(camera.json()).toEqual({ image: ['Image too large (at most 25 megapixels).'] });
    });

    it('test_create_reports_missing_and_invalid_fields', async () => {
      const response = await create(
        manager,
        multipart(fields({ description: '', contract_address: 'nope', apy_percent: '-1' })),
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['apy_percent', 'contract_address', 'description', 'name']);
      const noImage = await create(
        manager,
        multipart(fields({ name: 'n', description: 'd', contract_address: token, apy_percent: '1' })),
      );
      expect(noImage.json()).toEqual({ image: ['Property image is required'] });
      const unknown = await create(manager, await createForm(address(INVESTOR_A)));
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json())).toEqual(['contract_address']);
    });
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

  describe('records', () => {
    let id: number;

    it('test_create_stores_record_and_reencoded_image', async () => {
      const response = await create(
        manager,
        await createForm(token, { name_ru: 'Набережная', property_address: '1 River St' }),
      );
      expect(response.statusCode).toBe(201);
      const record = response.json();
      id = record.id;
      expect(record).toMatchObject({
        name: `Riverside ${run}`,
        name_ru: 'Набережная',
        description_ru: null,
        property_address: '1 River St',
        contract_address: token,
        apy_percent: 7.5,
        status: 'active',
        is_active: true,
        gallery: [],
      });
      expect(record.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const file = await t.app.inject({ url: record.image });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

      const duplicate = await create(manager, await createForm(token.toLowerCase()));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ detail: 'Property already exists' });
    });

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
      expect(
        onchain.active_properties.find((p: { address: string }) => p.address === token)?.backend_id,
      ).toBe(id);
      const status = await t.app.inject({ url: `/api/properties/check-status/${id}/` });
      expect(status.json()).toMatchObject({
        id,
        status: 'listed',
        is_listed: true,
        backend_status: 'active',
      });
    });

    it('test_ids_beyond_any_record_answer404_not500', async () => {
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

    it('test_text_with_nul_characters_is_400_and_stores_nothing', async () => {
      const nul = { non_field_errors: ['Text may not contain NUL (U+0000) characters.'] };
      for (const filter of [{ q: 'a\u0000b' }, { status: 'active\u0000' }]) {
        const list = await t.app.inject({
          url: '/api/properties/',
          query: { filter: JSON.stringify(filter) },
        });
        expect(list.statusCode).toBe(400);
        expect(list.json()).toEqual(nul);
      }
      const other = await chain().createProperty(`Nul ${run}`, 10n);
      const files = readdirSync(t.config.uploadsDir).sort();
      const created = await create(manager, await createForm(other, { name: 'Bad\u0000name' }));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual(nul);
      expect(readdirSync(t.config.uploadsDir).sort()).toEqual(files);
      expect((await t.app.inject({ url: `/api/properties/${other}/` })).statusCode).toBe(404);
    });

    it('test_update_changes_fields_and_hides_from_catalogue', async () => {
      const response = await update(id, { name: `Riverside ${run} II`, is_active: 'false', name_ru: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: `Riverside ${run} II`,
        is_active: false,
        status: 'inactive',
        name_ru: null,
      });
      const catalog = (await t.app.inject({ url: '/api/properties/validated-catalog/' })).json();
      expect(catalog.some((p: { id: number }) => p.id === id)).toBe(false);
      const invalid = await update(id, { is_active: 'true', apy_percent: 'abc' });
      expect(invalid.statusCode).toBe(400);
      expect(Object.keys(invalid.json())).toEqual(['apy_percent']);
      expect((await update(id, { is_active: 'true' })).statusCode).toBe(200);
      const again = (await t.app.inject({ url: '/api/properties/validated-catalog/' })).json();
      expect(again.some((p: { id: number }) => p.id === id)).toBe(true);
      expect((await update(999999, { is_active: 'true' })).statusCode).toBe(404);
    });

    it('test_update_failing_after_the_upload_leaves_no_file_behind', async () => {
      const uploads = () => readdirSync(t.config.uploadsDir).sort();
      const before = uploads();
      const current = (await t.app.inject({ url: `/api/properties/${id}/` })).json().image;
      const withImage = async () => {
        const body = multipart([
          ...fields({ description: 'New photo' }),
          imagePart('image', await image('png')),
        ]);
        return t.app.inject({
          method: 'PUT',
          url: `/custom_admin/properties/${id}/update/`,
          headers: { ...t.bearer(manager), ...body.headers },
          payload: body.payload,
        });
      };
      // The database fails, or the record is gone, after the image was stored.
      const failing = vi
        .spyOn(t.app.propertiesRepository, 'update')
        .mockRejectedValueOnce(new Error('connection terminated'))
        .mockResolvedValueOnce(null);
      try {
        const crashed = await withImage();
        expect(crashed.statusCode).toBe(500);
        expect(crashed.json()).toEqual({ detail: 'Internal server error' });
        const vanished = await withImage();
        expect(vanished.statusCode).toBe(404);
        expect(vanished.json()).toEqual({ detail: 'Property not found' });
        expect(failing).toHaveBeenCalledTimes(2);
      } finally {
        failing.mockRestore();
      }
      expect(uploads()).toEqual(before);
      expect((await t.app.inject({ url: current })).statusCode).toBe(200);

      // A successful replacement keeps one file: the new one.
      const replaced = await withImage();
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json().image).not.toBe(current);
      expect(uploads()).toHaveLength(before.length);
      expect((await t.app.inject({ url: current })).statusCode).toBe(404);
      expect((await t.app.inject({ url: replaced.json().image })).statusCode).toBe(200);
    });

    it('test_gallery_upload_limits_and_delete', async () => {
      const upload = async (parts: Part[]) => {
        const body = multipart(parts);
        return t.app.inject({
          method: 'POST',
          url: `/custom_admin/properties/${id}/upload-gallery/`,
          headers: { ...t.bearer(admin), ...body.headers },
          payload: body.payload,
        });
      };
      const six = await Promise.all(Array.from({ length: 6 }, () => image('png')));
      const tooMany = await upload(six.map((data) => imagePart('images', data)));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().images[0]).toMatch(/at most 5/);
      const oddNames = await upload([
        imagePart('constructor', six[0] as Buffer),
        imagePart('__proto__', six[1] as Buffer),
        ...fields({ toString: 'x' }),
      ]);
      expect(oddNames.statusCode).toBe(400);
      // Refused by the multipart parser; the 400 keeps the field-map shape (it used to serialise as {}).
      expect(oddNames.json()).toEqual({
        non_field_errors: ['prototype property is not allowed as field name'],
      });
      const none = await upload(fields({ note: 'no files' }));
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ images: ['Invalid files or missing images'] });
      const mixed = await upload([
        imagePart('images', six[0] as Buffer),
        imagePart('images', Buffer.from('GIF89a....'), 'a.gif', 'image/gif'),
      ]);
      expect(mixed.statusCode).toBe(400);
      const record = (await t.app.inject({ url: `/api/properties/${id}/` })).json();
      expect(record.gallery).toHaveLength(0);

      const ok = await upload([
        imagePart('images', await image('webp')),
        imagePart('images', await image('jpeg'), 'b.jpg', 'image/jpeg'),
      ]);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ id, detail: 'Gallery uploaded successfully!' });
      expect(ok.json().gallery).toHaveLength(2);
      const [first] = ok.json().gallery;
      // As the web app's fetch mutator sends it (docs/api.md#conventions): JSON content type, empty body.
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/custom_admin/properties/${id}/gallery/${first.id}/`,
        headers: { ...t.bearer(manager), 'content-type': 'application/json', 'content-length': '0' },
        payload: '',
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().gallery).toHaveLength(1);
      expect((await t.app.inject({ url: first.image })).statusCode).toBe(404);
    });

    it('test_upload_makes_resized_webp_copies_480_800_1200_and_delete_removes_them', async () => {
      const body = multipart([imagePart('images', await image('jpeg', 1600, 1000), 'big.jpg', 'image/jpeg')]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/custom_admin/properties/${id}/upload-gallery/`,
        headers: { ...t.bearer(admin), ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const added = uploaded.json().gallery.at(-1) as { id: number; image: string };
      const widthOf = async (url: string) => {
        const file = await t.app.inject({ url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        return (await sharp(file.rawPayload).metadata()).width;
      };
      expect(await widthOf(added.image)).toBe(1600);
      const stem = added.image.replace(/\.webp$/, '');
      for (const width of [480, 800, 1200]) expect(await widthOf(`${stem}-${width}w.webp`)).toBe(width);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/custom_admin/properties/${id}/gallery/${added.id}/`,
        headers: t.bearer(manager),
      });
      expect(removed.statusCode).toBe(200);
      for (const url of [added.image, `${stem}-480w.webp`, `${stem}-800w.webp`, `${stem}-1200w.webp`]) {
        expect((await t.app.inject({ url })).statusCode).toBe(404);
      }
    });

    it('test_delist_follows_the_chain', async () => {
      const delist = () =>
        t.app.inject({
          method: 'POST',
          url: '/custom_admin/properties/delist/',
          headers: t.bearer(manager),
          payload: { contract_address: token },
        });
      const empty = await t.app.inject({
        method: 'POST',
        url: '/custom_admin/properties/delist/',
        headers: { ...t.bearer(manager), 'content-type': 'application/json', 'content-length': '0' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ non_field_errors: ['The request body is empty.'] });
      const early = await delist();
      expect(early.statusCode).toBe(409);
      await chain().delist(token, true);
      const response = await delist();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        refund: true,
        contract_address: token,
        property: { id, status: 'delisted', is_active: false },
      });
      const catalog = (await t.app.inject({ url: '/api/properties/validated-catalog/' })).json();
      expect(catalog.some((p: { id: number }) => p.id === id)).toBe(false);
      const status = await t.app.inject({ url: `/api/properties/check-status/${token}/` });
      expect(status.json()).toMatchObject({
        status: 'delisted_with_refunds',
        is_listed: false,
        refund: true,
        backend_status: 'delisted',
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/custom_admin/properties/delist/',
        headers: t.bearer(manager),
        payload: { contract_address: address(INVESTOR_A) },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Property not found on blockchain' });
      expect(
        (await t.app.inject({ url: `/api/properties/check-status/${address(INVESTOR_A)}/` })).json(),
      ).toEqual({ detail: 'Property not found on blockchain' });
    });
  });

  describe('malformed bodies and limits', () => {
    let id: number;
    beforeAll(async () => {
      const other = await chain().createProperty(`Limits ${run}`, 100n);
      const created = await create(manager, await createForm(other, { name: `Limits ${run}` }));
      expect(created.statusCode).toBe(201);
      id = created.json().id;
    });

    const uploadRoutes = () => [
      { method: 'POST' as const, url: '/custom_admin/properties/' },
      { method: 'PUT' as const, url: `/custom_admin/properties/${id}/update/` },
      { method: 'POST' as const, url: `/custom_admin/properties/${id}/upload-gallery/` },
    ];
    const send = (
      route: { method: 'POST' | 'PUT'; url: string },
      contentType: string,
      payload: string | Buffer | Readable,
      headers: Record<string, string> = {},
    ) =>
      t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...t.bearer(manager), 'content-type': contentType, ...headers },
        payload,
      });

    it('test_malformed_multipart_answers_400_413_or_415_with_a_message_never_500', async () => {
      const part = (boundary: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nVilla\r\n`;
      const cases: [string, string, string | Buffer][] = [
        ['empty boundary', 'multipart/form-data; boundary=', part('x')],
        [
          'truncated body',
          'multipart/form-data; boundary=abc',
          `${part('abc')}--abc\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
        ],
        ['no closing boundary', 'multipart/form-data; boundary=abc', part('abc')],
        ['no boundary in the body', 'multipart/form-data; boundary=abc', 'just some bytes'],
        ['unterminated quoted boundary', 'multipart/form-data; boundary="abc', part('abc')],
        [
          'part without headers end',
          'multipart/form-data; boundary=abc',
          `--abc\r\nContent-Disposition: form-data; name="x"${' padding'.repeat(20_000)}`,
        ],
        [
          'binary noise',
          'multipart/form-data; boundary=abc',
          Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
        ],
        ['no parameters', 'multipart/form-data', part('abc')],
        ['mixed, not form-data', 'multipart/mixed; boundary=abc', part('abc')],
      ];
      for (const route of uploadRoutes()) {
        for (const [label, contentType, payload] of cases) {
          const response = await send(route, contentType, payload);
          const where = `${route.method} ${route.url}: ${label}`;
          expect([400, 413, 415], `${where} → ${response.statusCode} ${response.body}`).toContain(
            response.statusCode,
          );
          expect(response.body, where).toMatch(/"(detail|non_field_errors|[a-z_]+)":/);
        }
        const truncated = await send(route, 'multipart/form-data; boundary=abc', part('abc').slice(0, 30));
        expect(truncated.statusCode, route.url).toBe(400);
        expect(truncated.json()).toEqual({
          non_field_errors: ['Malformed multipart body: it ends before its closing boundary.'],
        });
        const noBoundary = await send(route, 'multipart/form-data; boundary=', part('x'));
        expect(noBoundary.json()).toEqual({
          non_field_errors: ['Malformed multipart body: no boundary in its Content-Type.'],
        });
      }
      // Nothing was stored by any of them.
      expect((await t.app.inject({ url: `/api/properties/${id}/` })).json().gallery).toEqual([]);
    });

    it('test_body_limit_is_enforced_while_streaming_and_the_rest_is_not_read', async () => {
      for (const route of uploadRoutes()) {
        const limitMb = route.url.endsWith('upload-gallery/') ? 51 : 11;
        // Declared too large: refused before reading a byte.
        const declared = await send(route, 'multipart/form-data; boundary=abc', Buffer.alloc(10), {
          'content-length': String(90 * 1024 * 1024),
        });
        expect(declared.statusCode, route.url).toBe(413);
        expect(declared.json()).toEqual({ detail: `Request body too large (at most ${limitMb} MB).` });
        // Streamed without a length: 90 MB offered, reading stops just past the limit.
        let pulled = 0;
        const chunk = Buffer.alloc(256 * 1024, 0x61);
        const head = Buffer.from('--abc\r\nContent-Disposition: form-data; name="description"\r\n\r\n');
        const body = new Readable({
          read() {
            if (pulled >= 90 * 1024 * 1024) return this.push(null);
            const next = pulled === 0 ? Buffer.concat([head, chunk]) : chunk;
            pulled += next.length;
            this.push(next);
          },
        });
        const streamed = await send(route, 'multipart/form-data; boundary=abc', body);
        expect(streamed.statusCode, route.url).toBe(413);
        expect(streamed.headers.connection).toBe('close');
        expect(pulled, route.url).toBeLessThan((limitMb + 2) * 1024 * 1024);
      }
    });

    it('test_gallery_holds_at_most_30_photos', async () => {
      const filler = Array.from(
        { length: 28 },
        (_, i) => `/uploads/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.webp`,
      );
      expect(await t.app.propertiesRepository.addGalleryImages(id, filler, 1000)).toEqual({ added: true });
      const upload = async (count: number) => {
        const body = multipart(
          await Promise.all(
            Array.from({ length: count }, async () => imagePart('images', await image('png'))),
          ),
        );
        return t.app.inject({
          method: 'POST',
          url: `/custom_admin/properties/${id}/upload-gallery/`,
          headers: { ...t.bearer(manager), ...body.headers },
          payload: body.payload,
        });
      };
      const decode = vi.spyOn(t.app.images, 'store');
      const over = await upload(3);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({
        images: ['A gallery holds at most 30 photos; this one has 28, so at most 2 more.'],
      });
      expect(decode).not.toHaveBeenCalled();
      decode.mockRestore();
      expect((await upload(2)).statusCode).toBe(200);
      const full = await upload(1);
      expect(full.statusCode).toBe(400);
      expect(full.json().images[0]).toMatch(/at most 30 photos; this one has 30/);
      // Concurrent uploads cannot pass the cap together either.
      const gallery = (await t.app.inject({ url: `/api/properties/${id}/` })).json().gallery as {
        id: number;
      }[];
      for (const item of gallery.slice(0, 2)) {
        await t.app.inject({
          method: 'DELETE',
          url: `/custom_admin/properties/${id}/gallery/${item.id}/`,
          headers: t.bearer(manager),
        });
      }
      const racing = await Promise.all([upload(2), upload(2), upload(2)]);
      expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect((await t.app.inject({ url: `/api/properties/${id}/` })).json().gallery).toHaveLength(30);
    });

    it('test_admin_actions_are_audited_with_wallet_and_target', async () => {
      const manager_ = address(MANAGER).toLowerCase();
      const events = logs.lines.filter(
        (line) => typeof line.audit === 'string' && String(line.audit).startsWith('admin.'),
      );
      const names = new Set(events.map((line) => line.audit));
      for (const name of [
        'admin.property_created',
        'admin.gallery_uploaded',
        'admin.gallery_image_removed',
      ]) {
        expect(names, name).toContain(name);
      }
      const denied = events.filter((l) => l.audit === 'admin.denied');
      expect(denied.length).toBeGreaterThan(0);
      expect(denied[0]).toMatchObject({
        level: 40,
        wallet: address(INVESTOR_A).toLowerCase(),
        method: expect.any(String),
        route: expect.stringMatching(/^\/custom_admin\//),
      });
      for (const line of events.filter(
        (l) => !['admin.purchases_listed', 'admin.denied'].includes(String(l.audit)),
      )) {
        expect(line.wallet, String(line.audit)).toMatch(/^0x[0-9a-f]{40}$/);
        expect(line.target_id ?? line.contract, String(line.audit)).toBeDefined();
      }
      expect(events.find((l) => l.audit === 'admin.property_created' && l.target_id === id)).toMatchObject({
        wallet: manager_,
      });
      // No token in any line.
      expect(JSON.stringify(logs.lines)).not.toContain(manager);
    });
  });

  describe('daily upload quota', () => {
    it('test_upload_quota_per_user_answers429_before_decoding', async () => {
      const limited = await createTestApp(chain(), engine, { uploadQuotaPerDay: 3 });
      try {
        const other = await chain().createProperty(`Quota ${run}`, 10n);
        const record = await limited.app.propertiesRepository.create(other, {
          name: 'Quota',
          description: 'Quota test',
          name_ru: null,
          description_ru: null,
          property_address: null,
          property_address_ru: null,
          apy_percent: 1,
          is_active: true,
          image: null,
        });
        const managerToken = (await limited.login(MANAGER)).access;
        const adminToken = (await limited.login(ADMIN)).access;
        const upload = async (access: string, count: number) => {
          const body = multipart(
            await Promise.all(
              Array.from({ length: count }, async () => imagePart('images', await image('png'))),
            ),
          );
          return limited.app.inject({
            method: 'POST',
            url: `/custom_admin/properties/${record.id}/upload-gallery/`,
            headers: { ...limited.bearer(access), ...body.headers },
            payload: body.payload,
          });
        };
        expect((await upload(managerToken, 2)).statusCode).toBe(200);
        const decode = vi.spyOn(limited.app.images, 'store');
        const over = await upload(managerToken, 2);
        expect(over.statusCode).toBe(429);
        expect(over.json().detail).toMatch(
          /^Upload quota reached: at most 3 images a day per user; retry in [0-9]+ seconds\.$/,
        );
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(86_000);
        expect(decode).not.toHaveBeenCalled();
        decode.mockRestore();
        expect((await upload(managerToken, 1)).statusCode).toBe(200);
        expect((await upload(managerToken, 1)).statusCode).toBe(429);
        // Another user has a quota of their own.
        expect((await upload(adminToken, 2)).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});

// Roles are read from the chain whatever the engine: two processes sharing one PostgreSQL database when there is
// one, else two PGlite processes.
describe.each(engines().slice(-1))('back-office role on every process, on %s', (engine) => {
  isolateChain(chain);
  const ROLE_HOLDER = 7;

  it('test_role_grant_and_revoke_count_from_their_block_on_two_processes_whatever_the_indexer_does', async () => {
    // Two API processes on one database (PostgreSQL) or each on its own (PGlite): one runs the indexer loop,
    // the other has INDEXER=0.
    const database = engine === 'postgres' ? await createPostgresDatabase() : null;
    const leader = await createTestApp(chain(), engine, {
      database,
      indexer: true,
      indexerIntervalMs: 60_000,
    });
    const follower = await createTestApp(chain(), engine, { database, indexer: false });
    try {
      const gate = async (app: TestApp, access: string) =>
        (await app.app.inject({ url: '/custom_admin/purchases/', headers: app.bearer(access) })).statusCode;
      const sessions = [
        { app: leader, access: (await leader.login(ROLE_HOLDER)).access },
        { app: follower, access: (await follower.login(ROLE_HOLDER)).access },
      ];
      for (const { app, access } of sessions) expect(await gate(app, access)).toBe(403);
      await chain().grantManager(address(ROLE_HOLDER));
      for (const { app, access } of sessions) expect(await gate(app, access)).toBe(200);
      await chain().revokeManager(address(ROLE_HOLDER));
      for (const { app, access } of sessions) expect(await gate(app, access)).toBe(403);
      // Repeated checks within one block read the role once; a new block reads it again.
      await chain().grantManager(address(ROLE_HOLDER));
      const reads = vi.spyOn(follower.app.chain, 'hasBackOfficeRole');
      for (let i = 0; i < 5; i++) expect(await gate(follower, sessions[1]?.access ?? '')).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      await chain().mine(1);
      expect(await gate(follower, sessions[1]?.access ?? '')).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);
      reads.mockRestore();
    } finally {
      await leader.close();
      await follower.close();
      await database?.drop();
    }
  });
});
