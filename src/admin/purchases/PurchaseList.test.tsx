// Every purchase (GET /custom_admin/purchases/ at the site root, with the session) and its errors
// (docs/messages.md#purchases-and-sales).
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '../../../generated/api/model/index.ts';
import { eventually } from '../../test/eventually.ts';
import { server } from '../../test/server.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
afterEach(() => vi.unstubAllGlobals());

const purchase: Purchase = {
  id: 15,
  property_id: 5,
  property_name: 'Harbour Offices',
  contract_address: '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07',
  buyer: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  m2: (50n * 10n ** 18n).toString(),
  cost: (105_000n * 10n ** 18n).toString(),
  price: (2_100n * 10n ** 18n).toString(),
  tx_hash: `0x${'ab'.repeat(32)}`,
  log_index: 2,
  block_number: 46,
  block_time: '2025-03-07T21:30:00Z',
  certificate_id: 12,
};

describe('All purchases', { timeout: 20_000 }, () => {
  it('lists every purchase from the admin path with the bearer token', async () => {
    const seen: { path: string; auth: string | null; sort: string | null }[] = [];
    server.use(
      http.get('*/custom_admin/purchases/', ({ request }) => {
        const url = new URL(request.url);
        seen.push({
          path: url.pathname,
          auth: request.headers.get('Authorization'),
          sort: url.searchParams.get('sort'),
        });
        return HttpResponse.json([purchase], { headers: { 'Content-Range': 'purchases 0-0/1' } });
      }),
    );
    await renderAdminOnChain('/PropertyList/purchases');
    await findConsole();
    const row = (await screen.findByText('Harbour Offices')).closest('tr') as HTMLElement;
    expect(within(row).getByText('0x90F79...906')).toBeTruthy();
    expect(within(row).getByText('50 M2')).toBeTruthy();
    expect(within(row).getByText('105,000 USDT')).toBeTruthy();
    expect(within(row).getByText('2,100.00 USDT')).toBeTruthy();
    expect(seen[0]?.path).toBe('/custom_admin/purchases/');
    expect(seen[0]?.auth).toMatch(/^Bearer /);
    expect(seen[0]?.sort).toBe('["id","DESC"]');
  });

  it('exports a CSV with decimal M2 and USDT, not base units', async () => {
    server.use(
      http.get('*/custom_admin/purchases/', () =>
        HttpResponse.json(
          [
            {
              ...purchase,
              m2: (3n * 10n ** 18n).toString(),
              cost: (16_800n * 10n ** 18n + 5n * 10n ** 17n).toString(),
            },
          ],
          {
            headers: { 'Content-Range': 'purchases 0-0/1' },
          },
        ),
      ),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:csv';
        },
        revokeObjectURL: () => {},
      }),
    );
    const { user } = await renderAdminOnChain('/PropertyList/purchases');
    await findConsole();
    await screen.findByText('Harbour Offices');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await eventually(() => expect(blobs).toHaveLength(1));
    const csv = await (blobs[0] as Blob).text();
    const [header, line] = csv.split('\n');
    expect(header).toContain('m2,cost_usdt,price_usdt');
    expect(line).toContain(',3,16800.5,2100,');
    expect(csv).not.toContain('000000000000000000');
  });

  it('says the admin lacks permission on 403', async () => {
    server.use(
      http.get('*/custom_admin/purchases/', () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action' }, { status: 403 }),
      ),
    );
    await renderAdminOnChain('/PropertyList/purchases');
    await findConsole();
    expect(
      // The tab opens once the wallet's roles are read (CanAccess, src/admin/AdminApp.tsx).
      (await screen.findAllByText('You do not have permission to perform this action', {}, { timeout: 5000 }))
        .length,
    ).toBeGreaterThan(0);
  });

  it("falls back to 'Failed to fetch all purchases'", async () => {
    server.use(
      http.get('*/custom_admin/purchases/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    await renderAdminOnChain('/PropertyList/purchases');
    await findConsole();
    expect(
      (await screen.findAllByText('Failed to fetch all purchases', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });
});
