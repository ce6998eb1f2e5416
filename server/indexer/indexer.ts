// Follows the chain from the deployment block and records VaultTrader trades, PropertyToken transfers and
// locks, and registry listings. Only blocks CONFIRMATIONS deep are recorded; each chunk of blocks is one
// transaction that also moves the checkpoint, so a crash resumes where the last chunk ended, and every insert
// is idempotent on (chain id, tx hash, log index). A checkpoint whose block hash changed (a reorg deeper than
// CONFIRMATIONS) rewinds and re-reads (reorg.ts). On PostgreSQL one process leads (advisory lock); the others serve
// only. What it reads from the node is in read-range.ts; the newest blocks above the checkpoint, in head-watch.ts.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Address, getAddress, type Hash, type TransactionReceipt } from 'viem';
import type { AdvisoryLock, Database } from '../db/database.ts';
import { vaultEvents } from '../lib/contracts.ts';
import { ChainUnavailableError } from '../lib/errors.ts';
import { pollLoop } from '../lib/poll-loop.ts';
import type { Chain } from '../plugins/app/chain.ts';
import type { AuditLogRepository } from '../plugins/app/repositories/audit-log.ts';
import type { CertificatesRepository } from '../plugins/app/repositories/certificates.ts';
import type { ChainRecordsRepository } from '../plugins/app/repositories/chain-records.ts';
import type { PropertiesRepository } from '../plugins/app/repositories/properties.ts';
import type { PropertyFiguresRepository } from '../plugins/app/repositories/property-figures.ts';
import { type Effects, emptyEffects, mergeEffects } from './effects.ts';
import { createHeadWatch } from './head-watch.ts';
import { issueCertificates, type Signer } from './issue-certificates.ts';
import { refreshFigures, type Touched, touchedProperties } from './property-figures.ts';
import { type AnyLog, blockTimes, readRange } from './read-range.ts';
import { verifiedStart } from './reorg.ts';
import { auditedLogs, storeLogs, transactionGroups } from './store-logs.ts';

const STREAM = 'main';
/**
 * The figures mark (docs/api.md#indexed-block): every block up to it is recorded and the figures of what it
 * touched were reread after it, so chain_property_figures reflects at least that block.
 */
export const FIGURES_STREAM = 'figures';
const STREAMS = { main: STREAM, figures: FIGURES_STREAM };
/** Advisory lock key of the indexer leader (per database). */
export const INDEXER_LOCK_KEY = 72_410_002;
/**
 * Logs recorded per transaction (whole blocks; a block with more stays in one). PGlite runs one statement at a
 * time for the whole process, so its transactions must stay a few milliseconds long for requests to get through;
 * PostgreSQL serves requests on other connections meanwhile, and fewer commits catch up faster.
 */
export const LOGS_PER_TRANSACTION = { pglite: 4, postgres: 200 } as const;
/** A follower asks for the leader lock again every this many polling intervals. */
const LEADER_RETRY_INTERVALS = 5;

export type IndexerDeps = {
  db: Database;
  chain: Chain;
  records: ChainRecordsRepository;
  auditLog: AuditLogRepository;
  certificates: CertificatesRepository;
  properties: PropertiesRepository;
  figures: PropertyFiguresRepository;
  signer: Signer;
  log: FastifyBaseLogger;
  confirmations: number;
  batchBlocks: number;
  intervalMs: number;
  /** Called after a transaction committed, with what it changed. */
  onEffects(effects: Effects): Promise<void>;
};

export type IndexerStatus = {
  enabled: boolean;
  leader: boolean;
  checkpointBlock: bigint | null;
};

export function createIndexer(deps: IndexerDeps) {
  const { db, chain, records, log } = deps;
  let leaderLock: AdvisoryLock | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  /** Counters for the tests, the bench and the metrics (`logs`: chain events recorded). */
  const stats = { transactions: 0, logs: 0 };

  /** Runs `fn` after every earlier indexing step finished (ticks and receipts never interleave here). */
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => {});
    return next;
  };

  const addresses = () => {
    const d = chain.contracts();
    return {
      registry: d.MasterRegistry,
      vault: d.VaultTrader,
      identity: d.IdentityRegistry as Address | undefined,
      startBlock: BigInt(d.startBlock),
    };
  };

  /** Certificates of purchases `ids` (null: every purchase still without one, e.g. after a crash). */
  let sweepCertificates = true;
  async function certify(ids: number[] | null) {
    try {
      await issueCertificates(db, records, deps.certificates, deps.signer, ids);
    } catch (error) {
      sweepCertificates = true;
      throw error;
    }
  }

  /** Rereads the figures of what `touched` names (plus new and due properties); flags the catalogue if any. */
  async function refresh(touched: Touched, effects: Effects) {
    const written = await refreshFigures({ chain, figures: deps.figures }, touched, await chain.latestTime());
    if (written > 0) effects.catalog = true;
  }

  const watchHead = createHeadWatch({
    db,
    chain,
    records,
    refresh,
    onEffects: deps.onEffects,
    streams: STREAMS,
  });

  async function afterCommit(effects: Effects) {
    if (effects.catalog || effects.roleAccounts.size > 0 || effects.delisted.length > 0)
      await deps.onEffects(effects);
  }

  /**
   * Stores logs (plus certificates and delisted records), optionally moving the checkpoint. Each group of about
   * LOGS_PER_TRANSACTION logs (whole blocks) is one short transaction that also moves the checkpoint to its last
   * block, and the event loop runs other work between two of them: PGlite runs one statement at a time, so a long
   * transaction would hold every request waiting for the database.
   */
  async function commit(
    logs: AnyLog[],
    tokens: Set<string>,
    checkpoint: { block: bigint; hash: Hash } | null,
    fence: AdvisoryLock | null = null,
  ) {
    const { registry, vault, identity } = addresses();
    // Admin events need their block's time and their transaction's sender: the senders of the whole range are
    // read in one JSON-RPC batch (docs/audit-log.md#actions).
    const audited = auditedLogs(logs, { registry, vault, identity });
    const times = await blockTimes(chain, logs, vault, audited, identity);
    const senders = await chain.transactionSenders([...new Set(audited.map((l) => l.transactionHash))]);
    const sink = { auditLog: deps.auditLog, senders };
    const groups = transactionGroups(logs, LOGS_PER_TRANSACTION[db.engine]);
    if (groups.length === 0) groups.push([]);
    const effects = emptyEffects();
    for (const [i, group] of groups.entries()) {
      const lastLog = group[group.length - 1];
      const mark =
        i === groups.length - 1
          ? checkpoint
          : checkpoint && lastLog
            ? { block: lastLog.blockNumber, hash: lastLog.blockHash }
            : null;
      const stored = await db.transaction(async (tx) => {
        // A leader that lost its lock (its session died and another process may lead now) writes nothing more.
        await fence?.assertHeld(tx);
        const result = await storeLogs(
          tx,
          records,
          { registry, vault, identity },
          tokens,
          group,
          times,
          sink,
          chain.chainId,
        );
        if (mark) await records.saveCheckpoint(tx, STREAM, mark.block, mark.hash);
        return result;
      });
      mergeEffects(effects, stored);
      stats.transactions++;
      stats.logs += group.length;
      await yieldToEventLoop();
      await certify(stored.purchases.map((p) => p.id));
    }
    for (const token of effects.delisted) {
      if (await deps.properties.markDelisted(token)) effects.catalog = true;
    }
    await refresh(touchedProperties(logs, { registry, vault }, tokens), effects);
    if (checkpoint) await records.raiseCheckpoint(db, FIGURES_STREAM, checkpoint.block);
    for (const { audit, ...fields } of effects.audit) log.info({ audit, ...fields }, audit);
    await afterCommit(effects);
    return effects;
  }

  /**
   * Reads and records confirmed blocks up to the safe head; `maxChunks` bounds the work (tests). `fence` is the
   * leader lock every transaction checks first, when leading.
   */
  async function catchUp(
    maxChunks = Number.POSITIVE_INFINITY,
    fence: AdvisoryLock | null = null,
  ): Promise<void> {
    const { registry, vault, identity, startBlock } = addresses();
    if (sweepCertificates) {
      await certify(null);
      sweepCertificates = false;
    }
    const head = await chain.blockNumber();
    const safeHead = head - BigInt(deps.confirmations);
    let from = await verifiedStart(deps, db, STREAMS, startBlock, fence);
    const tokens = new Set(await records.knownTokens(db));
    let span = BigInt(deps.batchBlocks);
    for (let chunk = 0; from <= safeHead && chunk < maxChunks && !loop.stopping; chunk++) {
      const to = from + span - 1n < safeHead ? from + span - 1n : safeHead;
      let logs: AnyLog[];
      try {
        logs = await readRange(chain, { registry, vault, identity }, tokens, from, to);
      } catch (error) {
        // Nodes cap eth_getLogs (block span or result count) and refuse the call: read smaller ranges until one
        // passes. A node that does not answer at all is retried on the next pass.
        const unreachable = error instanceof ChainUnavailableError && error.failure === 'unreachable';
        if (unreachable || span === 1n) throw error;
        span = span / 2n;
        log.debug({ err: error, span: span.toString() }, 'indexer: narrowing the log range');
        continue;
      }
      const toBlock = await chain.block(to);
      await commit(logs, tokens, { block: to, hash: toBlock.hash }, fence);
      from = to + 1n;
    }
    // Announced prices that came into force since, and properties the logs did not show yet.
    const due = emptyEffects();
    await refresh({ tokens: new Set(), all: false }, due);
    await afterCommit(due);
    if (deps.confirmations > 0) await watchHead(head, registry, vault);
  }

  /**
   * Makes sure `token` is recorded as a property (a receipt may arrive before the indexer got there). Built from
   * the registry and lens views, not by scanning logs since the deployment block: nodes such as BSC's cap the
   * block range of eth_getLogs. The indexer completes the row when it reaches the PropertyCreated log.
   */
  async function ensureProperty(token: Address, tokens: Set<string>, atBlock: bigint) {
    if (tokens.has(token.toLowerCase())) return;
    if (!(await chain.isProperty(token))) return;
    const view = await chain.propertyView(token);
    await records.addPropertyFromViews(db, atBlock, {
      token,
      name: view.name,
      totalM2: view.totalM2,
      price: view.initialPrice,
      lockDuration: view.lockDuration,
    });
    tokens.add(token.toLowerCase());
  }

  /** Each pass takes the leader lock if free (a follower retries less often) and catches up to the head. */
  const loop = pollLoop({
    pass: async () => {
      if (leaderLock?.lost()) {
        log.warn('indexer: the leader lock went with its database session; stepping down');
        await leaderLock.release();
        leaderLock = null;
      }
      leaderLock ??= await db.tryAdvisoryLock(INDEXER_LOCK_KEY);
      const lock = leaderLock;
      if (!lock) return deps.intervalMs * LEADER_RETRY_INTERVALS;
      if (chain.loadDeployment()) await serial(() => catchUp(Number.POSITIVE_INFINITY, lock));
    },
    intervalMs: deps.intervalMs,
    onError: (error) => log.warn({ err: error }, 'indexer pass failed; retrying'),
  });

  return {
    /** One indexing pass (used by the loop, the tests and the bench). */
    tick: (maxChunks?: number) => serial(() => catchUp(maxChunks)),

    /**
     * Records the logs of one confirmed receipt at once (POST /purchases/create|sell/): its VaultTrader trades and
     * the property-token transfers and locks, with certificates. Idempotent with the indexer.
     */
    recordReceipt: (receipt: TransactionReceipt) =>
      serial(async () => {
        const { registry, vault } = addresses();
        const tokens = new Set(await records.knownTokens(db));
        const vaultLogs = receipt.logs.filter((l) => l.address.toLowerCase() === vault.toLowerCase());
        const traded = vaultEvents(vaultLogs, ['Bought', 'Sold']);
        for (const trade of traded) {
          await ensureProperty(getAddress(trade.args.token), tokens, receipt.blockNumber);
        }
        const relevant = receipt.logs.filter((l) => {
          const a = l.address.toLowerCase();
          return a === vault.toLowerCase() || tokens.has(a) || a === registry.toLowerCase();
        });
        return commit(relevant as AnyLog[], tokens, null);
      }),

    stats,

    async status(): Promise<IndexerStatus> {
      const saved = await records.checkpoint(db, STREAM);
      const leader = leaderLock !== null && !leaderLock.lost();
      return { enabled: loop.running, leader, checkpointBlock: saved?.block ?? null };
    },

    /** Starts the polling loop: take the leader lock (retrying), then tick every `intervalMs`. */
    start: loop.start,

    /** Stops the loop after the current pass and releases the leader lock. */
    async stop() {
      await loop.stop();
      await queue;
      await leaderLock?.release();
      leaderLock = null;
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
