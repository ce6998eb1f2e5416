// The "Backend properties" tab: the card grid (docs/admin.md#backend-properties) from GET /api/properties/
// with react-admin's simple-rest query, and the gallery add control: up to 5 photos really uploaded, then the
// list reloads.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Property } from '../../../generated/api/model/index.ts';
import { server } from '../../test/server.ts';
import { backendRecord, galleryImage, png } from '../test/fixtures.ts';
import { spyMultipart } from '../test/multipartSpy.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
afterEach(() => vi.restoreAllMocks());

const tower = backendRecord({
  created_at: '2025-03-07T12:00:00Z',
  gallery: [1, 2, 3, 4, 5].map(galleryImage),
});
const canal = backendRecord({ id: 7, name: 'Canal House', status: 'delisted', gallery: [galleryImage(9)] });

function api(records: Property[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/properties/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(records, {
        headers: { 'Content-Range': `properties 0-${records.length - 1}/${records.length}` },
      });
    }),
  );
  return queries;
}

async function open() {
  const rendered = await renderAdminOnChain('/PropertyList/properties');
  await findConsole();
  await screen.findByRole('article', { name: 'Harbour Tower' });
  return rendered;
}

describe('Backend properties', { timeout: 20_000 }, () => {
  it('lists the records newest first with the simple-rest sort/range/filter', async () => {
    const queries = api([tower, canal]);
    await open();
    expect(queries[0]?.get('sort')).toBe('["id","DESC"]');
    expect(queries[0]?.get('range')).toBe('[0,11]');
    expect(queries[0]?.get('filter')).toBe('{}');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows image, status, name, description, id, short address, APY, creation date and 3 thumbnails + N', async () => {
    api([tower, canal]);
    await open();
    const card = within(screen.getByRole('article', { name: 'Harbour Tower' }));
    expect(card.getByRole('img', { name: 'Harbour Tower' }).getAttribute('src')).toBe('/uploads/main.webp');
    expect(card.getByText('Active')).toBeTruthy();
    expect(card.getByText('Offices by the port')).toBeTruthy();
    expect(card.getByTestId('figure-id').textContent).toBe('12');
    expect(card.getByTestId('figure-contract_address').textContent).toBe('0x0ed2E...f07');
    expect(card.getByTestId('figure-apy_percent').textContent).toBe('10.3%');
    // The app's date format (docs/constants.md#display); noon UTC is 7 March in any time zone.
    expect(card.getByTestId('figure-created_at').textContent).toBe('Mar 7, 2025');
    const gallery = card.getByRole('group', { name: 'Gallery: 5 photos' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(3);
    expect(within(gallery).getByText('+2')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Canal House' })).getByText('Delisted')).toBeTruthy();
  });

  it('shows the Russian name, description and date in the Russian console, English where none is given', async () => {
    api([
      backendRecord({
        ...tower,
        name_ru: 'Портовая башня',
        description_ru: 'Офисы у порта',
      }),
      canal,
    ]);
    await renderAdminOnChain('/PropertyList/properties', { lng: 'ru' });
    await findConsole();
    const card = within(await screen.findByRole('article', { name: 'Портовая башня' }));
    expect(card.getByRole('img', { name: 'Портовая башня' })).toBeTruthy();
    expect(card.getByText('Офисы у порта')).toBeTruthy();
    expect(card.queryByText('Harbour Tower')).toBeNull();
    expect(card.getByTestId('figure-created_at').textContent).toBe('7 мар. 2025 г.');
    // No Russian name on record: the English one.
    expect(screen.getByRole('article', { name: 'Canal House' })).toBeTruthy();
  });

  it('takes at most 5 photos, uploads them to the record, then clears the choice and reloads the list', async () => {
    const queries = api([tower]);
    const multipart = spyMultipart();
    let uploaded: ReturnType<typeof multipart.take> | undefined;
    server.use(
      http.post('*/custom_admin/properties/12/upload-gallery/', () => {
        uploaded = multipart.take();
        return HttpResponse.json({ id: 12, detail: 'Gallery uploaded successfully!', gallery: [] });
      }),
    );
    const { user } = await open();
    const card = within(screen.getByRole('article', { name: 'Harbour Tower' }));
    await user.upload(
      card.getByLabelText('Add photos', { selector: 'input' }),
      [1, 2, 3, 4, 5, 6].map((n) => png(`p${n}.png`)),
    );
    expect(card.getByText('At most 5 photos are taken at a time: the others were left out.')).toBeTruthy();
    expect(card.getAllByRole('button', { name: /^Remove p\d\.png$/ })).toHaveLength(5);
    const before = queries.length;
    await user.click(card.getByRole('button', { name: 'Upload 5 photos' }));
    expect(await screen.findByText('Gallery uploaded successfully!')).toBeTruthy();
    expect(uploaded?.files).toEqual({ images: ['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png'] });
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    expect(card.queryAllByRole('button', { name: /^Remove p\d\.png$/ })).toHaveLength(0);
  });

  it('shows the gallery error and keeps the choice', async () => {
    api([tower]);
    server.use(
      http.post('*/custom_admin/properties/12/upload-gallery/', () =>
        HttpResponse.json({ images: ['Not an image'] }, { status: 400 }),
      ),
    );
    const { user } = await open();
    const card = within(screen.getByRole('article', { name: 'Harbour Tower' }));
    await user.upload(card.getByLabelText('Add photos', { selector: 'input' }), png('p1.png'));
    await user.click(card.getByRole('button', { name: 'Upload 1 photo' }));
    expect(await card.findByText(/Invalid files or missing images/)).toBeTruthy();
    expect(card.getByText(/images: Not an image/)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Remove p1.png' })).toBeTruthy();
  });

  it('shows the message when the list cannot be read', async () => {
    server.use(http.get('*/api/properties/', () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    await renderAdminOnChain('/PropertyList/properties');
    await findConsole();
    expect((await screen.findAllByText('Failed to fetch properties')).length).toBeGreaterThan(0);
  });
});
