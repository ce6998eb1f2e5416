// The audit log (GET /custom_admin/audit-log/ at the site root, with the session; docs/admin.md#audit-log): the
// columns (who, what translated, subject, before → after, transaction), the filters, the CSV, Russian and errors.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry } from '../../../generated/api/model/index.ts';
import { eventually } from '../../test/eventually.ts';
import { server } from '../../test/server.ts';
import { ADMIN, FUND_MANAGER } from '../../test/wallet.ts';
import { ANVIL_ACCOUNTS } from '../../wallet/anvilAccounts.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
afterEach(() => vi.unstubAllGlobals());

const HARBOUR = '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07';

const edited: AuditLogEntry = {
  id: 9,
  at: '2026-11-02T09:15:00Z',
  actor: ADMIN,
  source: 'api',
  action: 'record_updated',
  subject_type: 'property',
  subject_id: HARBOUR,
  subject_name: null,
  before: { id: 5, name: 'Harbour Offices', apy_percent: 7.5 },
  after: { id: 5, name: 'Harbour Lofts', apy_percent: 8 },
  tx_hash: null,
  block_number: null,
  log_index: null,
};

const announced: AuditLogEntry = {
  id: 8,
  at: '2026-11-01T08:00:00Z',
  actor: FUND_MANAGER,
  source: 'chain',
  action: 'price_announced',
  subject_type: 'property',
  subject_id: HARBOUR,
  // The API names a property it knows (#27: the subject was a bare address).
  subject_name: 'Harbour Lofts',
  before: { price: '100000000000000000000' },
  after: { price: '110000000000000000000', effective_at: '1793000000' },
  tx_hash: `0x${'cd'.repeat(32)}`,
  block_number: 120,
  log_index: 3,
};

type Seen = { path: string; auth: string | null; sort: string | null; filter: string | null };

function answer(records: AuditLogEntry[], seen: Seen[] = []) {
  server.use(
    http.get('*/custom_admin/audit-log/', ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        path: url.pathname,
        auth: request.headers.get('Authorization'),
        sort: url.searchParams.get('sort'),
        filter: url.searchParams.get('filter'),
      });
      return HttpResponse.json(records, {
        headers: { 'Content-Range': `audit-log 0-${Math.max(records.length - 1, 0)}/${records.length}` },
      });
    }),
  );
  return seen;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Audit log', { timeout: 45_000 }, () => {
  it('lists who did what to which subject, before → after, from the admin path, newest first', async () => {
    const seen = answer([edited, announced]);
    await renderAdminOnChain('/PropertyList/audit-log');
    await findConsole();
    const editRow = (await screen.findByText('Backend record edited', {}, { timeout: 8000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(cellsOf(editRow)).toEqual([
      expect.stringMatching(/^Nov 2, 2026, \d{1,2}:15/),
      '0xf39Fd...266',
      'Backend record edited',
      'Property 0x0ed2E...f07',
      'Name: Harbour Offices → Harbour LoftsAPY, %: 7.5 → 8',
      'Backend',
    ]);
    const chainRow = screen.getByText('Price announced').closest('tr') as HTMLElement;
    expect(cellsOf(chainRow)).toEqual([
      expect.stringMatching(/^Nov 1, 2026/),
      '0x3C44C...3BC',
      'Price announced',
      'Property Harbour Lofts',
      expect.stringMatching(
        /^Price: 100\.00 USDT per M2 → 110\.00 USDT per M2Applies from: Oct 26, 2026, \d{1,2}:33/,
      ),
      '0xcdcdc...dcd',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Before → after' })).toBeTruthy();
    expect(seen[0]?.path).toBe('/custom_admin/audit-log/');
    expect(seen[0]?.auth).toMatch(/^Bearer /);
    expect(seen[0]?.sort).toBe('["id","DESC"]');
  });

  it('shows amounts in USDT and M2, durations and the chain country by name, never in base units', async () => {
    const recovered: AuditLogEntry = {
      ...announced,
      id: 11,
      action: 'recovery_executed',
      subject_type: 'investor',
      subject_id: ADMIN,
      before: null,
      after: {
        replacement: FUND_MANAGER.toLowerCase(),
        token: HARBOUR.toLowerCase(),
        amount: '2500000000000000000',
        locked: '2000000000000000000',
        income: '1234560000000000000',
      },
    };
    const deposit: AuditLogEntry = {
      ...announced,
      id: 12,
      action: 'deposited',
      subject_type: 'bucket',
      before: null,
      after: { from: FUND_MANAGER.toLowerCase(), amount: '1500000000000000000000' },
    };
    const approved: AuditLogEntry = {
      ...announced,
      id: 13,
      action: 'investor_approved',
      subject_type: 'investor',
      subject_id: ADMIN,
      before: null,
      after: { verified: true, country: 276, expiry: '0' },
    };
    const lock: AuditLogEntry = {
      ...announced,
      id: 14,
      action: 'lock_duration_changed',
      before: { lock_duration: '86400' },
      after: { lock_duration: '2592000' },
    };
    answer([recovered, deposit, approved, lock]);
    await renderAdminOnChain('/PropertyList/audit-log');
    await findConsole();
    const row = (action: string) => screen.getByText(action).closest('tr') as HTMLElement;
    await screen.findByText('Wallet recovered', {}, { timeout: 8000 });
    expect(cellsOf(row('Wallet recovered'))[4]).toBe(
      'Replacement: 0x3C44C...3BCProperty: 0x0ed2E...f07Amount: 2.5 M2Locked: 2 M2Income: 1.23 USDT',
    );
    expect(cellsOf(row('Deposit'))[4]).toBe('From: 0x3C44C...3BCAmount: 1,500 USDT');
    // Field names and flags in words (they were raw keys and true/false).
    expect(cellsOf(row('Investor approved'))[4]).toBe('Verified: YesCountry: Germany (DE)Expiry: none');
    expect(cellsOf(row('Lock duration changed'))[4]).toBe('Lock period: 1 day → 1 month');
    expect(screen.queryByText(/000000000000/)).toBeNull();
  });

  it('opens to a manager too, from the menu', async () => {
    answer([edited]);
    const manager = ANVIL_ACCOUNTS[1]?.address as `0x${string}`;
    // Account #1 is a manager on the local deploy (scripts/lib/deploy.ts).
    const { user } = await renderAdminOnChain('/PropertyList', { account: manager });
    await findConsole();
    await user.click(await screen.findByRole('menuitem', { name: 'Audit log' }));
    expect(await screen.findByText('Backend record edited', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('filters by who, subject and action', async () => {
    const seen = answer([edited]);
    const { user } = await renderAdminOnChain('/PropertyList/audit-log');
    await findConsole();
    await screen.findByText('Backend record edited', { selector: 'td *, td' });
    const last = () => JSON.parse(seen.at(-1)?.filter ?? '{}');
    await user.type(screen.getByRole('textbox', { name: 'Who' }), FUND_MANAGER);
    await eventually(() => expect(last()).toEqual({ actor: FUND_MANAGER }));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '5');
    await eventually(() => expect(last()).toEqual({ actor: FUND_MANAGER, subject: '5' }));
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Role granted' }));
    await eventually(() => expect(last()).toMatchObject({ action: 'role_granted' }));
  });

  it('filters by source and by a date range whose last day counts whole', async () => {
    const seen = answer([edited]);
    const { user } = await renderAdminOnChain('/PropertyList/audit-log');
    await findConsole();
    await screen.findByText('Backend record edited', { selector: 'td *, td' });
    const last = () => JSON.parse(seen.at(-1)?.filter ?? '{}');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Source' }));
    await user.click(await screen.findByRole('combobox', { name: 'Source' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('option', { name: 'Chain' }));
    await eventually(() => expect(last()).toMatchObject({ source: 'chain' }));

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'To' }));
    await user.type(await screen.findByLabelText('To'), '2026-11-30');
    await eventually(() => expect(last()).toMatchObject({ at_lte: '2026-11-30T23:59:59.999' }));
  });

  it('exports every column, before and after as JSON in base units, then readable in USDT', async () => {
    answer([edited, announced]);
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
    const { user } = await renderAdminOnChain('/PropertyList/audit-log');
    await findConsole();
    await screen.findByText('Backend record edited');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await eventually(() => expect(blobs).toHaveLength(1));
    const [header, first, second] = (await (blobs[0] as Blob).text()).split('\n');
    expect(header).toBe(
      'id,at,actor,source,action,subject_type,subject_id,before,after,tx_hash,block_number,log_index,' +
        'before_readable,after_readable',
    );
    expect(first).toBe(
      `9,2026-11-02T09:15:00Z,${ADMIN},api,record_updated,property,${HARBOUR},` +
        '"{""id"":5,""name"":""Harbour Offices"",""apy_percent"":7.5}",' +
        '"{""id"":5,""name"":""Harbour Lofts"",""apy_percent"":8}",,,,' +
        '"{""id"":5,""name"":""Harbour Offices"",""apy_percent"":7.5}",' +
        '"{""id"":5,""name"":""Harbour Lofts"",""apy_percent"":8}"',
    );
    expect(second).toBe(
      `8,2026-11-01T08:00:00Z,${FUND_MANAGER},chain,price_announced,property,${HARBOUR},` +
        '"{""price"":""100000000000000000000""}",' +
        `"{""price"":""110000000000000000000"",""effective_at"":""1793000000""}",${announced.tx_hash},120,3,` +
        '"{""price"":""100""}",' +
        '"{""price"":""110"",""effective_at"":""2026-10-26T07:33:20.000Z""}"',
    );
  });

  it('speaks Russian', async () => {
    answer([edited]);
    await renderAdminOnChain('/PropertyList/audit-log', { lng: 'ru' });
    await findConsole();
    const row = (await screen.findByText('Запись в бэкенде изменена')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/^Объект/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Было → стало' })).toBeTruthy();
  });

  it("falls back to 'Failed to fetch the audit log'", async () => {
    server.use(
      http.get('*/custom_admin/audit-log/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    await renderAdminOnChain('/PropertyList/audit-log');
    await findConsole();
    expect(
      (await screen.findAllByText('Failed to fetch the audit log', {}, { timeout: 15_000 })).length,
    ).toBeGreaterThan(0);
  });
});
