// The indexer: killed mid-backfill and restarted loses and duplicates nothing; a database rebuilt from the
// chain holds identical records; a reorg below the checkpoint rewinds; on PostgreSQL one process leads.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Address, Log } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { LockLostError } from '../db/database.ts';
import { INDEXER_LOCK_KEY } from '../indexer/indexer.ts';
import { transactionGroups } from '../indexer/store-logs.ts';
import { vaultEvents } from '../lib/contracts.ts';
import { collectLogs, createPostgresDatabase, createTestApp, engines } from './helpers/app.ts';
import {
  ADMIN,
  address,
  FUND_MANAGER,
  INVESTOR_A,
  INVESTOR_B,
  INVESTOR_C,
  M2,
  MANAGER,
  USDT,
} from './helpers/chain.ts';
import { chainPerFile, isolateChain } from './helpers/chain-hooks.ts';
import { dumpRecords } from './helpers/records.ts';
import { startRpcFront } from './helpers/rpc-front.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
/** Certificates are signed by the configured key: a rebuild with the same key yields the same signatures. */
const SIGNER_KEY = generatePrivateKey();
const chain = chainPerFile();
let tokens: Address[];
let head: bigint;

beforeAll(async () => {
  // History worth indexing: properties, buys, a sell, a transfer, a delisting; then empty blocks to backfill.
  tokens = [
    await chain().createProperty('Harbour <Loft>', 800n, 50n * USDT, 86_400n),
    await chain().createProperty('Garden Flat', 300n),
  ];
  for (const [i, investor] of [INVESTOR_A, INVESTOR_B, INVESTOR_C, INVESTOR_A, INVESTOR_B].entries()) {
    await chain().buy(investor, tokens[i % 2] as Address, BigInt(i + 1) * M2);
  }
  await chain().increaseTime(86_520);
  await chain().sell(INVESTOR_A, tokens[0] as Address, 1n * M2);
  await chain().approveInvestor('0x000000000000000000000000000000000000dEaD');
  await chain().transfer(
    INVESTOR_C,
    tokens[0] as Address,
    '0x000000000000000000000000000000000000dEaD',
    1n * M2,
  );
  await chain().delist(tokens[1] as Address, false);
  await chain().mine(400);
  head = await chain().client.getBlockNumber();
});

async function health(port: number): Promise<{ indexer: { checkpoint_block: number | null } } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return (await response.json()) as { indexer: { checkpoint_block: number | null } };
  } catch {
    return null;
  }
}

describe('indexer transactions', () => {
  it('test_transactionGroups_keeps_blocks_whole_and_bounds_the_rest', () => {
    const log = (block: number, logIndex: number) =>
      ({ blockNumber: BigInt(block), logIndex }) as unknown as Log<bigint, number, false>;
    const logs = [
      ...[0, 1, 2].map((i) => log(12, i)),
      ...[0, 1, 2].map((i) => log(10, i)),
      ...Array.from({ length: 9 }, (_, i) => log(11, 8 - i)),
      log(13, 0),
    ];
    const groups = transactionGroups(logs, 4).map((group) =>
      group.map((l) => `${l.blockNumber}:${l.logIndex}`),
    );
    // Chain order; a group closes at the first block boundary once it holds 4 logs; block 11 is never split.
    expect(groups).toEqual([
      ['10:0', '10:1', '10:2', ...Array.from({ length: 9 }, (_, i) => `11:${i}`)],
      ['12:0', '12:1', '12:2', '13:0'],
    ]);
    expect(transactionGroups([], 4)).toEqual([]);
  });
});

// Trade times come from the logs' blockTimestamp when the node sends it, else from block headers read in
// JSON-RPC batches: never one round trip per block (docs/operations.md#indexer-leadership).
describe('indexer block timestamps', () => {
  async function rebuildThrough(strip: boolean) {
    const front = await startRpcFront(chain().rpcUrl, async (request, forward) => {
      if (!strip || request.method !== 'eth_getLogs') return undefined;
      const reply = await forward(request);
      const logs = reply.result as Record<string, unknown>[];
      return { ...reply, result: logs.map(({ blockTimestamp: _dropped, ...log }) => log) };
    });
    const t = await createTestApp(chain(), 'pglite', { rpcUrl: front.url, certificateSignerKey: SIGNER_KEY });
    try {
      await t.app.indexer.tick();
      return { records: await dumpRecords(t.app.db), front };
    } finally {
      await t.close();
      await front.stop();
    }
  }

  it('test_trade_times_come_from_logs_or_batched_headers_and_agree_with_the_chain', async () => {
    const fromLogs = await rebuildThrough(false);
    const fromHeaders = await rebuildThrough(true);
    expect(fromHeaders.records).toEqual(fromLogs.records);

    // Each purchase is dated by its block.
    const purchases = fromHeaders.records.purchases as { block_number: number | string; block_time: Date }[];
    expect(purchases.length).toBeGreaterThan(0);
    for (const purchase of purchases) {
      const block = await chain().client.getBlock({ blockNumber: BigInt(purchase.block_number) });
      expect(new Date(purchase.block_time).getTime()).toBe(Number(block.timestamp) * 1000);
    }

    // Without timestamps in the logs the headers of the dated blocks (trades, income, refunds and audited admin
    // events, the allow-list's included) were read in one batch per chunk.
    const r = fromHeaders.records;
    const dated = [
      r.purchases,
      r.sales,
      r.income_distributions,
      r.income_payments,
      r.refund_claims,
      r.audit_log,
    ];
    const tradeBlocks = new Set(
      dated.flatMap((rows) =>
        (rows as { block_number: number | string }[]).map((row) => String(row.block_number)),
      ),
    ).size;
    expect(fromHeaders.front.calls('eth_getBlockByNumber')).toBeGreaterThanOrEqual(tradeBlocks);
    expect(fromHeaders.front.requests('eth_getBlockByNumber')).toBeLessThan(tradeBlocks);
    // With them (anvil sends blockTimestamp), no trade block header was read at all.
    expect(
      fromHeaders.front.calls('eth_getBlockByNumber') - fromLogs.front.calls('eth_getBlockByNumber'),
    ).toBe(tradeBlocks);
  });
});

describe.each(engines())('indexer on %s', (engine) => {
  it('test_killed_mid_backfill_resumes_without_loss_or_duplicates', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'indexer-kill-'));
    if (engine === 'pglite')
      cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    const database = engine === 'postgres' ? await createPostgresDatabase() : null;
    const port = await freePort();
    let child: ChildProcess | null = spawn(process.execPath, ['server/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        RPC_URL: chain().rpcUrl,
        DEPLOYMENTS_FILE: chain().deploymentsFile,
        INDEXER_BATCH_BLOCKS: '1',
        INDEXER_INTERVAL_MS: '10',
        LOG_LEVEL: 'silent',
        CERTIFICATE_SIGNER_KEY: SIGNER_KEY,
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
    try {
      // Kill it hard once it is well into the backfill, and well before the end.
      const start = BigInt(chain().deployment.startBlock);
      let killedAt: number | null = null;
      for (let i = 0; i < 3000 && killedAt === null; i++) {
        const checkpoint = (await health(port))?.indexer.checkpoint_block ?? null;
        if (checkpoint !== null && BigInt(checkpoint) > start + 20n) {
          child.kill('SIGKILL');
          killedAt = checkpoint;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      await new Promise((resolve) =>
        child?.exitCode !== null || child?.signalCode ? resolve(null) : child?.once('exit', resolve),
      );
      child = null;
      expect(killedAt).not.toBeNull();
      expect(BigInt(killedAt ?? 0)).toBeLessThan(head);

      // Restart on the same data (the PGlite lock left by the killed process is taken over) and finish.
      const resumed = await createTestApp(chain(), engine, {
        dataDir,
        database,
        certificateSignerKey: SIGNER_KEY,
      });
      await resumed.app.indexer.tick();
      expect((await resumed.app.indexer.status()).checkpointBlock).toBe(head);
      const afterRestart = await dumpRecords(resumed.app.db);
      await resumed.close();

      // A database rebuilt from nothing holds the very same records.
      const rebuilt = await createTestApp(chain(), engine, { certificateSignerKey: SIGNER_KEY });
      await rebuilt.app.indexer.tick();
      const fromScratch = await dumpRecords(rebuilt.app.db);
      await rebuilt.close();
      expect(afterRestart).toEqual(fromScratch);

      const bought = vaultEvents(
        await chain().client.getLogs({
          address: chain().deployment.VaultTrader,
          fromBlock: start,
          toBlock: head,
        }),
        'Bought',
      );
      expect(fromScratch.purchases).toHaveLength(bought.length);
      expect(fromScratch.certificates).toHaveLength(bought.length);
      expect(fromScratch.sales).toHaveLength(1);
      expect(fromScratch.chain_properties).toHaveLength(2);
      expect(fromScratch.property_state_events).toEqual([
        expect.objectContaining({ kind: 'delisted', value: 'false' }),
      ]);
      // The admin events are in the audit log, restored by the rebuild like every other record.
      const actions = (fromScratch.audit_log as { action: string }[]).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'property_created')).toHaveLength(2);
      expect(actions).toContain('property_delisted');
      expect(actions).toContain('role_granted');
    } finally {
      child?.kill('SIGKILL');
      if (database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // PGlite runs one statement at a time for the whole process: a request's query must not wait for the catch-up.
  it.runIf(engine === 'pglite')(
    'test_catch_up_leaves_the_database_to_requests_between_short_transactions',
    async () => {
      const t = await createTestApp(chain(), engine, { certificateSignerKey: SIGNER_KEY });
      try {
        const original = t.app.db.transaction.bind(t.app.db);
        let committed = 0;
        let answeredAfter: number | null = null;
        let request: Promise<unknown> | null = null;
        vi.spyOn(t.app.db, 'transaction').mockImplementation(async (fn) => {
          const result = await original(fn);
          committed++;
          if (committed === 1) {
            request = t.app.db.query('select 1').then(() => {
              answeredAfter = committed;
            });
          }
          return result;
        });
        await t.app.indexer.tick();
        await request;
        expect((await t.app.indexer.status()).checkpointBlock).toBe(head);
        // Many short transactions, and the request's query went through after at most one more of them.
        expect(committed).toBeGreaterThan(4);
        expect(answeredAfter).not.toBeNull();
        expect(answeredAfter ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(2);
      } finally {
        vi.restoreAllMocks();
        await t.close();
      }
    },
  );

  describe('audit', () => {
    isolateChain(chain);

    // What is logged does not depend on the engine: one run is enough (PostgreSQL when there is one).
    it.runIf(engine === engines().at(-1))(
      'test_role_price_and_pause_changes_read_from_the_chain_are_audited',
      async () => {
        const logs = collectLogs();
        const t = await createTestApp(chain(), engine, { logger: logs.logger });
        try {
          await t.app.indexer.tick();
          const before = logs.lines.length;
          await chain().grantManager(address(INVESTOR_C));
          await chain().revokeManager(address(INVESTOR_C));
          const price = await chain().reader.lens.read.getPropertyView([tokens[0] as Address]);
          const newPrice = (price.currentPrice * 11n) / 10n;
          await chain().changePrice(tokens[0] as Address, newPrice);
          await chain().pause();
          await chain().unpause();
          await t.app.indexer.tick();
          const audits = logs.lines.slice(before).filter((l) => String(l.audit ?? '').startsWith('chain.'));
          const admin = address(ADMIN);
          expect(audits.map((l) => l.audit)).toEqual([
            'chain.role_granted',
            'chain.role_revoked',
            'chain.price_updated',
            'chain.trading_paused',
            'chain.trading_resumed',
          ]);
          expect(audits[0]).toMatchObject({
            level: 30,
            component: 'indexer',
            role: 'MANAGER_ROLE',
            account: address(INVESTOR_C),
            sender: admin,
            block: expect.stringMatching(/^[0-9]+$/),
            tx: expect.stringMatching(/^0x[0-9a-f]{64}$/),
          });
          expect(audits[2]).toMatchObject({
            token: tokens[0],
            new_price: newPrice.toString(),
            effective_at: expect.stringMatching(/^[0-9]+$/),
          });
          expect(audits[3]).toMatchObject({ account: admin });
        } finally {
          await t.close();
        }
      },
    );
  });

  describe('audit log', () => {
    isolateChain(chain);

    // The entries do not depend on the engine: one run is enough (PostgreSQL when there is one).
    it.runIf(engine === engines().at(-1))(
      'test_admin_events_become_audit_entries_with_sender_block_time_and_before_after',
      async () => {
        // Senders are read in JSON-RPC batches: count the HTTP requests against the calls.
        const front = await startRpcFront(chain().rpcUrl, async () => undefined);
        const t = await createTestApp(chain(), engine, { rpcUrl: front.url });
        try {
          await t.app.indexer.tick();
          const seen = (await t.app.auditLog.list({})).total;
          const token = tokens[0] as Address;
          const manager = address(INVESTOR_C);
          await chain().grantManager(manager);
          await chain().revokeManager(manager);
          const { currentPrice } = await chain().reader.lens.read.getPropertyView([token]);
          const announced = await chain().changePrice(token, (currentPrice * 11n) / 10n);
          await chain().setLockDuration(token, 2n * 86_400n);
          // Closures and withdrawals beyond the free share are announced first (docs/money-rules.md).
          const closing = await chain().setSellEnabled(token, false);
          await chain().cancelClosure(token);
          await chain().deposit(token, 5n * USDT);
          await chain().announceWithdrawal(token, 2n * USDT);
          await chain().cancelWithdrawal(token);
          const withdrawn = await chain().withdraw(token);
          await chain().pause();
          await chain().unpause();
          await chain().freezeInvestor(address(INVESTOR_B));
          await chain().unfreezeInvestor(address(INVESTOR_B));
          await chain().revokeInvestor(address(INVESTOR_B));
          const requestsBefore = front.requests('eth_getTransactionByHash');
          const callsBefore = front.calls('eth_getTransactionByHash');
          await t.app.indexer.tick();
          // Sixteen admin transactions, their senders read in one batch.
          expect(front.calls('eth_getTransactionByHash') - callsBefore).toBe(16);
          expect(front.requests('eth_getTransactionByHash') - requestsBefore).toBe(1);

          const page = await t.app.auditLog.list({ sort: '["id","ASC"]' });
          const entries = page.items.slice(seen);
          expect(entries.map((entry) => entry.action)).toEqual([
            'role_granted',
            'role_revoked',
            'price_proposed',
            'price_announced',
            'lock_duration_changed',
            'closure_announced',
            'closure_cancelled',
            'deposited',
            'withdrawal_announced',
            'withdrawal_cancelled',
            'withdrawn',
            'trading_paused',
            'trading_resumed',
            'investor_frozen',
            'investor_unfrozen',
            'investor_revoked',
          ]);
          for (const entry of entries) expect(entry).toMatchObject({ source: 'chain' });
          expect(entries[0]).toMatchObject({
            actor: address(ADMIN),
            subject_type: 'account',
            subject_id: manager,
            after: { role: 'MANAGER_ROLE', has_role: true },
          });
          const block = await chain().client.getBlock({ blockNumber: announced.blockNumber });
          expect(entries[3]).toMatchObject({
            actor: address(FUND_MANAGER),
            subject_type: 'property',
            subject_id: token,
            before: { price: currentPrice.toString() },
            after: { price: ((currentPrice * 11n) / 10n).toString() },
            tx_hash: announced.transactionHash,
            block_number: Number(announced.blockNumber),
            at: new Date(Number(block.timestamp) * 1000),
          });
          expect(entries[2]?.actor).toBe(address(MANAGER));
          expect(entries[4]).toMatchObject({
            before: { lock_duration: '86400' },
            after: { lock_duration: '172800' },
          });
          const closingBlock = await chain().client.getBlock({ blockNumber: closing.blockNumber });
          const notice = await chain().reader.registry.read.CLOSURE_NOTICE();
          expect(entries[5]).toMatchObject({
            actor: address(MANAGER),
            subject_type: 'property',
            subject_id: token,
            after: { closure: 'sell_back', effective_at: (closingBlock.timestamp + notice).toString() },
            tx_hash: closing.transactionHash,
          });
          expect(entries[6]).toMatchObject({
            actor: address(MANAGER),
            subject_type: 'property',
            subject_id: token,
            before: { closure: 'sell_back' },
          });
          expect(entries[7]).toMatchObject({
            actor: address(ADMIN),
            subject_type: 'bucket',
            subject_id: token,
            after: { from: address(ADMIN).toLowerCase(), amount: (5n * USDT).toString() },
          });
          expect(entries[8]).toMatchObject({
            actor: address(ADMIN),
            subject_type: 'bucket',
            subject_id: token,
            after: { amount: (2n * USDT).toString() },
          });
          expect(entries[8]?.after?.effective_at).toMatch(/^[0-9]+$/);
          expect(entries[9]).toMatchObject({
            actor: address(ADMIN),
            subject_type: 'bucket',
            subject_id: token,
          });
          // Without notice only the free share leaves, and only to the treasury (the admin on a local deploy).
          const [paid] = vaultEvents(withdrawn.logs, 'Withdrawn');
          expect(entries[10]).toMatchObject({
            subject_type: 'bucket',
            after: { destination: address(ADMIN).toLowerCase(), amount: paid?.args.amount.toString() },
          });
          expect(entries[11]).toMatchObject({ subject_type: 'vault', after: { paused: true } });
          expect(entries[15]).toMatchObject({
            actor: address(ADMIN),
            subject_type: 'investor',
            subject_id: address(INVESTOR_B),
            before: { verified: true },
            after: { verified: false },
          });
          // The deployment approved the local accounts (and the set-up 0x…dEaD): the allow-list's history is in
          // the log from its start.
          const approvals = await t.app.auditLog.list({ filter: '{"action":"investor_approved"}' });
          expect(approvals.total).toBe(11);
          expect(approvals.items[0]).toMatchObject({ after: { verified: true, country: 0, expiry: 0 } });

          // Indexing the same blocks again (a receipt of one of them, a second pass) adds nothing.
          await t.app.indexer.recordReceipt(
            await chain().client.getTransactionReceipt({ hash: announced.transactionHash }),
          );
          expect((await t.app.auditLog.list({})).total).toBe(page.total);
        } finally {
          await t.close();
          await front.stop();
        }
      },
    );
  });

  describe('reorg', () => {
    isolateChain(chain);

    it('test_reorg_below_checkpoint_rewinds_and_rereads', async () => {
      const t = await createTestApp(chain(), engine, { certificateSignerKey: SIGNER_KEY });
      try {
        await t.app.indexer.tick();
        const before = await chain().snapshot();
        const orphan = await chain().buy(INVESTOR_B, tokens[0] as Address, 2n * M2);
        await t.app.indexer.tick();
        expect((await dumpRecords(t.app.db)).purchases).toContainEqual(
          expect.objectContaining({ tx_hash: orphan.transactionHash }),
        );
        // The block of that purchase is replaced by another history of the same height.
        await chain().revert(before);
        const replacement = await chain().buy(INVESTOR_C, tokens[0] as Address, 3n * M2);
        expect(replacement.blockNumber).toBe(orphan.blockNumber);
        await t.app.indexer.tick();
        const purchases = (await dumpRecords(t.app.db)).purchases as { tx_hash: string }[];
        expect(purchases.map((p) => p.tx_hash)).not.toContain(orphan.transactionHash);
        expect(purchases.map((p) => p.tx_hash)).toContain(replacement.transactionHash);
        const rebuilt = await createTestApp(chain(), engine, { certificateSignerKey: SIGNER_KEY });
        await rebuilt.app.indexer.tick();
        expect(await dumpRecords(t.app.db)).toEqual(await dumpRecords(rebuilt.app.db));
        await rebuilt.close();
      } finally {
        await t.close();
      }
    });
  });
});

describe.runIf(engines().includes('postgres'))('indexer leadership on postgres', () => {
  it('test_one_leader_among_processes_sharing_a_database_and_takeover', async () => {
    const database = await createPostgresDatabase();
    const options = { database, indexer: true, indexerIntervalMs: 50 };
    const first = await createTestApp(chain(), 'postgres', options);
    const second = await createTestApp(chain(), 'postgres', options);
    // True as soon as the condition holds (evaluated once per try: a second reading could catch the next change).
    const until = async (condition: () => Promise<boolean>) => {
      for (let i = 0; i < 100; i++) {
        if (await condition()) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    };
    try {
      const leaderOf = async () => [
        (await first.app.indexer.status()).leader,
        (await second.app.indexer.status()).leader,
      ];
      expect(await until(async () => (await leaderOf()).some(Boolean))).toBe(true);
      const leaders = await leaderOf();
      expect(leaders.filter(Boolean)).toHaveLength(1);
      const [leader, follower] = leaders[0] ? [first, second] : [second, first];
      expect(await until(async () => (await follower.app.indexer.status()).checkpointBlock === head)).toBe(
        true,
      );
      await leader.app.close();
      expect(await until(async () => (await follower.app.indexer.status()).leader)).toBe(true);
    } finally {
      await first.app.close().catch(() => {});
      await second.app.close().catch(() => {});
      await database.drop();
    }
  });

  /** An admin session on `url`, and the pids holding advisory lock `key` there. */
  async function adminOf(url: string) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    return {
      holders: async (key: number) =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_locks where locktype = 'advisory' and objid = $1 and granted`,
            [key],
          )
        ).rows.map((r) => r.pid),
      terminate: (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]),
      end: () => admin.end(),
    };
  }
  // True as soon as the condition holds (evaluated once per try: a second reading could catch the next change,
  // which the checks that follow look at).
  const until = async (condition: () => Promise<boolean>, tries = 200) => {
    for (let i = 0; i < tries; i++) {
      if (await condition()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  it('test_lock_session_cut_is_noticed_and_fences_the_writes_of_the_old_holder', async () => {
    const database = await createPostgresDatabase();
    const t = await createTestApp(chain(), 'postgres', { database });
    const admin = await adminOf(database.url);
    try {
      const key = 9_999_001;
      const lock = await t.app.db.tryAdvisoryLock(key);
      if (!lock) throw new Error('no lock');
      await t.app.db.transaction((tx) => lock.assertHeld(tx));
      const [pid] = await admin.holders(key);
      await admin.terminate(pid ?? 0);
      expect(await until(async () => lock.lost())).toBe(true);
      await expect(t.app.db.transaction((tx) => lock.assertHeld(tx))).rejects.toThrow(LockLostError);
      // The lock went with the session: anyone may take it again.
      const again = await t.app.db.tryAdvisoryLock(key);
      expect(again).not.toBeNull();
      await again?.release();
    } finally {
      await admin.end();
      await t.close();
      await database.drop();
    }
  });

  it('test_leader_lock_session_cut_steps_down_and_exactly_one_process_leads', async () => {
    const database = await createPostgresDatabase();
    const options = { database, indexer: true, indexerIntervalMs: 50 };
    const first = await createTestApp(chain(), 'postgres', options);
    const second = await createTestApp(chain(), 'postgres', options);
    const admin = await adminOf(database.url);
    try {
      const leaders = async () =>
        [(await first.app.indexer.status()).leader, (await second.app.indexer.status()).leader].filter(
          Boolean,
        ).length;
      expect(await until(async () => (await leaders()) === 1)).toBe(true);
      const [pid] = await admin.holders(INDEXER_LOCK_KEY);
      await admin.terminate(pid ?? 0);
      // The old leader steps down; one process (either) leads again, and what the processes say matches the
      // database: one holder of the lock, one process calling itself leader.
      expect(
        await until(
          async () => (await admin.holders(INDEXER_LOCK_KEY)).length === 1 && (await leaders()) === 1,
        ),
      ).toBe(true);
      for (let i = 0; i < 10; i++) {
        expect(await leaders()).toBeLessThanOrEqual(1);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect(await leaders()).toBe(1);
      expect(await admin.holders(INDEXER_LOCK_KEY)).toHaveLength(1);
    } finally {
      await admin.end();
      await first.app.close().catch(() => {});
      await second.app.close().catch(() => {});
      await database.drop();
    }
  });
});
