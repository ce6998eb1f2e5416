// Every income distribution (GET /custom_admin/distributions/ at the site root, with the session;
// docs/admin.md#income-distributions): the columns, the filters, the CSV in decimal USDT and the errors.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { getAddress } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../../generated/api/model/index.ts';
import { createProperty } from '../../test/chainActions.ts';
import { eventually } from '../../test/eventually.ts';
import { TOKEN_A, TOKEN_B } from '../../test/fixtures.ts';
import { server } from '../../test/server.ts';
import { withTestChain } from '../../test/testChain.ts';
import { FUND_MANAGER } from '../../test/wallet.ts';
import { ANVIL_ACCOUNTS } from '../../wallet/anvilAccounts.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
withTestChain();
afterEach(() => vi.unstubAllGlobals());

const E18 = 10n ** 18n;
// The first and second property created on the test chain.
const HARBOUR = getAddress(TOKEN_A);
const CANAL = getAddress(TOKEN_B);

const distribution: Distribution = {
  id: 7,
  property_id: 5,
  property_name: 'Harbour Offices',
  contract_address: HARBOUR,
  distributor: FUND_MANAGER,
  distribution_index: 3,
  amount: (1_500n * E18).toString(),
  issuer_share: (600n * E18 + 25n * 10n ** 16n).toString(),
  period_start: '2026-10-01T00:00:00.000Z',
  period_end: '2026-11-01T00:00:00.000Z',
  tx_hash: `0x${'cd'.repeat(32)}`,
  log_index: 1,
  block_number: 120,
  block_time: '2026-11-02T09:15:00Z',
};

type Seen = { path: string; auth: string | null; sort: string | null; filter: string | null };

function answer(records: Distribution[], seen: Seen[] = []) {
  server.use(
    http.get('*/custom_admin/distributions/', ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        path: url.pathname,
        auth: request.headers.get('Authorization'),
        sort: url.searchParams.get('sort'),
        filter: url.searchParams.get('filter'),
      });
      return HttpResponse.json(records, {
        headers: { 'Content-Range': `distributions 0-${Math.max(records.length - 1, 0)}/${records.length}` },
      });
    }),
  );
  return seen;
}

describe('Income distributions', { timeout: 20_000 }, () => {
  it('lists every distribution from the admin path with the bearer token, newest first', async () => {
    const seen = answer([distribution]);
    await renderAdminOnChain('/PropertyList/distributions');
    await findConsole();
    const row = (await screen.findByText('Harbour Offices')).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Harbour Offices',
      '3',
      '1,500 USDT',
      '600.25 USDT',
      // The period's last day: it ends before Nov 1, 00:00 UTC.
      'Oct 1, 2026 – Oct 31, 2026',
      '0x3C44C...3BC',
      expect.stringMatching(/^Nov 2, 2026, \d{1,2}:15/),
      '0xcdcdc...dcd',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Issuer’s share' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Distributor' })).toBeTruthy();
    // The admin may distribute too: the way to the form on the buckets dashboard.
    expect(screen.getByRole('link', { name: 'Distribute income' }).getAttribute('href')).toBe(
      '/PropertyList/buckets',
    );
    expect(seen[0]?.path).toBe('/custom_admin/distributions/');
    expect(seen[0]?.auth).toMatch(/^Bearer /);
    expect(seen[0]?.sort).toBe('["id","DESC"]');
  });

  it('shows a manager the list without the way to distribute (fund manager or admin only)', async () => {
    answer([distribution]);
    const manager = ANVIL_ACCOUNTS[1]?.address as `0x${string}`;
    // Account #1 is a manager on the local deploy (scripts/lib/deploy.ts).
    await renderAdminOnChain('/PropertyList/distributions', { account: manager });
    await findConsole();
    expect(await screen.findByText('Harbour Offices', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Distribute income' })).toBeNull();
  });

  it('filters by a property on chain, by search and by transaction hash', async () => {
    const seen = answer([distribution]);
    const { user } = await renderAdminOnChain('/PropertyList/distributions', {
      setup: async () => {
        await createProperty({ name: 'Harbour Offices' });
        await createProperty({ name: 'Canal House' });
      },
    });
    await findConsole();
    await screen.findByText('Harbour Offices', { selector: 'td *, td' });
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'Canal House' }));
    await eventually(() =>
      expect(JSON.parse(seen.at(-1)?.filter ?? '{}')).toEqual({ contract_address: CANAL }),
    );

    await user.type(screen.getByPlaceholderText('Search'), 'harb');
    await eventually(() =>
      expect(JSON.parse(seen.at(-1)?.filter ?? '{}')).toEqual({ contract_address: CANAL, q: 'harb' }),
    );

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Transaction' }));
    await user.type(await screen.findByRole('textbox', { name: 'Transaction' }), distribution.tx_hash);
    await eventually(() =>
      expect(JSON.parse(seen.at(-1)?.filter ?? '{}')).toEqual({
        contract_address: CANAL,
        q: 'harb',
        tx_hash: distribution.tx_hash,
      }),
    );
  });

  it('exports a CSV with decimal USDT and the period’s days, not base units', async () => {
    answer([distribution, { ...distribution, id: 6, distribution_index: 2, amount: '1', issuer_share: '0' }]);
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
    const { user } = await renderAdminOnChain('/PropertyList/distributions');
    await findConsole();
    await screen.findAllByText('Harbour Offices');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await eventually(() => expect(blobs).toHaveLength(1));
    const [header, first, second] = (await (blobs[0] as Blob).text()).split('\n');
    expect(header).toBe(
      'id,property_name,contract_address,distribution_index,amount_usdt,issuer_share_usdt,period_first_day,' +
        'period_last_day,period_start,period_end,distributor,tx_hash,block_number,block_time',
    );
    expect(first).toBe(
      `7,Harbour Offices,${HARBOUR},3,1500,600.25,2026-10-01,2026-10-31,2026-10-01T00:00:00.000Z,` +
        `2026-11-01T00:00:00.000Z,${FUND_MANAGER},${distribution.tx_hash},120,2026-11-02T09:15:00Z`,
    );
    expect(second).toContain(',2,0.000000000000000001,0,');
  });

  it('speaks Russian', async () => {
    answer([distribution]);
    await renderAdminOnChain('/PropertyList/distributions', { lng: 'ru' });
    await findConsole();
    const row = (await screen.findByText('Harbour Offices')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 окт. 2026 г. – 31 окт. 2026 г.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Доля эмитента' })).toBeTruthy();
  });

  it('says the admin lacks permission on 403', async () => {
    server.use(
      http.get('*/custom_admin/distributions/', () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action' }, { status: 403 }),
      ),
    );
    await renderAdminOnChain('/PropertyList/distributions');
    await findConsole();
    expect(
      (await screen.findAllByText('You do not have permission to perform this action', {}, { timeout: 5000 }))
        .length,
    ).toBeGreaterThan(0);
  });

  it("falls back to 'Failed to fetch the income distributions'", async () => {
    server.use(
      http.get('*/custom_admin/distributions/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    await renderAdminOnChain('/PropertyList/distributions');
    await findConsole();
    expect(
      (await screen.findAllByText('Failed to fetch the income distributions', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });
});
