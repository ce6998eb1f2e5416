// Write side of the chain-derived records, used by the indexer and by POST /purchases/create|sell/.
// Every insert is idempotent on (chain id, tx hash, log index); all run inside the caller's transaction.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';

export type LogKey = { txHash: string; logIndex: number; blockNumber: bigint };
export type BlockInfo = LogKey & { blockHash: string; blockTime: Date };

const lower = (a: string) => a.toLowerCase();

/** One IdentityRegistry event as identity_events keeps it (docs/investors.md#the-chain-decides). */
export type IdentityEvent = {
  kind:
    | 'approved'
    | 'revoked'
    | 'frozen'
    | 'unfrozen'
    | 'recovery_requested'
    | 'recovery_cancelled'
    | 'recovery_executed';
  account: string;
  by: string;
  country?: number;
  expiry?: bigint;
  newAccount?: string;
  readyAt?: bigint;
  token?: string;
  amount?: bigint;
};

/** A registry property as PropertyCreated announces it (`price`: the initial price per whole M2). */
type PropertyFigures = { token: string; name: string; totalM2: bigint; price: bigint; lockDuration: bigint };

export function createChainRecordsRepository(chainId: number) {
  /** Inserts one trade row once per log; an existing row is found again by its log key. */
  async function insertTrade(
    db: Queryable,
    table: 'purchases' | 'sales' | 'income_distributions' | 'income_payments' | 'refund_claims',
    log: BlockInfo,
    figures: Record<string, string>,
  ): Promise<{ id: number; created: boolean }> {
    const row: Record<string, unknown> = {
      chain_id: chainId,
      tx_hash: lower(log.txHash),
      log_index: log.logIndex,
      block_number: log.blockNumber.toString(),
      block_hash: lower(log.blockHash),
      block_time: log.blockTime,
      ...figures,
    };
    const columns = Object.keys(row);
    const inserted = await db.query<{ id: number }>(
      `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       on conflict do nothing returning id`,
      Object.values(row),
    );
    if (inserted[0]) return { id: inserted[0].id, created: true };
    const [existing] = await db.query<{ id: number }>(
      `select id from ${table} where chain_id = $1 and tx_hash = $2 and log_index = $3`,
      [chainId, lower(log.txHash), log.logIndex],
    );
    if (!existing) throw new Error(`${table} row vanished during insert`);
    return { id: existing.id, created: false };
  }

  /**
   * One chain_properties row. A row from a PropertyCreated log replaces one built from views (tx_hash null);
   * anything else about an existing row stays as it is.
   */
  async function insertProperty(
    db: Queryable,
    p: PropertyFigures & { creator: string | null },
    log: { blockNumber: bigint; txHash: string | null; logIndex: number | null },
  ): Promise<void> {
    await db.query(
      `insert into chain_properties (chain_id, token, name, total_m2, initial_price, lock_duration, creator,
         block_number, tx_hash, log_index)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (chain_id, token) do update set
         name = excluded.name, total_m2 = excluded.total_m2, initial_price = excluded.initial_price,
         lock_duration = excluded.lock_duration, creator = excluded.creator, block_number = excluded.block_number,
         tx_hash = excluded.tx_hash, log_index = excluded.log_index
       where chain_properties.tx_hash is null and excluded.tx_hash is not null`,
      [
        chainId,
        lower(p.token),
        p.name,
        p.totalM2.toString(),
        p.price.toString(),
        p.lockDuration.toString(),
        p.creator,
        log.blockNumber.toString(),
        log.txHash === null ? null : lower(log.txHash),
        log.logIndex,
      ],
    );
  }

  return {
    async checkpoint(db: Queryable, stream: string): Promise<{ block: bigint; hash: string } | null> {
      const [row] = await db.query<{ block_number: number | string; block_hash: string }>(
        'select block_number, block_hash from indexer_checkpoints where chain_id = $1 and stream = $2',
        [chainId, stream],
      );
      return row ? { block: BigInt(row.block_number), hash: row.block_hash } : null;
    },

    async saveCheckpoint(db: Queryable, stream: string, block: bigint, hash: string): Promise<void> {
      await db.query(
        `insert into indexer_checkpoints (chain_id, stream, block_number, block_hash) values ($1, $2, $3, $4)
         on conflict (chain_id, stream) do update set block_number = $3, block_hash = $4, updated_at = now()`,
        [chainId, stream, block.toString(), hash],
      );
    },

    /**
     * Moves checkpoint `stream` up to `block`, never down (the figures mark, docs/api.md#indexed-block); `reset`
     * sets it as given (a rewind after a reorg).
     */
    async raiseCheckpoint(db: Queryable, stream: string, block: bigint, reset = false): Promise<void> {
      await db.query(
        `insert into indexer_checkpoints (chain_id, stream, block_number, block_hash) values ($1, $2, $3, '')
         on conflict (chain_id, stream) do update set block_number = ${
           reset ? '$3' : 'greatest(indexer_checkpoints.block_number, $3)'
         }, updated_at = now()`,
        [chainId, stream, block.toString()],
      );
    },

    async knownTokens(db: Queryable): Promise<string[]> {
      const rows = await db.query<{ token: string }>(
        'select token from chain_properties where chain_id = $1',
        [chainId],
      );
      return rows.map((r) => r.token);
    },

    /** Records a PropertyCreated log; it replaces a row built from views (see `addPropertyFromViews`). */
    addProperty: (db: Queryable, log: LogKey, p: PropertyFigures & { creator: string }) =>
      insertProperty(db, { ...p, creator: lower(p.creator) }, log),

    /**
     * Records a registry property from its current views, before the indexer reached its PropertyCreated log
     * (no log scan: nodes cap eth_getLogs ranges). `atBlock`, a block the property existed at, keeps the row
     * inside the reorg rollback range until the indexer replaces it with the log's figures.
     */
    addPropertyFromViews: (db: Queryable, atBlock: bigint, p: PropertyFigures) =>
      insertProperty(db, { ...p, creator: null }, { blockNumber: atBlock, txHash: null, logIndex: null }),

    async addPropertyState(
      db: Queryable,
      log: LogKey,
      token: string,
      kind: 'delisted' | 'sell_enabled',
      value: boolean,
    ) {
      await db.query(
        `insert into property_state_events (chain_id, tx_hash, log_index, block_number, token, kind, value)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [chainId, lower(log.txHash), log.logIndex, log.blockNumber.toString(), lower(token), kind, value],
      );
    },

    /** Inserts a purchase (Bought); returns its id and whether this call created it. */
    addPurchase: (
      db: Queryable,
      log: BlockInfo,
      b: { buyer: string; token: string; m2: bigint; cost: bigint; price: bigint },
    ) =>
      insertTrade(db, 'purchases', log, {
        buyer: lower(b.buyer),
        token: lower(b.token),
        m2: b.m2.toString(),
        cost: b.cost.toString(),
        price: b.price.toString(),
      }),

    /** Inserts a sale (Sold); returns its id and whether this call created it. */
    addSale: (
      db: Queryable,
      log: BlockInfo,
      s: { seller: string; token: string; m2: bigint; payout: bigint; price: bigint; fromGeneral: bigint },
    ) =>
      insertTrade(db, 'sales', log, {
        seller: lower(s.seller),
        token: lower(s.token),
        m2: s.m2.toString(),
        payout: s.payout.toString(),
        price: s.price.toString(),
        from_general: s.fromGeneral.toString(),
      }),

    /** Inserts an income distribution (IncomeDistributed). */
    addDistribution: (
      db: Queryable,
      log: BlockInfo,
      d: {
        token: string;
        distributor: string;
        index: bigint;
        amount: bigint;
        issuerShare: bigint;
        periodStart: bigint;
        periodEnd: bigint;
      },
    ) =>
      insertTrade(db, 'income_distributions', log, {
        token: lower(d.token),
        distributor: lower(d.distributor),
        distribution_index: d.index.toString(),
        amount: d.amount.toString(),
        issuer_share: d.issuerShare.toString(),
        period_start: new Date(Number(d.periodStart) * 1000).toISOString(),
        period_end: new Date(Number(d.periodEnd) * 1000).toISOString(),
      }),

    /** Inserts a payment of income to a holder: claimed in stablecoin, or reinvested in `m2` more M2. */
    addIncomePayment: (
      db: Queryable,
      log: BlockInfo,
      p: { kind: 'claim' | 'reinvest'; holder: string; token: string; amount: bigint; m2: bigint | null },
    ) =>
      insertTrade(db, 'income_payments', log, {
        kind: p.kind,
        holder: lower(p.holder),
        token: lower(p.token),
        amount: p.amount.toString(),
        ...(p.m2 === null ? {} : { m2: p.m2.toString() }),
      }),

    /** Inserts a refund claim: `m2` retired (0 for a top-up paid later) for `amount` (docs/portfolio.md#refunds). */
    addRefundClaim: (
      db: Queryable,
      log: BlockInfo,
      c: { holder: string; token: string; m2: bigint; amount: bigint },
    ) =>
      insertTrade(db, 'refund_claims', log, {
        holder: lower(c.holder),
        token: lower(c.token),
        m2: c.m2.toString(),
        amount: c.amount.toString(),
      }),

    /** Records an M2 transfer and gives every receiving wallet (not the token itself) an ownership id. */
    async addTransfer(
      db: Queryable,
      log: LogKey,
      t: { token: string; from: string; to: string; amount: bigint },
    ) {
      await db.query(
        `insert into token_transfers (chain_id, tx_hash, log_index, block_number, token, from_address, to_address, amount)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [
          chainId,
          lower(log.txHash),
          log.logIndex,
          log.blockNumber.toString(),
          lower(t.token),
          lower(t.from),
          lower(t.to),
          t.amount.toString(),
        ],
      );
      const to = lower(t.to);
      if (to !== lower(t.token) && !/^0x0{40}$/.test(to)) {
        await db.query(
          'insert into ownerships (chain_id, holder, token) values ($1, $2, $3) on conflict do nothing',
          [chainId, to, lower(t.token)],
        );
      }
    },

    async addLock(
      db: Queryable,
      log: LogKey,
      l: { token: string; account: string; amount: bigint; lockedAmount: bigint; unlockTime: bigint },
    ) {
      await db.query(
        `insert into token_locks (chain_id, tx_hash, log_index, block_number, token, account, amount, locked_amount, unlock_time)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
        [
          chainId,
          lower(log.txHash),
          log.logIndex,
          log.blockNumber.toString(),
          lower(l.token),
          lower(l.account),
          l.amount.toString(),
          l.lockedAmount.toString(),
          l.unlockTime.toString(),
        ],
      );
    },

    /** Purchases that have no certificate yet, among `ids` or all (with what the certificate needs). */
    async purchasesWithoutCertificate(
      db: Queryable,
      { ids, limit }: { ids: number[] | null; limit: number },
    ) {
      return db.query<{
        id: number;
        buyer: string;
        token: string;
        m2: string;
        cost: string;
        tx_hash: string;
        log_index: number;
        block_number: number | string;
        block_time: Date;
        property_name: string;
      }>(
        `select pu.id, pu.buyer, pu.token, pu.m2, pu.cost, pu.tx_hash, pu.log_index, pu.block_number, pu.block_time,
                coalesce(cp.name, '') as property_name
         from purchases pu
         join chain_properties cp on cp.chain_id = pu.chain_id and cp.token = pu.token
         where pu.chain_id = $1 and ($3::int[] is null or pu.id = any($3::int[]))
           and not exists (select 1 from certificates c where c.purchase_id = pu.id)
         order by pu.id limit $2`,
        [chainId, limit, ids],
      );
    },

    /** One IdentityRegistry event (idempotent per log). */
    async addIdentityEvent(db: Queryable, log: BlockInfo, e: IdentityEvent): Promise<void> {
      await db.query(
        `insert into identity_events (chain_id, tx_hash, log_index, block_number, block_time, kind, account,
           country, expiry, new_account, ready_at, token, amount, by_account)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) on conflict do nothing`,
        [
          chainId,
          lower(log.txHash),
          log.logIndex,
          log.blockNumber.toString(),
          log.blockTime,
          e.kind,
          lower(e.account),
          e.country ?? null,
          e.expiry?.toString() ?? null,
          e.newAccount ? lower(e.newAccount) : null,
          e.readyAt?.toString() ?? null,
          e.token ? lower(e.token) : null,
          e.amount?.toString() ?? null,
          lower(e.by),
        ],
      );
    },

    /**
     * Forgets everything recorded above `block` (a reorg deeper than CONFIRMATIONS replaced those blocks):
     * the indexer then re-reads them from the chain. Certificates go with their purchases.
     */
    async rollbackAfter(db: Queryable, block: bigint): Promise<void> {
      const b = block.toString();
      for (const table of [
        'purchases',
        'sales',
        'income_distributions',
        'income_payments',
        'refund_claims',
        'token_transfers',
        'token_locks',
        'property_state_events',
        'chain_properties',
        'identity_events',
      ]) {
        await db.query(`delete from ${table} where chain_id = $1 and block_number > $2`, [chainId, b]);
      }
      await db.query(
        `delete from ownerships o where o.chain_id = $1 and not exists (
           select 1 from token_transfers t where t.chain_id = o.chain_id and t.token = o.token and t.to_address = o.holder)`,
        [chainId],
      );
    },
  };
}

export type ChainRecordsRepository = ReturnType<typeof createChainRecordsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    chainRecords: ChainRecordsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('chainRecords', createChainRecordsRepository(app.config.chainId));
  },
  { name: 'chain-records-repository', dependencies: ['database'] },
);
