// The investors resource (docs/admin.md#investors): the list with its filters sent as simple-rest, one investor
// with its records and audit entries, the KYC edit through PUT, a new record through POST, and the errors.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type Address, zeroAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry, Investor } from '../../../generated/api/model/index.ts';
import { createProperty, identity, sendingFrozen } from '../../test/chainActions.ts';
import { eventually } from '../../test/eventually.ts';
import { server } from '../../test/server.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';
import { INVESTOR_WALLET, investorDetail } from './fixtures.ts';

beforeAll(preloadConsole, 60_000);

const detail = investorDetail();
const {
  holdings: _h,
  recovery_properties: _r,
  purchases: _p,
  sales: _s,
  income: _i,
  certificates: _c,
  ...listed
} = detail;
const pending: Investor = {
  ...listed,
  id: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  wallet: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  kyc_status: 'pending',
  status: 'not_approved',
  country: null,
  m2: '0',
  holds_m2: false,
  approved_at: null,
  approved_by: null,
};
// Approved on chain with a country, no KYC record yet.
const unrecorded: Investor = {
  ...listed,
  id: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  wallet: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  kyc_status: 'none',
  country: null,
  chain_country: 'FR',
  chain_country_numeric: 250,
  notes: '',
};
const entry: AuditLogEntry = {
  id: 7,
  at: '2026-11-20T10:00:00Z',
  actor: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  source: 'api',
  action: 'kyc_updated',
  subject_type: 'investor',
  subject_id: INVESTOR_WALLET,
  subject_name: null,
  before: { kyc_status: 'in_review' },
  after: { kyc_status: 'verified' },
  tx_hash: null,
  block_number: null,
  log_index: null,
};

describe('Investors', { timeout: 40_000 }, () => {
  it('lists investors with their statuses and sends the filters as simple-rest', async () => {
    const filters: (string | null)[] = [];
    server.use(
      http.get('*/custom_admin/investors/', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter');
        filters.push(filter);
        const rows = filter?.includes('"holds_m2":"true"')
          ? [listed, unrecorded]
          : [listed, pending, unrecorded];
        return HttpResponse.json(rows, {
          headers: { 'Content-Range': `investors 0-${rows.length - 1}/${rows.length}` },
        });
      }),
    );
    const { user } = await renderAdminOnChain('/PropertyList/investors');
    await findConsole();
    const row = (await screen.findByText('0x90F79...906')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).getByText('Documents verified')).toBeTruthy();
    expect(within(row).getByText('Germany (DE)')).toBeTruthy();
    expect(within(row).getByText('50 M2')).toBeTruthy();
    const other = screen.getByText('0x99655...4dc').closest('tr') as HTMLElement;
    expect(within(other).getByText('Not approved')).toBeTruthy();
    expect(within(other).getByText('Pending')).toBeTruthy();
    // No KYC record: said so, and the country given on chain (it showed "Pending" and "—" before).
    const onChainOnly = screen.getByText('0x14dC7...955').closest('tr') as HTMLElement;
    expect(within(onChainOnly).getByText('No record')).toBeTruthy();
    expect(within(onChainOnly).getByText('France (FR)')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Holds M2' }));
    await user.click(await screen.findByRole('option', { name: 'Holds M2' }));
    await eventually(() => expect(screen.queryByText('0x99655...4dc')).toBeNull());
    expect(filters.at(-1)).toBe('{"holds_m2":"true"}');

    // The country is picked by its name and sent as its alpha-2 code.
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Country' }));
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await user.type(country, 'Switz');
    await user.click(await screen.findByRole('option', { name: 'Switzerland (CH)' }));
    await eventually(() => expect(JSON.parse(filters.at(-1) ?? '{}')).toMatchObject({ country: 'CH' }));
  });

  it('opens an investor from its row of the list (the row, without records, shows while the detail loads)', async () => {
    server.use(
      http.get('*/custom_admin/investors/', () =>
        HttpResponse.json([listed], { headers: { 'Content-Range': 'investors 0-0/1' } }),
      ),
      http.get(`*/custom_admin/investors/${INVESTOR_WALLET}/`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json(detail);
      }),
      http.get('*/custom_admin/audit-log/', () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'audit-log 0-0/0' } }),
      ),
    );
    const { user, queryClient } = await renderAdminOnChain('/PropertyList/investors');
    // The app's 5-minute stale time (docs/constants.md#refresh-intervals), not the tests' 0: the list's row is kept
    // as the investor's fresh data, and the page must still ask for the detail (it waited on "Loading" forever).
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, staleTime: 5 * 60 * 1000 },
    });
    await findConsole();
    await user.click(await screen.findByText('0x90F79...906'));
    const holdings = within(await screen.findByRole('region', { name: 'Holdings' }));
    expect(holdings.getByText('Harbour Offices')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows one investor with its records and its audit entries', async () => {
    const subjects: (string | null)[] = [];
    server.use(
      http.get(`*/custom_admin/investors/${INVESTOR_WALLET}/`, () => HttpResponse.json(detail)),
      http.get('*/custom_admin/audit-log/', ({ request }) => {
        subjects.push(new URL(request.url).searchParams.get('filter'));
        return HttpResponse.json([entry], { headers: { 'Content-Range': 'audit-log 0-0/1' } });
      }),
    );
    await renderAdminOnChain(`/PropertyList/investors/${INVESTOR_WALLET}/show`);
    await findConsole();
    expect(await screen.findByText('Passport and utility bill seen')).toBeTruthy();
    const kyc = within(screen.getByRole('region', { name: 'KYC record' }));
    expect(kyc.getByText('Documents verified')).toBeTruthy();
    expect(kyc.getByText('Germany (DE)')).toBeTruthy();
    const allowList = within(screen.getByRole('region', { name: 'Allow-list (on chain)' }));
    expect(allowList.getByText('Approved')).toBeTruthy();
    expect(allowList.getByText('Never')).toBeTruthy();
    // The country given on chain (276), named, and prefilled as its alpha-2 code in the approval form.
    expect(allowList.getAllByText('Germany (DE)')).toHaveLength(2);
    expect(
      (allowList.getByRole('textbox', { name: /^Country \(ISO 3166-1 alpha-2/ }) as HTMLInputElement).value,
    ).toBe('DE');
    const holdings = within(screen.getByRole('region', { name: 'Holdings' }));
    expect(holdings.getByText('Harbour Offices')).toBeTruthy();
    expect(holdings.getByText('20 M2')).toBeTruthy();
    const purchases = within(screen.getByRole('region', { name: 'Purchases' }));
    expect(purchases.getByText('105,000 USDT')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sales' })).getByText('None yet')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Certificates' })).getByText('Harbour Offices (#12)'),
    ).toBeTruthy();
    const audit = within(screen.getByRole('region', { name: 'Audit entries' }));
    expect(await audit.findByText('KYC record edited')).toBeTruthy();
    expect(audit.getByText('KYC status: in_review → verified')).toBeTruthy();
    expect(JSON.parse(subjects[0] ?? '{}')).toEqual({ subject: INVESTOR_WALLET });
  });

  it('approves, freezes and revokes the wallet on chain from its page, each through its simulated write', async () => {
    // The wallet holds M2 of a real property: a freeze stops its sending there (docs/compliance.md#the-allow-list).
    let held: Address = zeroAddress;
    // The record mirrors the registry as the indexer last saw it (here: at once).
    server.use(
      http.get(`*/custom_admin/investors/${INVESTOR_WALLET}/`, async () =>
        HttpResponse.json({
          ...detail,
          status: (await identity.of(INVESTOR_WALLET)).approved ? 'approved' : 'not_approved',
          approved_by: null,
          approved_at: null,
          holdings: detail.holdings.map((h) => ({ ...h, contract_address: held })),
        }),
      ),
      http.get('*/custom_admin/audit-log/', () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'audit-log 0-0/0' } }),
      ),
    );
    // Anvil's accounts are approved by the local deploy: the wallet's approval is revoked first.
    const { user, chain } = await renderAdminOnChain(`/PropertyList/investors/${INVESTOR_WALLET}/show`, {
      setup: async () => {
        held = await createProperty({ name: 'Frozen Flat' });
        await identity.revoke(INVESTOR_WALLET);
      },
    });
    await findConsole();
    const live = await screen.findByTestId('chain-live-status', undefined, { timeout: 8000 });
    expect(live.textContent).toBe('On chain now: Not approved');
    expect((screen.getByRole('button', { name: 'Revoke' }) as HTMLButtonElement).disabled).toBe(true);
    // The country is typed as its alpha-2 code; the registry gets the ISO numeric code (France: 250).
    const country = screen.getByRole('textbox', { name: /^Country \(ISO 3166-1 alpha-2/ });
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    await user.clear(country);
    await user.type(country, 'xx');
    expect(screen.getByText('Two letters of ISO 3166-1, such as DE or FR')).toBeTruthy();
    expect(approve.disabled).toBe(true);
    await user.clear(country);
    await user.type(country, 'fr');
    expect(screen.getByText('France (FR)')).toBeTruthy();
    await user.click(approve);
    expect(await screen.findByText('Investor approved on chain', undefined, { timeout: 8000 })).toBeTruthy();
    expect(await identity.of(INVESTOR_WALLET)).toMatchObject({ approved: true, country: 250, expiry: 0 });
    await eventually(() => expect(live.textContent).toBe('On chain now: Approved'));
    // The record is asked again once the indexer passed the transaction: its chip agrees with the chain.
    const allowList = within(screen.getByRole('region', { name: 'Allow-list (on chain)' }));
    await eventually(() => expect(allowList.getByText('Approved')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText('Account frozen on chain', undefined, { timeout: 8000 })).toBeTruthy();
    expect((await identity.of(INVESTOR_WALLET)).frozen).toBe(true);
    expect(await sendingFrozen(held, INVESTOR_WALLET)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Unfreeze' }));
    expect(await screen.findByText('Account unfrozen on chain', undefined, { timeout: 8000 })).toBeTruthy();
    expect((await identity.of(INVESTOR_WALLET)).frozen).toBe(false);
    const revoke = screen.getByRole('button', { name: 'Revoke' }) as HTMLButtonElement;
    await eventually(() => expect(revoke.disabled).toBe(false));

    await user.click(revoke);
    expect(await screen.findByText('Approval revoked on chain', undefined, { timeout: 8000 })).toBeTruthy();
    expect((await identity.of(INVESTOR_WALLET)).approved).toBe(false);
    expect(chain.sent).toEqual(['approve', 'freeze', 'unfreeze', 'revoke']);
  });

  it('saves the KYC record through PUT with only its fields, the country in capitals', async () => {
    let sent: unknown;
    let current = detail;
    server.use(
      http.get(`*/custom_admin/investors/${INVESTOR_WALLET}/`, () => HttpResponse.json(current)),
      http.put(`*/custom_admin/investors/${INVESTOR_WALLET}/`, async ({ request }) => {
        sent = await request.json();
        current = { ...detail, kyc_status: 'rejected', country: 'FR', notes: 'Bill too old' };
        return HttpResponse.json(current);
      }),
      http.get('*/custom_admin/audit-log/', () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'audit-log 0-0/0' } }),
      ),
    );
    const { user } = await renderAdminOnChain(`/PropertyList/investors/${INVESTOR_WALLET}`);
    await findConsole();
    const country = await screen.findByRole('textbox', { name: 'Country' });
    await user.click(screen.getByRole('combobox', { name: /KYC status/ }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.clear(country);
    await user.type(country, 'fr');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Bill too old');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill too old')).toBeTruthy();
    expect(sent).toEqual({ kyc_status: 'rejected', country: 'FR', notes: 'Bill too old' });
  });

  it('refuses a country ISO does not assign before sending, and shows a 409 when opening a record', async () => {
    let posted = 0;
    server.use(
      http.post('*/custom_admin/investors/', () => {
        posted += 1;
        return HttpResponse.json({ detail: 'Investor already has a KYC record' }, { status: 409 });
      }),
    );
    const { user } = await renderAdminOnChain('/PropertyList/investors/create');
    await findConsole();
    await user.type(await screen.findByRole('textbox', { name: /Wallet/ }), INVESTOR_WALLET);
    const country = screen.getByRole('textbox', { name: 'Country' });
    for (const bad of ['Germany', 'XX']) {
      await user.clear(country);
      await user.type(country, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Two letters of ISO 3166-1, such as DE or FR')).toBeTruthy();
    }
    expect(posted).toBe(0);
    await user.clear(country);
    await user.type(country, 'DE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Investor already has a KYC record')).length).toBeGreaterThan(0);
    expect(posted).toBe(1);
  });

  it('says the list failed, in Russian too', async () => {
    server.use(
      http.get('*/custom_admin/investors/', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    await renderAdminOnChain('/PropertyList/investors', { lng: 'ru' });
    await findConsole();
    expect(
      (await screen.findAllByText('Не удалось загрузить инвесторов', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });
});
