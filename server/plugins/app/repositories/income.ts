// Read side of rental income (docs/income.md): distributions, a holder's payments, the properties a holder
// ever held and what it received from each.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { Queryable } from '../../../db/database.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { ListQuery } from '../../../schemas/common.ts';
import type { Distribution, EarnedIncome, IncomePayment } from '../../../schemas/income.ts';
import { PROPERTY_COLUMNS, PROPERTY_JOINS } from './trades.ts';

type Dated<T, K extends string> = Omit<T, K> & { [key in K]: Date };
export type DistributionRecord = Dated<Distribution, 'block_time' | 'period_start' | 'period_end'>;
export type IncomePaymentRecord = Dated<IncomePayment, 'block_time'>;
export type EarnedIncomeRecord = Dated<EarnedIncome, 'block_time' | 'period_start' | 'period_end'>;
type WithTotal<T> = T & { total_count?: number; token: string };

const DISTRIBUTIONS = `
  select d.id, d.tx_hash, d.log_index, d.block_number, d.block_time, d.token, d.distributor,
         d.distribution_index, d.amount, d.issuer_share, d.period_start, d.period_end,
         ${PROPERTY_COLUMNS}, count(*) over () as total_count
  from income_distributions d ${PROPERTY_JOINS('d')}`;

const PAYMENTS = `
  select ip.id, ip.tx_hash, ip.log_index, ip.block_number, ip.block_time, ip.kind, ip.holder, ip.token,
         ip.amount, ip.m2, ${PROPERTY_COLUMNS}, count(*) over () as total_count
  from income_payments ip ${PROPERTY_JOINS('ip')}`;

// The holder's M2 just before each distribution of a property it ever received M2 of (transfers in chain order
// before the distribution's log), and its share as the token counts it: the step per base unit is
// floor(amount × 10^18 / supply) = floor(amount / total M2), the share floor(balance × step / 10^18).
const EARNED = `
  select x.*, trunc(x.balance * trunc(x.amount / x.total_m2) / 1e18) as share, count(*) over () as total_count
  from (
    select d.id, d.tx_hash, d.log_index, d.block_number, d.block_time, d.token, d.distribution_index, d.amount,
           d.period_start, d.period_end, cp.total_m2, ${PROPERTY_COLUMNS},
           coalesce((select sum(t.amount) from token_transfers t
                     where t.chain_id = d.chain_id and t.token = d.token and t.to_address = $2
                       and (t.block_number, t.log_index) < (d.block_number, d.log_index)), 0)
         - coalesce((select sum(t.amount) from token_transfers t
                     where t.chain_id = d.chain_id and t.token = d.token and t.from_address = $2
                       and (t.block_number, t.log_index) < (d.block_number, d.log_index)), 0) as balance
    from income_distributions d
    join chain_properties cp on cp.chain_id = d.chain_id and cp.token = d.token
    left join properties p on p.contract_address = d.token
    where d.chain_id = $1
      and d.token in (select distinct token from token_transfers where chain_id = $1 and to_address = $2)
  ) x where x.balance > 0`;

export const earnedListSpec: ListSpec = {
  sortable: { id: 'x.id', block_time: 'x.block_time', property_name: 'x.property_name', share: 'share' },
  filterable: { contract_address: 'x.token' },
  searchable: ['x.property_name'],
  defaultSort: ['id', 'DESC'],
};

export const distributionListSpec: ListSpec = {
  sortable: {
    id: 'd.id',
    block_time: 'd.block_time',
    property_name: 'property_name',
    amount: 'd.amount',
    period_start: 'd.period_start',
  },
  filterable: {
    contract_address: 'd.token',
    property_id: 'p.id',
    distributor: 'd.distributor',
    tx_hash: 'd.tx_hash',
  },
  searchable: ['cp.name', 'd.tx_hash'],
  defaultSort: ['id', 'DESC'],
};

export const paymentListSpec: ListSpec = {
  sortable: { id: 'ip.id', block_time: 'ip.block_time', property_name: 'property_name', amount: 'ip.amount' },
  filterable: { contract_address: 'ip.token', property_id: 'p.id', kind: 'ip.kind' },
  searchable: ['cp.name', 'ip.tx_hash'],
  defaultSort: ['id', 'DESC'],
};

const toDistribution = ({
  total_count: _,
  token,
  distributor,
  ...r
}: WithTotal<DistributionRecord>): DistributionRecord => ({
  ...r,
  contract_address: getAddress(token),
  distributor: getAddress(distributor),
});
const toPayment = ({
  total_count: _,
  token,
  holder,
  ...r
}: WithTotal<IncomePaymentRecord>): IncomePaymentRecord => ({
  ...r,
  contract_address: getAddress(token),
  holder: getAddress(holder),
});

export type HeldProperty = {
  token: `0x${string}`;
  property_name: string;
  property_id: number | null;
  claimed: string;
  reinvested: string;
};

export function createIncomeRepository(db: Queryable, chainId: number) {
  return {
    async listDistributions(query: ListQuery): Promise<Page<DistributionRecord>> {
      const plan = planList(query, distributionListSpec, 2);
      const rows = await db.query<WithTotal<DistributionRecord>>(
        `${DISTRIBUTIONS} where d.chain_id = $1${plan.where}${pageSql(plan)}`,
        [chainId, ...plan.params],
      );
      return { items: rows.map(toDistribution), total: rows[0]?.total_count ?? 0, plan };
    },

    async listPayments(query: ListQuery, holder: string): Promise<Page<IncomePaymentRecord>> {
      const plan = planList(query, paymentListSpec, 3);
      const rows = await db.query<WithTotal<IncomePaymentRecord>>(
        `${PAYMENTS} where ip.chain_id = $1 and ip.holder = $2${plan.where}${pageSql(plan)}`,
        [chainId, holder.toLowerCase(), ...plan.params],
      );
      return { items: rows.map(toPayment), total: rows[0]?.total_count ?? 0, plan };
    },

    /**
     * Per token of `tokens` (lower-case keys): distributions so far, their total, and what was distributed since
     * `since` (the realised-yield window).
     */
    async stats(
      tokens: readonly string[],
      since: Date,
    ): Promise<Map<string, { count: number; total: bigint; issuer: bigint; recent: bigint }>> {
      if (tokens.length === 0) return new Map();
      const rows = await db.query<{
        token: string;
        count: number;
        total: string;
        issuer: string;
        recent: string;
      }>(
        `select token, count(*)::int as count, sum(amount)::text as total, sum(issuer_share)::text as issuer,
                coalesce(sum(amount) filter (where block_time >= $3), 0)::text as recent
         from income_distributions where chain_id = $1 and token = any($2::text[]) group by token`,
        [chainId, tokens.map((t) => t.toLowerCase()), since.toISOString()],
      );
      return new Map(
        rows.map((r) => [
          r.token,
          { count: r.count, total: BigInt(r.total), issuer: BigInt(r.issuer), recent: BigInt(r.recent) },
        ]),
      );
    },

    /** When the first distribution at or after `since` was recorded (null: none): the realised-yield window
     *  drops it one window later, with no event. */
    async firstSince(since: Date): Promise<Date | null> {
      const [row] = await db.query<{ at: Date | null }>(
        'select min(block_time) as at from income_distributions where chain_id = $1 and block_time >= $2',
        [chainId, since.toISOString()],
      );
      return row?.at ? new Date(row.at) : null;
    },

    async listEarned(query: ListQuery, holder: string): Promise<Page<EarnedIncomeRecord>> {
      const plan = planList(query, earnedListSpec, 3);
      const rows = await db.query<
        WithTotal<Omit<EarnedIncomeRecord, 'balance' | 'share'>> & {
          balance: string;
          share: string;
          amount: string;
          total_m2: string;
        }
      >(`${EARNED}${plan.where}${pageSql(plan)}`, [chainId, holder.toLowerCase(), ...plan.params]);
      return {
        items: rows.map(({ total_count: _, token, amount: _amount, total_m2: _m2, ...r }) => ({
          ...r,
          contract_address: getAddress(token),
        })),
        total: rows[0]?.total_count ?? 0,
        plan,
      };
    },

    /** Every property `holder` ever received M2 of, with what it was paid from each (claims, reinvestments). */
    async heldProperties(holder: string): Promise<HeldProperty[]> {
      const rows = await db.query<Omit<HeldProperty, 'token'> & { token: string }>(
        `select h.token, ${PROPERTY_COLUMNS},
                coalesce((select sum(ip.amount) from income_payments ip where ip.chain_id = h.chain_id
                          and ip.token = h.token and ip.holder = $2 and ip.kind = 'claim'), 0)::text as claimed,
                coalesce((select sum(ip.amount) from income_payments ip where ip.chain_id = h.chain_id
                          and ip.token = h.token and ip.holder = $2 and ip.kind = 'reinvest'), 0)::text as reinvested
         from (select distinct chain_id, token from token_transfers where chain_id = $1 and to_address = $2) h
         ${PROPERTY_JOINS('h')}
         order by property_name, h.token`,
        [chainId, holder.toLowerCase()],
      );
      return rows.map((r) => ({ ...r, token: getAddress(r.token) }));
    },
  };
}

export type IncomeRepository = ReturnType<typeof createIncomeRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    incomeRepository: IncomeRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('incomeRepository', createIncomeRepository(app.db, app.config.chainId));
  },
  { name: 'income-repository', dependencies: ['database'] },
);
