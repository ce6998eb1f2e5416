// The back office's investors (server/routes/custom-admin/investors.ts): the authorization matrix, the list with
// its filters, one investor with its holdings, trades, income and certificates, and the KYC edits with their
// field errors (docs/investors.md#back-office-api).
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { ADMIN, address, INVESTOR_A, INVESTOR_B, M2, MANAGER, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();
/** A wallet nobody has seen: no login, no M2, no record. */
const STRANGER = '0x1234567890AbcdEF1234567890aBcdef12345678' as const;

describe.each(routeEngines())('custom_admin investors on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;
  let token: Address;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    manager = (await t.login(MANAGER)).access;
    await t.login(INVESTOR_B); // known by its login only
    token = await chain().createProperty('Harbour Lofts', 1000n, 100n * USDT, 86_400n);
    await chain().buy(INVESTOR_A, token, 10n * M2);
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  describeAdminGate(
    chain,
    () => t,
    [
      { method: 'GET', url: '/custom_admin/investors/', passes: 200 },
      { method: 'GET', url: `/custom_admin/investors/${address(INVESTOR_A)}/`, passes: 200 },
      { method: 'PUT', url: `/custom_admin/investors/${address(INVESTOR_A)}/` },
      { method: 'POST', url: '/custom_admin/investors/' },
    ],
    'allowed',
  );

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ url, headers: t.bearer(manager), query });
  const send = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: t.bearer(manager), payload: payload as object });

  it('test_list_holds_holders_and_logged_in_wallets_with_filters', async () => {
    const all = await get('/custom_admin/investors/', { range: '[0,99]' });
    expect(all.statusCode).toBe(200);
    const byWallet = new Map(all.json().map((i: { wallet: string }) => [i.wallet, i]));
    expect(byWallet.get(address(INVESTOR_A))).toMatchObject({
      id: address(INVESTOR_A),
      // No KYC record yet: the list says so, not "pending" beside an approval on chain.
      kyc_status: 'none',
      // The local deploy approves anvil #0-#9 on chain (docs/compliance.md).
      status: 'approved',
      approved_by: address(ADMIN),
      m2: (10n * M2).toString(),
      holds_m2: true,
      country: null,
      notes: '',
    });
    expect(byWallet.get(address(INVESTOR_B))).toMatchObject({ holds_m2: false, m2: '0' });
    expect(all.headers['content-range']).toMatch(/^investors 0-\d+\/\d+$/);

    const holders = await get('/custom_admin/investors/', { filter: JSON.stringify({ holds_m2: true }) });
    expect(holders.json().map((i: { wallet: string }) => i.wallet)).toEqual([address(INVESTOR_A)]);
    const none = await get('/custom_admin/investors/', {
      filter: JSON.stringify({ holds_m2: false, wallet: address(INVESTOR_A) }),
    });
    expect(none.json()).toEqual([]);
    const unrecorded = await get('/custom_admin/investors/', {
      filter: JSON.stringify({ kyc_status: 'none', wallet: address(INVESTOR_B) }),
    });
    expect(unrecorded.json().map((i: { wallet: string }) => i.wallet)).toEqual([address(INVESTOR_B)]);
  });

  it('test_put_edits_the_kyc_record_and_the_filters_see_it', async () => {
    const url = `/custom_admin/investors/${address(INVESTOR_A)}/`;
    const saved = await send('PUT', url, {
      kyc_status: 'verified',
      country: 'DE',
      notes: '  passport seen  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      kyc_status: 'verified',
      country: 'DE',
      notes: 'passport seen',
      reviewed_by: address(MANAGER),
    });
    // Only what is sent changes; a null country clears it.
    const cleared = await send('PUT', url, { country: null });
    expect(cleared.json()).toMatchObject({ kyc_status: 'verified', country: null, notes: 'passport seen' });
    await send('PUT', url, { country: 'FR' });

    const filtered = await get('/custom_admin/investors/', {
      filter: JSON.stringify({ kyc_status: 'verified', country: 'FR' }),
    });
    expect(filtered.json().map((i: { wallet: string }) => i.wallet)).toEqual([address(INVESTOR_A)]);
    const other = await get('/custom_admin/investors/', { filter: JSON.stringify({ country: 'DE' }) });
    expect(other.json()).toEqual([]);
    const approved = await get('/custom_admin/investors/', {
      filter: JSON.stringify({ status: 'approved', wallet: address(INVESTOR_A) }),
    });
    expect(approved.json()).toHaveLength(1);
    const notApproved = await get('/custom_admin/investors/', {
      filter: JSON.stringify({ status: 'not_approved', wallet: address(INVESTOR_A) }),
    });
    expect(notApproved.json()).toEqual([]);
  });

  it('test_show_has_holdings_trades_income_and_certificates', async () => {
    const one = await get(`/custom_admin/investors/${address(INVESTOR_A).toLowerCase()}/`);
    expect(one.statusCode).toBe(200);
    const body = one.json();
    expect(body.id).toBe(address(INVESTOR_A));
    expect(body.holdings).toHaveLength(1);
    expect(body.holdings[0]).toMatchObject({ contract_address: token, balance: (10n * M2).toString() });
    expect(body.purchases).toHaveLength(1);
    expect(body.purchases[0]).toMatchObject({ buyer: address(INVESTOR_A), m2: (10n * M2).toString() });
    expect(body.sales).toEqual([]);
    expect(body.income).toEqual([]);
    expect(Array.isArray(body.certificates)).toBe(true);
  });

  it('test_show_lists_for_a_recovery_the_properties_held_and_those_with_income_left_to_claim', async () => {
    // Sold out of one after its income was distributed (the income is still to claim), out of another with none.
    const sold = await chain().createProperty('Sold Out Court', 1000n, 100n * USDT, 86_400n);
    const empty = await chain().createProperty('Empty Court', 1000n, 100n * USDT, 86_400n);
    await chain().buy(INVESTOR_A, sold, 5n * M2);
    await chain().buy(INVESTOR_A, empty, 5n * M2);
    await chain().distributeIncome(sold, 1_000n * USDT);
    await chain().increaseTime(86_401);
    await chain().sell(INVESTOR_A, sold, 5n * M2);
    await chain().sell(INVESTOR_A, empty, 5n * M2);
    await t.app.indexer.tick();
    const body = (await get(`/custom_admin/investors/${address(INVESTOR_A)}/`)).json();
    expect(body.holdings.map((h: { contract_address: string }) => h.contract_address)).toEqual([token]);
    expect([...body.recovery_properties].sort()).toEqual([token, sold].sort());
    // The chain unreachable: every property the wallet ever held, as moving an empty one moves nothing.
    const read = vi.spyOn(t.app.chain, 'claimableIncome').mockRejectedValueOnce(new Error('down'));
    const offline = (await get(`/custom_admin/investors/${address(INVESTOR_A)}/`)).json();
    expect([...offline.recovery_properties].sort()).toEqual([token, sold, empty].sort());
    read.mockRestore();
  });

  it('test_unknown_wallet_is_404_until_a_record_is_opened_then_409', async () => {
    expect((await get(`/custom_admin/investors/${STRANGER}/`)).statusCode).toBe(404);
    expect((await get(`/custom_admin/investors/${STRANGER}/`)).json()).toEqual({
      detail: 'Investor not found',
    });
    const created = await send('POST', '/custom_admin/investors/', { wallet: STRANGER, country: 'PT' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: STRANGER,
      kyc_status: 'pending',
      country: 'PT',
      status: 'not_approved',
      holds_m2: false,
    });
    const again = await send('POST', '/custom_admin/investors/', { wallet: STRANGER });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Investor already has a KYC record' });
  });

  it('test_every_kyc_edit_writes_its_audit_entry_in_the_same_transaction', async () => {
    const wallet = address(INVESTOR_B);
    const url = `/custom_admin/investors/${wallet}/`;
    expect(
      (await send('PUT', url, { kyc_status: 'in_review', notes: 'asked for a utility bill' })).statusCode,
    ).toBe(200);
    expect((await send('PUT', url, { kyc_status: 'rejected' })).statusCode).toBe(200);
    // Nothing changed: no entry.
    expect((await send('PUT', url, { kyc_status: 'rejected' })).statusCode).toBe(200);
    // The back office's own entries (the wallet's approval at deploy is a chain entry about it too).
    const entries = await get('/custom_admin/audit-log/', {
      filter: JSON.stringify({ subject: wallet, source: 'api' }),
      sort: '["id","ASC"]',
    });
    expect(entries.statusCode).toBe(200);
    expect(
      entries.json().map((e: Record<string, unknown>) => ({
        action: e.action,
        actor: e.actor,
        source: e.source,
        subject_type: e.subject_type,
        subject_id: e.subject_id,
        before: e.before,
        after: e.after,
      })),
    ).toEqual([
      {
        action: 'kyc_created',
        actor: address(MANAGER),
        source: 'api',
        subject_type: 'investor',
        subject_id: wallet,
        before: null,
        after: { kyc_status: 'in_review', country: null, notes: 'asked for a utility bill' },
      },
      {
        action: 'kyc_updated',
        actor: address(MANAGER),
        source: 'api',
        subject_type: 'investor',
        subject_id: wallet,
        before: { kyc_status: 'in_review' },
        after: { kyc_status: 'rejected' },
      },
    ]);

    // The entry failing takes the change back with it.
    const failing = vi.spyOn(t.app.auditLog, 'record').mockRejectedValueOnce(new Error('audit write failed'));
    const refused = await send('PUT', url, { kyc_status: 'verified' });
    expect(refused.statusCode).toBe(500);
    failing.mockRestore();
    expect((await get(url)).json().kyc_status).toBe('rejected');
  });

  it('test_bad_input_is_400_with_a_field_map', async () => {
    const url = `/custom_admin/investors/${address(INVESTOR_A)}/`;
    for (const [payload, field] of [
      [{ country: 'Germany' }, 'country'],
      [{ country: 'XX' }, 'country'],
      [{ country: 'de' }, 'country'],
      [{ kyc_status: 'approved' }, 'kyc_status'],
      [{ notes: 'x'.repeat(4001) }, 'notes'],
      [{ extra: 1 }, 'extra'],
    ] as const) {
      const response = await send('PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json()).join(','), JSON.stringify(payload)).toContain(field);
    }
    // A country ISO does not assign is a 400 with a clear message, never a 500 (docs/investors.md#countries).
    const unassigned = await send('PUT', url, { country: 'XX' });
    expect(unassigned.json()).toEqual({
      country: ['Enter a country as its ISO 3166-1 alpha-2 code, such as DE.'],
    });
    const created = await send('POST', '/custom_admin/investors/', { wallet: STRANGER, country: 'ZZ' });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toHaveProperty('country');
    const filtered = await get('/custom_admin/investors/', { filter: JSON.stringify({ country: 'XX' }) });
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json()).toEqual({
      filter: ['Filter "country": Enter a country as its ISO 3166-1 alpha-2 code, such as DE.'],
    });
    expect((await get('/custom_admin/investors/not-a-wallet/')).statusCode).toBe(400);
    expect(
      (await get('/custom_admin/investors/', { filter: JSON.stringify({ nope: 1 }) })).json(),
    ).toHaveProperty('filter');
    const admin = (await t.login(ADMIN)).access;
    const sorted = await t.app.inject({
      url: '/custom_admin/investors/',
      headers: t.bearer(admin),
      query: { sort: '["m2","DESC"]', range: '[0,0]' },
    });
    expect(sorted.json()[0].wallet).toBe(address(INVESTOR_A));
  });
});
