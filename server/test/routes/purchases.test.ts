// The investor's purchase routes (server/routes/api/purchases.ts): purchases, sales and holdings from real
// VaultTrader/PropertyToken events; recording by transaction hash (also before the indexer reached the property);
// others' records are 404. The certificates issued for these purchases are tested in certificates.test.ts, the
// back office's list of every purchase in admin-purchases.test.ts.
import type { Address, Hash } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { startCappedRpc } from '../helpers/capped-rpc.ts';
import { address, INVESTOR_A, INVESTOR_B, INVESTOR_C, INVESTOR_D, M2, USDT } from '../helpers/chain.ts';
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

describe.each(routeEngines())('purchases on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let b: string;
  let token: Address;
  let buyHash: Hash;
  let purchaseId: number;

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
    for (const url of ['/api/purchases/', '/api/purchases/sales/', '/api/purchases/ownerships/']) {
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

  it('test_create_records_a_reinvestment_as_a_purchase_and_its_income_at_once', async () => {
    // The web app records a reinvestment like a purchase, so its lists show it without waiting for the indexer.
    await chain().distributeIncome(token, 10_000n * USDT); // 10 USDT per M2: 40 for the 4 M2 A holds by now
    const hash = (await chain().reinvestIncome(INVESTOR_A, token, (3n * M2) / 10n)).transactionHash;
    const created = await post('/api/purchases/create/', a, { tx_hash: hash });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      m2: ((3n * M2) / 10n).toString(),
      cost: (30n * USDT).toString(),
      tx_hash: hash,
    });
    const income = (await get('/api/user/income/', a)).json();
    expect(income.total_reinvested).toBe((30n * USDT).toString());
  });
});

describe.each(routeEngines())('purchases through a node that caps eth_getLogs ranges, on %s', (engine) => {
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
