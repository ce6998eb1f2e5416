// Editing a backend record: only what changed is sent (multipart), 'Property updated successfully!', the
// 'Missing/invalid fields' (docs/messages.md#properties) with the server's field errors, and the gallery
// photos removed one by one.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Property } from '../../../generated/api/model/index.ts';
import { server } from '../../test/server.ts';
import { backendRecord, galleryImage } from '../test/fixtures.ts';
import { spyMultipart } from '../test/multipartSpy.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
afterEach(() => vi.restoreAllMocks());

const record = backendRecord({ name_ru: 'Портовая башня', gallery: [galleryImage(1), galleryImage(2)] });

function api(current: { value: Property }) {
  server.use(
    http.get('*/api/properties/12/', () => HttpResponse.json(current.value)),
    http.get('*/api/properties/', () =>
      HttpResponse.json([current.value], { headers: { 'Content-Range': 'properties 0-0/1' } }),
    ),
  );
}

async function open(lng: 'en' | 'ru' = 'en') {
  const rendered = await renderAdminOnChain('/PropertyList/properties/12', { lng });
  await findConsole();
  await screen.findByDisplayValue('Harbour Tower');
  return rendered;
}

describe('Edit a backend record', { timeout: 20_000 }, () => {
  it('sends only the changed fields and says the record was updated', async () => {
    const current = { value: record };
    api(current);
    const multipart = spyMultipart();
    let sent: ReturnType<typeof multipart.take> | undefined;
    server.use(
      http.put('*/custom_admin/properties/12/update/', () => {
        sent = multipart.take();
        current.value = { ...record, apy_percent: 8.3, name_ru: null };
        return HttpResponse.json(current.value);
      }),
    );
    const { user } = await open();
    const apy = screen.getByRole('spinbutton', { name: /^APY, %/ });
    await user.clear(apy);
    await user.type(apy, '8.3');
    await user.clear(screen.getByRole('textbox', { name: 'Name (Russian)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property updated successfully!')).toBeTruthy();
    expect(sent).toEqual({ fields: { apy_percent: '8.3', name_ru: '' }, files: {} });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the text and the field error next to the input on a 400', async () => {
    api({ value: record });
    server.use(
      http.put('*/custom_admin/properties/12/update/', () =>
        HttpResponse.json({ name: ['Ensure this field has no more than 200 characters.'] }, { status: 400 }),
      ),
    );
    const { user } = await open();
    await user.type(screen.getByDisplayValue('Harbour Tower'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing/invalid fields')).toBeTruthy();
    expect(await screen.findByText('Ensure this field has no more than 200 characters.')).toBeTruthy();
  });

  it('shows the server’s field error in Russian by its code', async () => {
    api({ value: record });
    server.use(
      http.put('*/custom_admin/properties/12/update/', () =>
        HttpResponse.json({ name: ['Ensure this field has no more than 200 characters.'] }, { status: 400 }),
      ),
    );
    const { user } = await open('ru');
    await user.type(screen.getByDisplayValue('Harbour Tower'), ' II');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не больше 200 символов.')).toBeTruthy();
    expect(screen.queryByText('Ensure this field has no more than 200 characters.')).toBeNull();
  });

  it('removes a gallery photo (DELETE with the JSON content type and no body) and shows the rest', async () => {
    const current = { value: record };
    api(current);
    let sent: { type: string | null; body: string } | null = null;
    server.use(
      http.delete('*/custom_admin/properties/12/gallery/1/', async ({ request }) => {
        sent = { type: request.headers.get('Content-Type'), body: await request.text() };
        current.value = { ...record, gallery: [galleryImage(2)] };
        return HttpResponse.json(current.value);
      }),
    );
    const { user } = await open();
    const gallery = within(screen.getByRole('region', { name: 'Gallery' }));
    expect(gallery.getAllByRole('img')).toHaveLength(2);
    await user.click(gallery.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findByText('Photo removed')).toBeTruthy();
    await waitFor(() => expect(gallery.getAllByRole('img')).toHaveLength(1));
    expect(sent).toEqual({ type: 'application/json', body: '' });
  });
});
