// Back-office properties (server/routes/custom-admin/properties.ts): the authorization matrix of its routes,
// create/update/delist/gallery, image uploads (type by bytes, SVG, size and pixel limits, too many files,
// non-multipart), malformed bodies and limits, audit lines and the daily upload quota. What the public routes
// show of these records is tested in properties.test.ts.
import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import { collectLogs, createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { ADMIN, address, INVESTOR_A, MANAGER } from '../helpers/chain.ts';
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

describe.each(routeEngines())('custom_admin properties on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;
  let admin: string;
  let token: Address;
  const run = Math.random().toString(36).slice(2, 8);
  const logs = collectLogs();

  beforeAll(async () => {
    t = await createTestApp(chain(), engine, { logger: logs.logger });
    manager = (await t.login(MANAGER)).access;
    admin = (await t.login(ADMIN)).access;
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

  describeAdminGate(
    chain,
    () => t,
    [
      { method: 'POST', url: '/custom_admin/properties/' },
      { method: 'PUT', url: '/custom_admin/properties/999999/update/' },
      { method: 'POST', url: '/custom_admin/properties/delist/' },
      { method: 'POST', url: '/custom_admin/properties/999999/upload-gallery/' },
      { method: 'DELETE', url: '/custom_admin/properties/999999/gallery/1/' },
    ],
    'refused',
  );

  describe('uploads', () => {
    it('test_create_rejects_non_multipart_with_415', async () => {
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

    it('test_text_with_nul_characters_is_400_and_stores_nothing', async () => {
      const nul = { non_field_errors: ['Text may not contain NUL (U+0000) characters.'] };
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
    it('test_every_write_records_who_what_and_before_after_in_the_audit_log', async () => {
      const entries = await t.app.auditLog.list({
        filter: JSON.stringify({ subject: token, source: 'api' }),
        sort: '["id","ASC"]',
      });
      const actions = entries.items.map((entry) => entry.action);
      expect(actions[0]).toBe('record_created');
      expect(actions).toContain('record_updated');
      expect(actions).toContain('gallery_uploaded');
      expect(actions).toContain('gallery_image_removed');
      expect(actions.at(-1)).toBe('record_delisted');
      const [created] = entries.items;
      expect(created).toMatchObject({
        actor: address(MANAGER),
        subject_type: 'property',
        subject_id: token,
        before: null,
        after: { id, name: `Riverside ${run}`, name_ru: 'Набережная', apy_percent: 7.5, status: 'active' },
      });
      const renamed = entries.items.find((entry) => entry.action === 'record_updated');
      expect(renamed).toMatchObject({
        before: { id, name: `Riverside ${run}`, is_active: true, status: 'active', name_ru: 'Набережная' },
        after: { id, name: `Riverside ${run} II`, is_active: false, status: 'inactive', name_ru: null },
      });
      // Only the fields that changed.
      expect(Object.keys(renamed?.after ?? {}).sort()).toEqual([
        'id',
        'is_active',
        'name',
        'name_ru',
        'status',
      ]);
      const uploaded = entries.items.find((entry) => entry.action === 'gallery_uploaded');
      expect(uploaded?.actor).toBe(address(ADMIN));
      expect(uploaded?.before).toEqual({ id, gallery: [] });
      expect((uploaded?.after as { gallery: string[] } | undefined)?.gallery).toHaveLength(2);
      expect(entries.items.at(-1)).toMatchObject({
        before: { id, status: 'active', is_active: true },
        after: { id, status: 'delisted' },
      });
      // The record id finds the same entries as its token.
      const byId = await t.app.auditLog.list({ filter: JSON.stringify({ subject: id, source: 'api' }) });
      expect(byId.total).toBe(entries.total);
    });

    it('test_a_change_whose_audit_entry_fails_is_rolled_back_with_it', async () => {
      const before = (await t.app.inject({ url: `/api/properties/${id}/` })).json();
      const count = async () =>
        (await t.app.auditLog.list({ filter: JSON.stringify({ subject: id }) })).total;
      const entries = await count();
      const failing = vi.spyOn(t.app.auditLog, 'record').mockRejectedValue(new Error('audit insert failed'));
      try {
        const renamed = await update(id, { name: 'Never saved' });
        expect(renamed.statusCode).toBe(500);
        const body = multipart([imagePart('images', await image('png'))]);
        const uploaded = await t.app.inject({
          method: 'POST',
          url: `/custom_admin/properties/${id}/upload-gallery/`,
          headers: { ...t.bearer(manager), ...body.headers },
          payload: body.payload,
        });
        expect(uploaded.statusCode).toBe(500);
        expect(failing).toHaveBeenCalledTimes(2);
      } finally {
        failing.mockRestore();
      }
      const after = (await t.app.inject({ url: `/api/properties/${id}/` })).json();
      expect(after.name).toBe(before.name);
      expect(after.gallery).toEqual(before.gallery);
      expect(await count()).toBe(entries);
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
    it('test_upload_quota_per_user_answers_429_before_decoding', async () => {
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
