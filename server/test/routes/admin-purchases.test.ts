// The back office's purchases (server/routes/custom-admin/purchases.ts): the authorization matrix of its route,
// every purchase with simple-rest parameters, and the back-office role read from the chain on every process.
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import {
  createPostgresDatabase,
  createTestApp,
  engines,
  routeEngines,
  type TestApp,
} from '../helpers/app.ts';
import { address, INVESTOR_A, INVESTOR_D, M2, MANAGER, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

describe.each(routeEngines())('custom_admin purchases on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let a: string;
  let token: Address;
  let buyHash: Hash;
  let purchaseId: number;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    a = (await t.login(INVESTOR_A)).access;
    token = await chain().createProperty('Harbour Lofts', 1000n, 100n * USDT, 86_400n);
    // One purchase its buyer recorded, one only the indexer saw.
    buyHash = (await chain().buy(INVESTOR_A, token, 10n * M2)).transactionHash;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/purchases/create/',
      headers: t.bearer(a),
      payload: { tx_hash: buyHash },
    });
    expect(created.statusCode).toBe(201);
    purchaseId = created.json().id;
    await chain().buy(INVESTOR_D, token, 3n * M2);
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  describeAdminGate(
    chain,
    () => t,
    [{ method: 'GET', url: '/custom_admin/purchases/', passes: 200 }],
    'refused',
  );

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
});

// Roles are read from the chain whatever the engine: two processes sharing one PostgreSQL database when there is
// one, else two PGlite processes.
describe.each(engines().slice(-1))('back-office role on every process, on %s', (engine) => {
  isolateChain(chain);
  const ROLE_HOLDER = 7;

  it('test_role_grant_and_revoke_count_from_their_block_on_two_processes_whatever_the_indexer_does', async () => {
    // Two API processes on one database (PostgreSQL) or each on its own (PGlite): one runs the indexer loop,
    // the other has INDEXER=0.
    const database = engine === 'postgres' ? await createPostgresDatabase() : null;
    const leader = await createTestApp(chain(), engine, {
      database,
      indexer: true,
      indexerIntervalMs: 60_000,
    });
    const follower = await createTestApp(chain(), engine, { database, indexer: false });
    try {
      const gate = async (app: TestApp, access: string) =>
        (await app.app.inject({ url: '/custom_admin/purchases/', headers: app.bearer(access) })).statusCode;
      const sessions = [
        { app: leader, access: (await leader.login(ROLE_HOLDER)).access },
        { app: follower, access: (await follower.login(ROLE_HOLDER)).access },
      ];
      for (const { app, access } of sessions) expect(await gate(app, access)).toBe(403);
      await chain().grantManager(address(ROLE_HOLDER));
      for (const { app, access } of sessions) expect(await gate(app, access)).toBe(200);
      await chain().revokeManager(address(ROLE_HOLDER));
      for (const { app, access } of sessions) expect(await gate(app, access)).toBe(403);
      // Repeated checks within one block read the role once; a new block reads it again.
      await chain().grantManager(address(ROLE_HOLDER));
      const reads = vi.spyOn(follower.app.chain, 'rolesOf');
      for (let i = 0; i < 5; i++) expect(await gate(follower, sessions[1]?.access ?? '')).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
      await chain().mine(1);
      expect(await gate(follower, sessions[1]?.access ?? '')).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);
      reads.mockRestore();
    } finally {
      await leader.close();
      await follower.close();
      await database?.drop();
    }
  });
});
