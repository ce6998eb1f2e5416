// Read side of a holder's portfolio (docs/portfolio.md): every record of what the holder did (purchases, sales,
// income paid, refund claims, M2 sent to or received from another wallet), the properties concerned with their
// current price, and the trade prices of those properties over time.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';
import type {
  PortfolioPropertyRecord,
  PortfolioTxKind,
  PortfolioTxRecord,
  PricePointRecord,
} from '../../../lib/record-types.ts';

export type {
  PortfolioPropertyRecord,
  PortfolioTxKind,
  PortfolioTxRecord,
  PricePointRecord,
} from '../../../lib/record-types.ts';

const ZERO = '0x0000000000000000000000000000000000000000';

// Chain order. A transfer between two wallets is neither a purchase (the token sends), a sale or a refund (the
// token receives) nor the mint (from 0x0).
const TRANSACTIONS = `
  select * from (
    select 'purchase' as kind, token, tx_hash, log_index, block_number, block_time, m2, cost as amount, price
      from purchases where chain_id = $1 and buyer = $2
    union all
    select 'sale', token, tx_hash, log_index, block_number, block_time, m2, payout, price
      from sales where chain_id = $1 and seller = $2
    union all
    select case kind when 'claim' then 'income_claim' else 'income_reinvest' end, token, tx_hash, log_index,
           block_number, block_time, m2, amount, null
      from income_payments where chain_id = $1 and holder = $2
    union all
    select 'refund', token, tx_hash, log_index, block_number, block_time, m2, amount, null
      from refund_claims where chain_id = $1 and holder = $2
    union all
    select case when to_address = $2 then 'transfer_in' else 'transfer_out' end, token, tx_hash, log_index,
           block_number, null, amount, 0, null
      from token_transfers
     where chain_id = $1 and (to_address = $2 or from_address = $2) and to_address <> from_address
       and from_address <> token and to_address <> token and from_address <> '${ZERO}'
  ) x order by block_number, log_index`;

const PROPERTIES = `
  select cp.token, p.id as property_id, coalesce(cp.name, p.name, '') as property_name, p.name_ru as property_name_ru,
         cp.initial_price, f.current_price
    from chain_properties cp
    left join properties p on p.contract_address = cp.token
    left join chain_property_figures f on f.chain_id = cp.chain_id and f.token = cp.token
   where cp.chain_id = $1 and cp.token = any($2::text[])
   order by cp.block_number, cp.token`;

// Every trade's price of the properties, whoever traded: the price in force then (docs/portfolio.md#value-over-time).
const PRICES = `
  select token, block_time, price from (
    select token, block_time, price, block_number, log_index from purchases where chain_id = $1 and token = any($2::text[])
    union all
    select token, block_time, price, block_number, log_index from sales where chain_id = $1 and token = any($2::text[])
  ) x order by block_number, log_index`;

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function createPortfolioRepository(db: Queryable, chainId: number) {
  return {
    /** What `holder` (any case) did, in chain order. */
    async transactions(holder: string): Promise<PortfolioTxRecord[]> {
      const rows = await db.query<Record<string, unknown>>(TRANSACTIONS, [chainId, holder.toLowerCase()]);
      return rows.map((r) => ({
        kind: r.kind as PortfolioTxKind,
        token: String(r.token),
        tx_hash: String(r.tx_hash),
        log_index: Number(r.log_index),
        block_number: String(r.block_number),
        block_time: r.block_time ? new Date(r.block_time as Date) : null,
        m2: text(r.m2),
        amount: String(r.amount),
        price: text(r.price),
      }));
    },

    async properties(tokens: readonly string[]): Promise<PortfolioPropertyRecord[]> {
      if (tokens.length === 0) return [];
      const rows = await db.query<Record<string, unknown>>(PROPERTIES, [chainId, [...tokens]]);
      return rows.map((r) => ({
        token: String(r.token),
        property_id: r.property_id === null ? null : Number(r.property_id),
        property_name: String(r.property_name),
        property_name_ru: text(r.property_name_ru),
        initial_price: String(r.initial_price),
        current_price: text(r.current_price),
      }));
    },

    async prices(tokens: readonly string[]): Promise<PricePointRecord[]> {
      if (tokens.length === 0) return [];
      const rows = await db.query<Record<string, unknown>>(PRICES, [chainId, [...tokens]]);
      return rows.map((r) => ({
        token: String(r.token),
        block_time: new Date(r.block_time as Date),
        price: String(r.price),
      }));
    },
  };
}

export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    portfolioRepository: PortfolioRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('portfolioRepository', createPortfolioRepository(app.db, app.config.chainId));
  },
  { name: 'portfolio-repository', dependencies: ['database'] },
);
