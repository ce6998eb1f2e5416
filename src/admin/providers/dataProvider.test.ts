// The console's dataProvider: ra-data-simple-rest over the app's mutator (trailing slashes, site-root admin
// paths, token, Content-Range), the multipart calls through the Orval client, and their messages
// (docs/messages.md).
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../api/tokens.ts';
import { messageText } from '../../lib/message.ts';
import { createTestI18n } from '../../test/i18n.ts';
import { server } from '../../test/server.ts';
import { backendRecord, png } from '../test/fixtures.ts';
import { spyMultipart } from '../test/multipartSpy.ts';
import { AdminApiError } from './apiErrors.ts';
import { createDataProvider } from './dataProvider.ts';
import { withTrailingSlash } from './httpClient.ts';
import { toUpdateBody } from './propertyForm.ts';

afterEach(() => vi.restoreAllMocks());

const i18n = createTestI18n('en');
const provider = () => createDataProvider((m) => messageText((key, values) => i18n.t(key, values), m));
const ADDRESS = '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07';
const record = backendRecord({
  id: 5,
  name: 'Tower',
  description: 'By the sea',
  contract_address: ADDRESS,
  apy_percent: 7.5,
  image: '/uploads/a.webp',
});

async function failure(promise: Promise<unknown>): Promise<AdminApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AdminApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('httpClient paths', () => {
  it('adds the trailing slash before the query', () => {
    expect(withTrailingSlash('/properties?sort=x')).toBe('/properties/?sort=x');
    expect(withTrailingSlash('/properties/5')).toBe('/properties/5/');
    expect(withTrailingSlash('/custom_admin/purchases/')).toBe('/custom_admin/purchases/');
  });
});

describe('dataProvider reads', () => {
  it('lists properties at /api/properties/ with sort, range, filter and the Content-Range total', async () => {
    let url: URL | undefined;
    server.use(
      http.get('*/api/properties/', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([record], { headers: { 'Content-Range': 'properties 0-0/37' } });
      }),
    );
    const result = await provider().getList('properties', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'tow', status: 'active' },
    });
    expect(result.total).toBe(37);
    expect(result.data).toEqual([record]);
    expect(url?.pathname).toBe('/api/properties/');
    expect(url?.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(url?.searchParams.get('range')).toBe('[12,23]');
    expect(url?.searchParams.get('filter')).toBe('{"q":"tow","status":"active"}');
  });

  it('reads all purchases at the site root with the bearer token', async () => {
    saveTokens({ access: 'admin-token', refresh: 'r' });
    let seen: { path: string; auth: string | null } | undefined;
    server.use(
      http.get('*/custom_admin/purchases/', ({ request }) => {
        seen = { path: new URL(request.url).pathname, auth: request.headers.get('Authorization') };
        return HttpResponse.json([], { headers: { 'Content-Range': 'purchases 0-0/0' } });
      }),
    );
    await provider().getList('purchases', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(seen).toEqual({ path: '/custom_admin/purchases/', auth: 'Bearer admin-token' });
  });

  it('reads one property at /api/properties/{id}/', async () => {
    server.use(http.get('*/api/properties/5/', () => HttpResponse.json(record)));
    expect((await provider().getOne('properties', { id: 5 })).data).toEqual(record);
  });
});

describe('dataProvider writes', () => {
  it('creates a record as multipart through the Orval client', async () => {
    const multipart = spyMultipart();
    let type = '';
    server.use(
      http.post('*/custom_admin/properties/', ({ request }) => {
        type = request.headers.get('Content-Type') ?? '';
        return HttpResponse.json(record, { status: 201 });
      }),
    );
    const { data } = await provider().create('properties', {
      data: {
        name: ' Tower ',
        description: 'By the sea',
        contract_address: ADDRESS,
        apy_percent: '7.5',
        image: png('a.png'),
        name_ru: '',
        description_ru: 'У моря',
      },
    });
    expect(data.id).toBe(5);
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.take()).toEqual({
      fields: {
        name: 'Tower',
        description: 'By the sea',
        contract_address: ADDRESS,
        apy_percent: '7.5',
        description_ru: 'У моря',
      },
      files: { image: ['a.png'] },
    });
  });

  it('updates only what changed (empty texts clear), and the image only when a new file is chosen', async () => {
    expect(
      toUpdateBody(
        { ...record, name: 'Tower 2', name_ru: '', description_ru: 'Новое', image: '/uploads/a.webp' },
        record,
      ),
    ).toEqual({
      name: 'Tower 2',
      description_ru: 'Новое',
    });
    const image = png('b.png');
    expect(
      toUpdateBody(
        { ...record, property_address: 'x', image: { rawFile: image } },
        { ...record, property_address: 'x' },
      ),
    ).toEqual({ image });
    const multipart = spyMultipart();
    server.use(
      http.put('*/custom_admin/properties/5/update/', () => HttpResponse.json({ ...record, apy_percent: 9 })),
    );
    const { data } = await provider().update('properties', {
      id: 5,
      data: { ...record, apy_percent: 9 },
      previousData: record,
    });
    expect(data.apy_percent).toBe(9);
    expect(multipart.take()).toEqual({ fields: { apy_percent: '9' }, files: {} });
  });

  it('uploads a gallery with the repeated field images and tells the backend about a delisting', async () => {
    const multipart = spyMultipart();
    let delistBody: unknown;
    server.use(
      http.post('*/custom_admin/properties/5/upload-gallery/', () =>
        HttpResponse.json({ id: 5, detail: 'ok', gallery: [] }),
      ),
      http.post('*/custom_admin/properties/delist/', async ({ request }) => {
        delistBody = await request.json();
        return HttpResponse.json({
          success: true,
          detail: 'd',
          contract_address: ADDRESS,
          refund: true,
          property: record,
        });
      }),
    );
    await provider().uploadGallery(5, [png('1.png'), png('2.png')]);
    expect(multipart.take().files).toEqual({ images: ['1.png', '2.png'] });
    expect((await provider().delist(ADDRESS)).success).toBe(true);
    expect(delistBody).toEqual({ contract_address: ADDRESS });
  });
});

describe('dataProvider failures', () => {
  it.each([
    ['create', 409, { detail: 'x' }, 'Property already exists'],
    ['create', 400, { name: ['too long'] }, 'Missing/invalid fields or duplicate unique value'],
    ['create', 415, { detail: 'x' }, 'Request must be multipart/form-data'],
    ['create', 401, { detail: 'x' }, 'Authentication required'],
    ['create', 403, { detail: 'x' }, 'You do not have permission to perform this action'],
    ['create', 500, { detail: 'x' }, 'Failed to create property'],
  ] as const)('%s answering %i', async (_operation, status, body, text) => {
    server.use(http.post('*/custom_admin/properties/', () => HttpResponse.json(body, { status })));
    const error = await failure(
      provider().create('properties', {
        data: { name: 'A', description: 'B', contract_address: ADDRESS, apy_percent: 1, image: png('a.png') },
      }),
    );
    expect([error.status, error.message]).toEqual([status, text]);
  });

  it('keeps 400 field errors for the form inputs and as detail lines', async () => {
    server.use(
      http.put('*/custom_admin/properties/5/update/', () =>
        HttpResponse.json({ name: ['This field may not be blank.'] }, { status: 400 }),
      ),
    );
    const error = await failure(
      provider().update('properties', { id: 5, data: { ...record, name: 'x' }, previousData: record }),
    );
    expect(error.message).toBe('Missing/invalid fields');
    expect(error.body.errors).toEqual({ name: 'This field may not be blank.' });
    expect(error.details).toEqual(['name: This field may not be blank.']);
  });

  it('maps gallery, delist and lookup failures', async () => {
    server.use(
      http.post('*/custom_admin/properties/5/upload-gallery/', () =>
        HttpResponse.json({ images: ['bad'] }, { status: 400 }),
      ),
      http.post('*/custom_admin/properties/delist/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
      http.get('*/api/properties/9/', () => HttpResponse.json({ detail: 'x' }, { status: 404 })),
    );
    expect((await failure(provider().uploadGallery(5, [png('1.png')]))).message).toBe(
      'Invalid files or missing images',
    );
    expect((await failure(provider().delist(ADDRESS))).message).toBe(
      'Internal server error during delisting',
    );
    expect((await failure(provider().getOne('properties', { id: 9 }))).message).toBe('Property not found');
  });

  it("reads 'Unknown error occurred' when no HTTP answer came", async () => {
    server.use(http.get('*/api/properties/', () => HttpResponse.error()));
    const error = await failure(
      provider().getList('properties', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.message).toBe('Unknown error occurred');
  });

  it('has no delete: the API keeps every record', async () => {
    await expect(provider().delete('properties', { id: 5 })).rejects.toThrow(
      'The API has no delete for properties',
    );
  });
});
