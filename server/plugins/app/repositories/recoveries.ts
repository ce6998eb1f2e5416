// Recoveries of lost wallets (docs/compliance.md#the-back-offices-recoveries): each RecoveryRequested the
// indexer mirrored into identity_events, with its outcome, the first RecoveryCancelled or RecoveryExecuted of
// the same lost wallet after it (the registry keeps one announcement per lost wallet, so that outcome is its
// own). The status is read against the chain's clock: a pending request is `ready` from its `ready_at`.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { RecoveryStatus } from '#core/recoveryStatus.ts';
import type { Queryable } from '../../../db/database.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { ListQuery } from '../../../schemas/common.ts';

export type RecoveryRecord = {
  id: string;
  lost: `0x${string}`;
  replacement: `0x${string}`;
  requested_by: `0x${string}`;
  requested_at: Date;
  ready_at: Date;
  status: RecoveryStatus;
  request_tx: string;
  cancelled_by: `0x${string}` | null;
  cancelled_at: Date | null;
  cancel_tx: string | null;
  executed_by: `0x${string}` | null;
  executed_at: Date | null;
  execute_tx: string | null;
  properties: { token: `0x${string}`; amount: string }[];
};

type Row = {
  id: string;
  lost: string;
  replacement: string;
  requested_by: string;
  requested_at: Date;
  ready_at: string;
  status: RecoveryStatus;
  request_tx: string;
  outcome: 'recovery_cancelled' | 'recovery_executed' | null;
  outcome_by: string | null;
  outcome_at: Date | null;
  outcome_tx: string | null;
  properties: { token: string; amount: string }[] | string | null;
  total_count?: number;
};

// $1 chain id, $2 the chain's time (unix seconds).
const RECOVERIES = `
  select x.*, count(*) over () as total_count from (
    select r.tx_hash || '-' || r.log_index as id, r.account as lost, r.new_account as replacement,
           r.by_account as requested_by, r.block_time as requested_at, r.ready_at::text as ready_at,
           r.tx_hash as request_tx, r.block_number, r.log_index,
           o.kind as outcome, o.by_account as outcome_by, o.block_time as outcome_at, o.tx_hash as outcome_tx,
           case when o.kind = 'recovery_cancelled' then 'cancelled'
                when o.kind = 'recovery_executed' then 'executed'
                when r.ready_at <= $2::bigint then 'ready'
                else 'pending' end as status,
           (select coalesce(json_agg(json_build_object('token', p.token, 'amount', p.amount::text)
                                     order by p.log_index), '[]'::json)
            from identity_events p
            where p.chain_id = r.chain_id and p.tx_hash = o.tx_hash and p.account = r.account
              and p.kind = 'recovery_executed') as properties
    from identity_events r
    left join lateral (
      select e.kind, e.by_account, e.block_time, e.tx_hash from identity_events e
      where e.chain_id = r.chain_id and e.account = r.account
        and e.kind in ('recovery_cancelled', 'recovery_executed')
        and (e.block_number, e.log_index) > (r.block_number, r.log_index)
      order by e.block_number, e.log_index limit 1
    ) o on true
    where r.chain_id = $1 and r.kind = 'recovery_requested'
  ) x where true`;

export const recoveryListSpec: ListSpec = {
  sortable: {
    id: 'x.id',
    requested_at: 'x.requested_at',
    ready_at: 'x.ready_at::bigint',
    status: 'x.status',
    lost: 'x.lost',
    replacement: 'x.replacement',
  },
  filterable: {
    id: 'x.id',
    status: 'x.status',
    lost: 'x.lost',
    replacement: 'x.replacement',
    requested_by: 'x.requested_by',
  },
  // `wallet`: the lost or the replacement wallet.
  matches: { wallet: ['x.lost', 'x.replacement'] },
  searchable: ['x.lost', 'x.replacement', 'x.request_tx'],
  defaultSort: ['requested_at', 'DESC'],
};

const address = (a: string) => getAddress(a);
const maybe = (a: string | null) => (a === null ? null : getAddress(a));

function toRecovery(row: Row): RecoveryRecord {
  const cancelled = row.outcome === 'recovery_cancelled';
  const executed = row.outcome === 'recovery_executed';
  const properties = typeof row.properties === 'string' ? JSON.parse(row.properties) : (row.properties ?? []);
  return {
    id: row.id,
    lost: address(row.lost),
    replacement: address(row.replacement),
    requested_by: address(row.requested_by),
    requested_at: row.requested_at,
    ready_at: new Date(Number(row.ready_at) * 1000),
    status: row.status,
    request_tx: row.request_tx,
    cancelled_by: cancelled ? maybe(row.outcome_by) : null,
    cancelled_at: cancelled ? row.outcome_at : null,
    cancel_tx: cancelled ? row.outcome_tx : null,
    executed_by: executed ? maybe(row.outcome_by) : null,
    executed_at: executed ? row.outcome_at : null,
    execute_tx: executed ? row.outcome_tx : null,
    properties: (properties as { token: string; amount: string }[]).map((p) => ({
      token: address(p.token),
      amount: String(p.amount),
    })),
  };
}

export function createRecoveriesRepository(db: Queryable, chainId: number) {
  return {
    /** Recoveries as of chain time `nowSeconds` (a pending one is `ready` from its ready_at). */
    async list(query: ListQuery, nowSeconds: number): Promise<Page<RecoveryRecord>> {
      const plan = planList(query, recoveryListSpec, 3);
      const rows = await db.query<Row>(`${RECOVERIES}${plan.where}${pageSql(plan)}`, [
        chainId,
        nowSeconds,
        ...plan.params,
      ]);
      return { items: rows.map(toRecovery), total: Number(rows[0]?.total_count ?? 0), plan };
    },
  };
}

export type RecoveriesRepository = ReturnType<typeof createRecoveriesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    recoveriesRepository: RecoveriesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('recoveriesRepository', createRecoveriesRepository(app.db, app.config.chainId));
  },
  { name: 'recoveries-repository', dependencies: ['database'] },
);
