// The back office's income distributions (server/routes/custom-admin/distributions.ts): the authorization matrix
// of its route and every distribution with simple-rest parameters, as the indexer recorded them from the chain.
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { address, FUND_MANAGER, INVESTOR_A, M2, MANAGER, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

describe.each(routeEngines())('custom_admin distributions on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let villa: Address;
  let loft: Address;
  let villaHash: Hash;

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    villa = await chain().createProperty('Income Villa', 1000n, 100n * USDT, 86_400n);
    loft = await chain().createProperty('Income Loft', 500n, 200n * USDT, 86_400n);
    await chain().buy(INVESTOR_A, villa, 400n * M2);
    villaHash = (await chain().distributeIncome(villa, 10_000n * USDT)).transactionHash;
    await chain().distributeIncome(loft, 1_000n * USDT);
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
  });

  describeAdminGate(
    chain,
    () => t,
    [{ method: 'GET', url: '/custom_admin/distributions/', passes: 200 }],
    'refused',
  );

  it('test_admin_sees_every_distribution_with_simple_rest', async () => {
    const manager = (await t.login(MANAGER)).access;
    const list = await t.app.inject({ url: '/custom_admin/distributions/', headers: t.bearer(manager) });
    expect(list.statusCode).toBe(200);
    // Newest first; the issuer's share is the part of the 600 M2 not sold yet.
    const [loftRow, villaRow] = list.json();
    expect(loftRow).toMatchObject({ property_name: 'Income Loft', amount: (1_000n * USDT).toString() });
    expect(villaRow).toMatchObject({
      contract_address: villa,
      property_name: 'Income Villa',
      distributor: address(FUND_MANAGER),
      distribution_index: 1,
      amount: (10_000n * USDT).toString(),
      issuer_share: (6_000n * USDT).toString(),
      tx_hash: villaHash,
      period_start: '2023-11-14T22:13:20.000Z',
      period_end: '2023-12-14T22:13:20.000Z',
    });

    const filtered = await t.app.inject({
      url: '/custom_admin/distributions/',
      headers: t.bearer(manager),
      query: {
        range: '[0,9]',
        sort: '["amount","ASC"]',
        filter: JSON.stringify({ contract_address: villa }),
      },
    });
    expect(filtered.headers['content-range']).toBe('distributions 0-0/1');
    expect(filtered.json().map((r: { tx_hash: string }) => r.tx_hash)).toEqual([villaHash]);
  });
});
