// The back office's recoveries (server/routes/custom-admin/recoveries.ts): each RecoveryRequested the indexer
// mirrored, with its outcome, its status by the chain's clock, its transactions, and the simple-rest filters
// (docs/compliance.md#the-back-offices-recoveries).
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityEvent } from '../../plugins/app/repositories/chain-records.ts';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { ADMIN, address, INVESTOR_A, INVESTOR_B, INVESTOR_C, MANAGER } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();
const LOST_1 = '0x1111111111111111111111111111111111111111';
const LOST_2 = '0x2222222222222222222222222222222222222222';
const LOST_3 = '0x3333333333333333333333333333333333333333';
const LOST_4 = '0x4444444444444444444444444444444444444444';
const TOKEN_X = '0x00000000000000000000000000000000000000aA';
const TOKEN_Y = '0x00000000000000000000000000000000000000bB';
const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const DELAY = 3n * 24n * 3600n;

type Row = {
  id: string;
  lost: string;
  replacement: string;
  requested_by: string;
  requested_at: string;
  ready_at: string;
  status: string;
  request_tx: string;
  cancelled_by: string | null;
  cancel_tx: string | null;
  executed_by: string | null;
  execute_tx: string | null;
  properties: { token: string; amount: string }[];
};

describe.each(routeEngines())('custom_admin recoveries on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let admin: string;
  let now: bigint;

  const list = (query: Record<string, string>) =>
    t.app.inject({ url: '/custom_admin/recoveries/', headers: t.bearer(admin), query });
  const filtered = async (filter: Record<string, unknown>) => {
    const response = await list({ filter: JSON.stringify(filter) });
    expect(response.statusCode).toBe(200);
    return (response.json() as Row[]).map((r) => r.lost);
  };

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    admin = (await t.login(ADMIN)).access;
    now = BigInt((await t.app.chain.head()).time);
    const compliance = address(MANAGER);
    let block = 10n;
    const add = (n: number, logIndex: number, e: IdentityEvent, at = now) =>
      t.app.db.transaction((db) =>
        t.app.chainRecords.addIdentityEvent(
          db,
          {
            txHash: tx(n),
            logIndex,
            blockNumber: block++,
            blockHash: tx(1000 + n),
            blockTime: new Date(Number(at) * 1000),
          },
          e,
        ),
      );
    const request = (n: number, lost: string, replacement: string, readyAt: bigint) =>
      add(
        n,
        0,
        { kind: 'recovery_requested', account: lost, newAccount: replacement, readyAt, by: compliance },
        readyAt - DELAY,
      );
    // 1: requested long ago, then executed for two properties in one transaction.
    await request(1, LOST_1, address(INVESTOR_A), now - 10n);
    await add(2, 3, {
      kind: 'recovery_executed',
      account: LOST_1,
      newAccount: address(INVESTOR_A),
      token: TOKEN_X,
      amount: 5_000_000_000_000_000_000n,
      by: address(INVESTOR_A),
    });
    await add(2, 4, {
      kind: 'recovery_executed',
      account: LOST_1,
      newAccount: address(INVESTOR_A),
      token: TOKEN_Y,
      amount: 7n,
      by: address(INVESTOR_A),
    });
    // 2: requested, cancelled by the lost wallet itself, then requested again and still in its delay.
    await request(3, LOST_2, address(INVESTOR_B), now + 100n);
    await add(4, 0, {
      kind: 'recovery_cancelled',
      account: LOST_2,
      newAccount: address(INVESTOR_B),
      by: LOST_2,
    });
    await request(5, LOST_2, address(INVESTOR_C), now + DELAY);
    // 3: its delay ran out by the chain's clock, nobody acted yet.
    await request(6, LOST_3, address(INVESTOR_C), now);
    // 4: an approval is no recovery.
    await add(7, 0, { kind: 'approved', account: LOST_4, country: 840, expiry: 0n, by: compliance });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Compliance and the admin, not managers (docs/roles.md#api-access): the console's tab opens to the same.
  describeAdminGate(
    chain,
    () => t,
    [{ method: 'GET', url: '/custom_admin/recoveries/', passes: 200 }],
    'allowed',
    'refused',
  );

  it('test_each_request_lists_with_its_outcome_status_and_transactions_newest_first', async () => {
    const response = await list({ range: '[0,9]' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('recoveries 0-3/4');
    const rows = response.json() as Row[];
    expect(rows.map((r) => [r.lost, r.status])).toEqual([
      [getAddress(LOST_2), 'pending'],
      [getAddress(LOST_2), 'cancelled'],
      [getAddress(LOST_3), 'ready'],
      [getAddress(LOST_1), 'executed'],
    ]);
    const [pending, cancelled, ready, executed] = rows;
    expect(pending).toMatchObject({
      id: `${tx(5)}-0`,
      replacement: address(INVESTOR_C),
      requested_by: address(MANAGER),
      request_tx: tx(5),
      ready_at: new Date(Number(now + DELAY) * 1000).toISOString(),
      requested_at: new Date(Number(now) * 1000).toISOString(),
      cancel_tx: null,
      execute_tx: null,
      properties: [],
    });
    expect(ready?.ready_at).toBe(new Date(Number(now) * 1000).toISOString());
    expect(cancelled).toMatchObject({
      replacement: address(INVESTOR_B),
      cancelled_by: getAddress(LOST_2),
      cancel_tx: tx(4),
      executed_by: null,
    });
    expect(executed).toMatchObject({
      replacement: address(INVESTOR_A),
      executed_by: address(INVESTOR_A),
      execute_tx: tx(2),
      cancelled_by: null,
      properties: [
        { token: getAddress(TOKEN_X), amount: '5000000000000000000' },
        { token: getAddress(TOKEN_Y), amount: '7' },
      ],
    });
  });

  it('test_filters_by_status_lost_replacement_and_either_wallet', async () => {
    expect(await filtered({ status: 'ready' })).toEqual([getAddress(LOST_3)]);
    expect(await filtered({ status: ['pending', 'ready'] })).toEqual([
      getAddress(LOST_2),
      getAddress(LOST_3),
    ]);
    expect(await filtered({ lost: getAddress(LOST_1) })).toEqual([getAddress(LOST_1)]);
    expect(await filtered({ replacement: address(INVESTOR_C) })).toEqual([
      getAddress(LOST_2),
      getAddress(LOST_3),
    ]);
    expect(await filtered({ wallet: address(INVESTOR_B) })).toEqual([getAddress(LOST_2)]);
    expect(await filtered({ wallet: getAddress(LOST_1) })).toEqual([getAddress(LOST_1)]);
  });

  it('test_unknown_filter_or_sort_is_a_400_with_the_field', async () => {
    const badFilter = await list({ filter: '{"token":"x"}' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toHaveProperty('filter');
    const badSort = await list({ sort: '["by","ASC"]' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toHaveProperty('sort');
  });
});
