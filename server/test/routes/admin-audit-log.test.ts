// The back office's audit log (server/routes/custom-admin/audit-log.ts): the gate, entries written with
// auditLog.record inside a transaction (and none when it rolls back), chain entries idempotent per log, and the
// simple-rest filters (docs/audit-log.md#filters).
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAdminGate } from '../helpers/admin-gate.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { address, INVESTOR_A, MANAGER, USDT } from '../helpers/chain.ts';
import { chainPerFile, isolateChain } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();
const TOKEN = '0x00000000000000000000000000000000000000aA';
const TX = `0x${'ab'.repeat(32)}`;

describe.each(routeEngines())('custom_admin audit log on %s', (engine) => {
  isolateChain(chain);
  let t: TestApp;
  let manager: string;

  const list = async (query: Record<string, string>) => {
    const response = await t.app.inject({
      url: '/custom_admin/audit-log/',
      headers: t.bearer(manager),
      query,
    });
    return response;
  };
  const filtered = async (filter: Record<string, unknown>) =>
    (await list({ filter: JSON.stringify(filter), sort: '["id","ASC"]' })).json() as {
      action: string;
      subject_name: string | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
    manager = (await t.login(MANAGER)).access;
    const { auditLog } = t.app;
    await t.app.db.transaction(async (tx) => {
      await auditLog.record(tx, {
        action: 'record_updated',
        actor: address(MANAGER),
        subjectType: 'property',
        subjectId: TOKEN,
        before: { id: 12, name: 'Old' },
        after: { id: 12, name: 'New' },
      });
      const chainEntry = {
        action: 'price_announced',
        actor: address(INVESTOR_A),
        subjectType: 'property',
        subjectId: TOKEN,
        before: { price: '100' },
        after: { price: '120', effective_at: '1800000000' },
        chain: { txHash: TX, blockNumber: 7n, logIndex: 2, at: new Date('2026-01-02T03:04:05Z') },
      };
      await auditLog.record(tx, chainEntry);
      // Re-indexing the same log records nothing more.
      await auditLog.record(tx, { ...chainEntry, action: 'again' });
    });
    // A change that fails takes its entry with it.
    await expect(
      t.app.db.transaction(async (tx) => {
        await auditLog.record(tx, { action: 'lost', actor: null, subjectType: 'property', subjectId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
  });
  afterAll(async () => {
    await t?.close();
  });

  describeAdminGate(
    chain,
    () => t,
    [{ method: 'GET', url: '/custom_admin/audit-log/', passes: 200 }],
    'allowed',
  );

  it('test_entries_list_with_content_range_who_when_what_and_before_after', async () => {
    const response = await list({ range: '[0,9]', sort: '["id","ASC"]' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('audit-log 0-1/2');
    const [api, onChain] = response.json();
    expect(api).toMatchObject({
      source: 'api',
      action: 'record_updated',
      actor: address(MANAGER),
      subject_type: 'property',
      subject_id: getAddress(TOKEN),
      before: { id: 12, name: 'Old' },
      after: { id: 12, name: 'New' },
      tx_hash: null,
      block_number: null,
      log_index: null,
    });
    expect(onChain).toMatchObject({
      source: 'chain',
      action: 'price_announced',
      at: '2026-01-02T03:04:05.000Z',
      tx_hash: TX,
      block_number: 7,
      log_index: 2,
      after: { price: '120', effective_at: '1800000000' },
    });
  });

  it('test_filters_by_actor_subject_action_source_and_dates', async () => {
    expect(await filtered({ actor: address(MANAGER) })).toMatchObject([{ action: 'record_updated' }]);
    expect(await filtered({ actor: address(MANAGER).toLowerCase() })).toHaveLength(1);
    expect(await filtered({ subject: TOKEN.toLowerCase() })).toHaveLength(2);
    expect(await filtered({ subject: '12' })).toMatchObject([{ action: 'record_updated' }]);
    expect(await filtered({ subject: 13 })).toEqual([]);
    expect(await filtered({ action: 'price_announced' })).toHaveLength(1);
    expect(await filtered({ source: 'chain' })).toMatchObject([{ action: 'price_announced' }]);
    expect(await filtered({ at_gte: '2026-01-01', at_lte: '2026-01-03' })).toMatchObject([
      { action: 'price_announced' },
    ]);
    expect(await filtered({ at_lte: '2025-12-31' })).toEqual([]);
  });

  it('test_bad_filters_and_sorts_answer_400_with_the_field', async () => {
    const badDate = await list({ filter: '{"at_gte":"yesterday"}' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toEqual({ filter: ['Filter "at_gte" must be an ISO 8601 date.'] });
    const badSort = await list({ sort: '["before","ASC"]' });
    expect(badSort.statusCode).toBe(400);
    expect(Object.keys(badSort.json())).toEqual(['sort']);
  });

  it('test_many_entries_written_together_keep_their_order_and_skip_a_log_already_recorded', async () => {
    // The indexer writes the entries of a transaction of logs together: more than one statement's worth here.
    const bulkTx = `0x${'cd'.repeat(32)}`;
    const entries = Array.from({ length: 1203 }, (_, logIndex) => ({
      action: 'bulk_entry',
      actor: address(INVESTOR_A),
      subjectType: 'property',
      subjectId: TOKEN,
      after: { n: String(logIndex) },
      chain: { txHash: bulkTx, blockNumber: 9n, logIndex, at: new Date('2026-02-01T00:00:00Z') },
    }));
    await t.app.db.transaction(async (tx) => {
      await t.app.auditLog.recordMany(tx, entries);
      // The same log again (a block read twice) adds nothing and changes nothing.
      await t.app.auditLog.recordMany(tx, [{ ...entries[600], action: 'again' } as (typeof entries)[number]]);
    });
    const page = async (range: string) =>
      list({ filter: JSON.stringify({ tx_hash: bulkTx }), sort: '["id","ASC"]', range });
    const first = await page('[0,999]');
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.headers['content-range']).toBe('audit-log 0-999/1203');
    const rest = await page('[1000,1299]');
    type Row = { action: string; log_index: number; after: { n: string } };
    const rows = [...(first.json() as Row[]), ...(rest.json() as Row[])];
    expect(rows.map((r) => r.log_index)).toEqual(entries.map((e) => e.chain.logIndex));
    expect(rows.every((r, i) => r.action === 'bulk_entry' && r.after.n === String(i))).toBe(true);
  });

  it('test_entries_name_their_property_subject', async () => {
    // The console shows a property by its name, not its address (#27).
    const token = await chain().createProperty('Named Tower', 100n, 10n * USDT, 86_400n);
    await t.app.indexer.tick();
    const entries = await filtered({ subject: token.toLowerCase() });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.subject_name).toBe('Named Tower');
    const unknown = await filtered({ subject: TOKEN.toLowerCase() });
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.filter((e) => e.subject_name !== null)).toEqual([]);
  });
});
