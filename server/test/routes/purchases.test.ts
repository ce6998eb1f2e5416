// Purchases, sales and holdings from real VaultTrader/PropertyToken events; recording by transaction hash;
// others' records are 404; certificates (escaped SVG, EIP-712 signature, verification against the chain).
import { JSDOM } from 'jsdom';
import type { Address, Hash } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../helpers/app.ts';
import { startCappedRpc } from '../helpers/capped-rpc.ts';
import {
  address,
  INVESTOR_A,
  INVESTOR_B,
  INVESTOR_C,
  INVESTOR_D,
  M2,
  MANAGER,
  USDT,
} from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';
import { dumpRecords } from '../helpers/records.ts';

const chain = chainPerFile();

const MARKUP_NAME = `<script>alert(1)</script> & "Villa" <img src=x onerror=alert(2)>`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/purchases/create/ of `hash` as the holder of `access`. */
const recordPurchase = (t: TestApp, access: string, hash: Hash) =>
  t.app.inject({
    method: 'POST',
    url: '/api/purchases/create/',
    headers: t.bearer(access),
    payload: { tx_hash: hash },
  });

describe.each(engines())('purchases on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let b: string;
  let token: Address;
  let buyHash: Hash;
  let purchaseId: number;
  let certificateId: number;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    a = (await t.login(INVESTOR_A)).access;
    b = (await t.login(INVESTOR_B)).access;
    token = await chain().createProperty(MARKUP_NAME, 1000n, 100n * USDT, 86_400n);
    buyHash = (await chain().buy(INVESTOR_A, token, 10n * M2)).transactionHash;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token_: string) => t.app.inject({ url, headers: t.bearer(token_) });
  const post = (url: string, token_: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: t.bearer(token_),
      payload: payload as Record<string, unknown>,
    });

  it('test_lists_require_authentication', async () => {
    for (const url of [
      '/api/purchases/',
      '/api/purchases/sales/',
      '/api/purchases/ownerships/',
      '/api/certificates/',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: 'User not authenticated' });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/purchases/create/', payload: { tx_hash: buyHash } }))
        .statusCode,
    ).toBe(401);
  });

  it('test_create_records_own_purchase_once', async () => {
    const created = await post('/api/purchases/create/', a, { tx_hash: buyHash });
    expect(created.statusCode).toBe(201);
    const purchase = created.json();
    purchaseId = purchase.id;
    expect(purchase).toMatchObject({
      buyer: address(INVESTOR_A),
      contract_address: token,
      property_name: MARKUP_NAME,
      m2: (10n * M2).toString(),
      cost: (1000n * USDT).toString(),
      price: (100n * USDT).toString(),
      tx_hash: buyHash,
    });
    expect(purchase.certificate_id).toEqual(expect.any(Number));
    certificateId = purchase.certificate_id;
    const again = await post('/api/purchases/create/', a, {
      tx_hash: buyHash.toUpperCase().replace('0X', '0x'),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(purchaseId);
  });

  it('test_create_refuses_others_unknown_and_malformed_hashes', async () => {
    const foreign = await post('/api/purchases/create/', b, { tx_hash: buyHash });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ tx_hash: [expect.stringMatching(/Not a purchase of this wallet/)] });
    const unknown = await post('/api/purchases/create/', a, { tx_hash: `0x${'ab'.repeat(32)}` });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['tx_hash']);
    const malformed = await post('/api/purchases/create/', a, { tx_hash: 'hello' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['tx_hash']);
    const notASale = await post('/api/purchases/sell/', a, { tx_hash: buyHash });
    expect(notASale.statusCode).toBe(400);
    expect(notASale.json().tx_hash[0]).toMatch(/Not a sale/);
  });

  it('test_purchases_belong_to_their_buyer', async () => {
    const mine = (await get('/api/purchases/', a)).json();
    expect(mine.map((p: { id: number }) => p.id)).toContain(purchaseId);
    expect((await get('/api/purchases/', b)).json()).toEqual([]);
    expect((await get(`/api/purchases/${purchaseId}/`, a)).json().id).toBe(purchaseId);
    const other = await get(`/api/purchases/${purchaseId}/`, b);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Purchase not found or does not belong to user' });
  });

  it('test_ownership_shows_balance_and_lock', async () => {
    const [own] = (await get('/api/purchases/ownerships/', a)).json();
    expect(own).toMatchObject({
      holder: address(INVESTOR_A),
      contract_address: token,
      balance: (10n * M2).toString(),
      locked_amount: (10n * M2).toString(),
      unlocked_balance: '0',
      is_listed: true,
      is_sell_enabled: true,
    });
    expect(new Date(own.unlock_time).getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);
    await chain().increaseTime(86_401);
    await sleep(1100);
    const unlocked = (await get(`/api/purchases/ownerships/${own.id}/`, a)).json();
    expect(unlocked).toMatchObject({ locked_amount: '0', unlocked_balance: (10n * M2).toString() });
    const other = await get(`/api/purchases/ownerships/${own.id}/`, b);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      detail: 'Ownership not found, does not belong to user, or property is not listed',
    });
  });

  it('test_sell_and_transfer_update_holdings', async () => {
    const sellHash = (await chain().sell(INVESTOR_A, token, 4n * M2)).transactionHash;
    const sale = await post('/api/purchases/sell/', a, { tx_hash: sellHash });
    expect(sale.statusCode).toBe(201);
    expect(sale.json()).toMatchObject({
      seller: address(INVESTOR_A),
      m2: (4n * M2).toString(),
      payout: (400n * USDT).toString(),
    });
    const saleId = sale.json().id;
    expect((await get('/api/purchases/sales/', a)).json().map((s: { id: number }) => s.id)).toEqual([saleId]);
    expect((await get(`/api/purchases/sales/${saleId}/`, a)).statusCode).toBe(200);
    const foreign = await get(`/api/purchases/sales/${saleId}/`, b);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Sale not found or does not belong to user' });

    await chain().transfer(INVESTOR_A, token, address(INVESTOR_C), 2n * M2);
    await t.app.indexer.tick();
    const [own] = (await get('/api/purchases/ownerships/', a)).json();
    expect(own.balance).toBe((4n * M2).toString());
    const c = (await t.login(INVESTOR_C)).access;
    const [received] = (await get('/api/purchases/ownerships/', c)).json();
    expect(received).toMatchObject({
      holder: address(INVESTOR_C),
      balance: (2n * M2).toString(),
      locked_amount: '0',
    });
  });

  it('test_indexer_records_purchases_nobody_posted', async () => {
    const hash = (await chain().buy(INVESTOR_D, token, 3n * M2)).transactionHash;
    await t.app.indexer.tick();
    const d = (await t.login(INVESTOR_D)).access;
    const [purchase] = (await get('/api/purchases/', d)).json();
    expect(purchase).toMatchObject({ tx_hash: hash, m2: (3n * M2).toString(), buyer: address(INVESTOR_D) });
    expect(purchase.certificate_id).toEqual(expect.any(Number));
  });

  it('test_certificate_detail_download_and_escaping', async () => {
    const list = (await get('/api/certificates/', a)).json();
    expect(list.map((c: { id: number }) => c.id)).toEqual([certificateId]);
    const detail = (await get(`/api/certificates/${certificateId}/`, a)).json();
    expect(detail).toMatchObject({
      purchase_id: purchaseId,
      property_name: MARKUP_NAME,
      holder: address(INVESTOR_A),
      tx_hash: buyHash,
    });
    expect(detail.signature).toMatch(/^0x[0-9a-f]{130}$/);

    const download = await get(`/api/certificates/${certificateId}/download/`, a);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="certificate_${certificateId}.svg"`,
    );
    const svg = download.body;
    // Parsed as the browser would: the name is text, and nothing in the document can run.
    const doc = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const elements = [...doc.getElementsByTagName('*')];
    expect(new Set(elements.map((e) => e.tagName))).toEqual(
      new Set(['svg', 'style', 'rect', 'text', 'path']),
    );
    for (const element of elements) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on|href$|^src$/i);
    }
    // (in the statement, which wraps at spaces)
    expect(elements.map((e) => e.textContent).join(' ')).toContain(MARKUP_NAME);
    expect(svg).toContain(detail.signature.slice(0, 66));
    // It states a holding at a block, and prints the verify link exactly (no upper-casing), wrapped in the frame.
    expect(elements.map((e) => e.textContent)).toContain(
      `Certificate of holding at block ${detail.block_number}`,
    );
    const printed = elements.filter((e) => e.getAttribute('class') === 'link').map((e) => e.textContent);
    // Absolute (this request's origin without PUBLIC_URL), so that it works as printed.
    expect(printed.join('')).toBe(`http://localhost:80${detail.verify_url}`);
    expect(printed.every((part) => (part ?? '').length <= 120)).toBe(true);
    expect(svg).not.toMatch(/\.link\s*\{[^}]*text-transform/);

    const foreignDetail = await get(`/api/certificates/${certificateId}/`, b);
    expect(foreignDetail.statusCode).toBe(404);
    expect(foreignDetail.json()).toEqual({ detail: 'Certificate does not exist or does not belong to user' });
    const foreignDownload = await get(`/api/certificates/${certificateId}/download/`, b);
    expect(foreignDownload.statusCode).toBe(404);
    expect(foreignDownload.json()).toEqual({
      detail: 'File not found on disk or certificate does not exist',
    });
  });

  it('test_certificate_verification_checks_signature_and_chain', async () => {
    const { signature } = (await get(`/api/certificates/${certificateId}/`, a)).json();
    const ok = await t.app.inject({
      url: `/api/certificates/verify/${certificateId}/`,
      query: { signature },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ valid: true, checks: { signature: true, chain: true } });
    // The record altered in the database no longer matches what the server signed.
    await t.app.db.query('update certificates set property_name = $2 where id = $1', [
      certificateId,
      'Forged',
    ]);
    try {
      const forged = await t.app.inject({
        url: `/api/certificates/verify/${certificateId}/`,
        query: { signature },
      });
      expect(forged.json()).toMatchObject({ valid: false, checks: { signature: false, chain: true } });
    } finally {
      await t.app.db.query('update certificates set property_name = $2 where id = $1', [
        certificateId,
        MARKUP_NAME,
      ]);
    }
  });

  it('test_certificate_verification_needs_the_certificates_own_signature', async () => {
    const { signature, verify_url } = (await get(`/api/certificates/${certificateId}/`, a)).json();
    // The printed link is the human page (docs/routes.md#certificate-verification), which asks this API.
    expect(verify_url).toBe(`/certificates/verify/${certificateId}/?signature=${signature}`);
    expect((await t.app.inject({ url: `/api${verify_url}` })).json().valid).toBe(true);
    // Sequential ids alone reveal nothing: no signature is a 400, any other signature the same 404 as no id.
    const bare = await t.app.inject({ url: `/api/certificates/verify/${certificateId}/` });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json())).toEqual(['signature']);
    const tampered = `${signature.slice(0, 10)}${signature.slice(10, 12) === '00' ? '11' : '00'}${signature.slice(12)}`;
    for (const [id, given] of [
      [certificateId, tampered],
      [certificateId, `0x${'00'.repeat(65)}`],
      [999999, signature],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/certificates/verify/${id}/`,
        query: { signature: given },
      });
      expect(response.statusCode, `${id} ${given}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Certificate does not exist' });
    }
    const upper = await t.app.inject({
      url: `/api/certificates/verify/${certificateId}/`,
      query: { signature: `0x${signature.slice(2).toUpperCase()}` },
    });
    expect(upper.json().valid).toBe(true);
  });

  it('test_admin_sees_every_purchase_with_simple_rest', async () => {
    const manager = (await t.login(MANAGER)).access;
    const all = await t.app.inject({
      url: '/custom_admin/purchases/',
      headers: t.bearer(manager),
      query: { range: '[0,0]', sort: '["id","ASC"]', filter: JSON.stringify({ buyer: address(INVESTOR_A) }) },
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBe('purchases 0-0/1');
    expect(all.json()[0].id).toBe(purchaseId);
    const everyone = (
      await t.app.inject({ url: '/custom_admin/purchases/', headers: t.bearer(manager) })
    ).json();
    expect(everyone.length).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ url: '/custom_admin/purchases/', headers: t.bearer(a) })).statusCode).toBe(
      403,
    );
  });

  it('test_certificates_list_takes_simple_rest_parameters', async () => {
    const second = (await chain().buy(INVESTOR_A, token, 2n * M2)).transactionHash;
    expect((await post('/api/purchases/create/', a, { tx_hash: second })).statusCode).toBe(201);
    const list = (query: Record<string, string>, token_ = a) =>
      t.app.inject({ url: '/api/certificates/', headers: t.bearer(token_), query });

    const all = await list({});
    expect(all.headers['content-range']).toBeUndefined();
    const ids = all.json().map((c: { id: number }) => c.id);
    expect(ids).toHaveLength(2);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const page = await list({ range: '[0,0]', sort: '["id","ASC"]' });
    expect(page.headers['content-range']).toBe('certificates 0-0/2');
    expect(page.json().map((c: { id: number }) => c.id)).toEqual([certificateId]);
    const filtered = await list({ filter: JSON.stringify({ tx_hash: second }) });
    expect(filtered.json()).toEqual([
      expect.objectContaining({ tx_hash: second, holder: address(INVESTOR_A) }),
    ]);
    const bad = await list({ sort: '["signature","ASC"]' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['sort']);
    // Another wallet's certificates never show, whatever the filter asks.
    expect((await list({ filter: JSON.stringify({ id: certificateId }) }, b)).json()).toEqual([]);
  });

  it('test_create_waits_for_confirmations', async () => {
    const strict = await createTestApp(chain(), engine, { confirmations: 2 });
    try {
      const access = (await strict.login(INVESTOR_B)).access;
      const hash = (await chain().buy(INVESTOR_B, token, 1n * M2)).transactionHash;
      const early = await recordPurchase(strict, access, hash);
      expect(early.statusCode).toBe(400);
      expect(early.json().tx_hash[0]).toMatch(/0 of 2 confirmations/);
      await chain().mine(2);
      const late = await recordPurchase(strict, access, hash);
      expect(late.statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe.each(engines())('purchases through a node that caps eth_getLogs ranges, on %s', (engine) => {
  isolateChain(chain);
  const signerKey = generatePrivateKey();

  it('test_create_records_a_purchase_before_the_indexer_reached_its_property', async () => {
    const capped = await startCappedRpc(chain().rpcUrl, 10);
    const t = await createTestApp(chain(), engine, { rpcUrl: capped.url, certificateSignerKey: signerKey });
    try {
      const name = `Far Tower ${engine}`;
      const token = await chain().createProperty(name, 100n);
      await chain().mine(30);
      const hash = (await chain().buy(INVESTOR_A, token, 2n * M2)).transactionHash;
      const access = (await t.login(INVESTOR_A)).access;
      const created = await recordPurchase(t, access, hash);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        property_name: name,
        contract_address: token,
        m2: (2n * M2).toString(),
        certificate_id: expect.any(Number),
      });
      const [holding] = (
        await t.app.inject({ url: '/api/purchases/ownerships/', headers: t.bearer(access) })
      ).json();
      expect(holding).toMatchObject({ contract_address: token, balance: (2n * M2).toString() });
      const row = async () =>
        (
          await t.app.db.query<{ tx_hash: string | null }>(
            'select tx_hash from chain_properties where token = $1',
            [token.toLowerCase()],
          )
        )[0];
      expect(await row()).toEqual({ tx_hash: null });

      // The indexer narrows its ranges under the cap, reaches the PropertyCreated log and completes the row:
      // the records are then exactly those of a database built from the chain alone.
      await t.app.indexer.tick();
      expect(capped.refused()).toBeGreaterThan(0);
      expect((await row())?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
      const rebuilt = await createTestApp(chain(), engine, { certificateSignerKey: signerKey });
      try {
        await rebuilt.app.indexer.tick();
        expect(await dumpRecords(t.app.db)).toEqual(await dumpRecords(rebuilt.app.db));
      } finally {
        await rebuilt.close();
      }
    } finally {
      await t.close();
      await capped.stop();
    }
  });
});
