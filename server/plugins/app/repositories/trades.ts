// Read side of the chain-derived records: purchases, sales and ownerships (holdings with lock state).
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { Queryable } from '../../../db/database.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { ListQuery } from '../../../schemas/common.ts';
import type { Ownership, Purchase, Sale } from '../../../schemas/purchases.ts';

type Dated<T> = Omit<T, 'block_time'> & { block_time: Date };
export type PurchaseRecord = Dated<Purchase>;
export type SaleRecord = Dated<Sale>;
export type OwnershipRecord = Omit<Ownership, 'unlock_time'> & { unlock_time: Date | null };
type WithTotal<T> = T & { total_count?: number; token: string };

/** The property a chain-derived row names: its on-chain name (else the record's) and its record id. */
export const PROPERTY_COLUMNS = `coalesce(cp.name, p.name, '') as property_name, p.id as property_id`;
/** The joins PROPERTY_COLUMNS reads, for a table aliased `alias` with chain_id and token columns. */
export const PROPERTY_JOINS = (alias: string) => `
  left join chain_properties cp on cp.chain_id = ${alias}.chain_id and cp.token = ${alias}.token
  left join properties p on p.contract_address = ${alias}.token`;

const PURCHASES = `
  select pu.id, pu.tx_hash, pu.log_index, pu.block_number, pu.block_time, pu.buyer, pu.token,
         pu.m2, pu.cost, pu.price, c.id as certificate_id, ${PROPERTY_COLUMNS}, count(*) over () as total_count
  from purchases pu ${PROPERTY_JOINS('pu')}
  left join certificates c on c.purchase_id = pu.id`;

const SALES = `
  select sa.id, sa.tx_hash, sa.log_index, sa.block_number, sa.block_time, sa.seller, sa.token,
         sa.m2, sa.payout, sa.price, sa.from_general, ${PROPERTY_COLUMNS}, count(*) over () as total_count
  from sales sa ${PROPERTY_JOINS('sa')}`;

// Balance = M2 received - M2 sent; the latest Locked event gives the lock (expired locks count as 0 later).
const OWNERSHIPS = `
  select * , count(*) over () as total_count from (
    select o.id, o.holder, o.token, ${PROPERTY_COLUMNS},
           coalesce(st.is_listed, true) as is_listed, coalesce(st.is_sell_enabled, true) as is_sell_enabled,
           coalesce((select sum(t.amount) from token_transfers t
                     where t.chain_id = o.chain_id and t.token = o.token and t.to_address = o.holder), 0)
         - coalesce((select sum(t.amount) from token_transfers t
                     where t.chain_id = o.chain_id and t.token = o.token and t.from_address = o.holder), 0) as balance,
           coalesce((select max(t.block_number) from token_transfers t
                     where t.chain_id = o.chain_id and t.token = o.token
                       and (t.to_address = o.holder or t.from_address = o.holder)), 0) as updated_block,
           lk.locked_amount, lk.unlock_time
    from ownerships o ${PROPERTY_JOINS('o')}
    left join chain_property_state st on st.chain_id = o.chain_id and st.token = o.token
    left join lateral (
      select l.locked_amount, l.unlock_time from token_locks l
      where l.chain_id = o.chain_id and l.account = o.holder and l.token = o.token
      order by l.block_number desc, l.log_index desc limit 1
    ) lk on true
    where o.chain_id = $1 %WHERE%
  ) x where x.balance > 0`;

export const purchaseListSpec: ListSpec = {
  sortable: {
    id: 'pu.id',
    block_number: 'pu.block_number',
    block_time: 'pu.block_time',
    property_name: 'property_name',
    m2: 'pu.m2',
    cost: 'pu.cost',
  },
  filterable: { buyer: 'pu.buyer', contract_address: 'pu.token', property_id: 'p.id', tx_hash: 'pu.tx_hash' },
  searchable: ['cp.name', 'pu.tx_hash', 'pu.buyer'],
  defaultSort: ['id', 'DESC'],
};

export const saleListSpec: ListSpec = {
  sortable: {
    id: 'sa.id',
    block_number: 'sa.block_number',
    block_time: 'sa.block_time',
    property_name: 'property_name',
    m2: 'sa.m2',
    payout: 'sa.payout',
  },
  filterable: { contract_address: 'sa.token', property_id: 'p.id', tx_hash: 'sa.tx_hash' },
  searchable: ['cp.name', 'sa.tx_hash'],
  defaultSort: ['id', 'DESC'],
};

export const ownershipListSpec: ListSpec = {
  sortable: {
    id: 'x.id',
    property_name: 'x.property_name',
    balance: 'x.balance',
    updated_block: 'x.updated_block',
  },
  filterable: { contract_address: 'o.token', property_id: 'p.id' },
  searchable: ['cp.name'],
  defaultSort: ['id', 'ASC'],
};

const toPurchase = ({ total_count: _, token, buyer, ...r }: WithTotal<PurchaseRecord>): PurchaseRecord => ({
  ...r,
  contract_address: getAddress(token),
  buyer: getAddress(buyer),
});
const toSale = ({ total_count: _, token, seller, ...r }: WithTotal<SaleRecord>): SaleRecord => ({
  ...r,
  contract_address: getAddress(token),
  seller: getAddress(seller),
});

type OwnershipRow = {
  id: number;
  holder: string;
  token: string;
  property_name: string;
  property_id: number | null;
  is_listed: boolean;
  is_sell_enabled: boolean;
  balance: string;
  updated_block: number;
  locked_amount: string | null;
  unlock_time: number | string | null;
  total_count?: number;
};

/** Lock state at `nowSeconds` (chain time): an expired lock holds nothing. */
function toOwnership(row: OwnershipRow, nowSeconds: number): OwnershipRecord {
  const balance = BigInt(row.balance);
  const unlockTime = row.unlock_time === null ? 0 : Number(row.unlock_time);
  const lockedRaw = unlockTime > nowSeconds && row.locked_amount !== null ? BigInt(row.locked_amount) : 0n;
  const locked = lockedRaw < balance ? lockedRaw : balance;
  return {
    id: row.id,
    property_id: row.property_id,
    property_name: row.property_name,
    contract_address: getAddress(row.token),
    holder: getAddress(row.holder),
    balance: balance.toString(),
    locked_amount: locked.toString(),
    unlocked_balance: (balance - locked).toString(),
    unlock_time: unlockTime > 0 ? new Date(unlockTime * 1000) : null,
    is_listed: row.is_listed,
    is_sell_enabled: row.is_sell_enabled,
    updated_block: Number(row.updated_block),
  };
}

export function createTradesRepository(db: Queryable, chainId: number) {
  return {
    /** Purchases of `buyer`, or of everyone when `buyer` is null (back office). */
    async listPurchases(query: ListQuery, buyer: string | null): Promise<Page<PurchaseRecord>> {
      const owner = buyer === null ? '' : ' and pu.buyer = $2';
      const params = buyer === null ? [chainId] : [chainId, buyer.toLowerCase()];
      const plan = planList(query, purchaseListSpec, params.length + 1);
      const rows = await db.query<WithTotal<PurchaseRecord>>(
        `${PURCHASES} where pu.chain_id = $1${owner}${plan.where}${pageSql(plan)}`,
        [...params, ...plan.params],
      );
      return { items: rows.map(toPurchase), total: rows[0]?.total_count ?? 0, plan };
    },

    async findPurchase(id: number, buyer: string | null): Promise<PurchaseRecord | null> {
      const [row] = await db.query<WithTotal<PurchaseRecord>>(
        `${PURCHASES} where pu.chain_id = $1 and pu.id = $2 and ($3::text is null or pu.buyer = $3)`,
        [chainId, id, buyer?.toLowerCase() ?? null],
      );
      return row ? toPurchase(row) : null;
    },

    async findPurchaseByLog(txHash: string, logIndex: number): Promise<PurchaseRecord | null> {
      const [row] = await db.query<WithTotal<PurchaseRecord>>(
        `${PURCHASES} where pu.chain_id = $1 and pu.tx_hash = $2 and pu.log_index = $3`,
        [chainId, txHash.toLowerCase(), logIndex],
      );
      return row ? toPurchase(row) : null;
    },

    async listSales(query: ListQuery, seller: string): Promise<Page<SaleRecord>> {
      const plan = planList(query, saleListSpec, 3);
      const rows = await db.query<WithTotal<SaleRecord>>(
        `${SALES} where sa.chain_id = $1 and sa.seller = $2${plan.where}${pageSql(plan)}`,
        [chainId, seller.toLowerCase(), ...plan.params],
      );
      return { items: rows.map(toSale), total: rows[0]?.total_count ?? 0, plan };
    },

    async findSale(id: number, seller: string): Promise<SaleRecord | null> {
      const [row] = await db.query<WithTotal<SaleRecord>>(
        `${SALES} where sa.chain_id = $1 and sa.id = $2 and sa.seller = $3`,
        [chainId, id, seller.toLowerCase()],
      );
      return row ? toSale(row) : null;
    },

    async findSaleByLog(txHash: string, logIndex: number): Promise<SaleRecord | null> {
      const [row] = await db.query<WithTotal<SaleRecord>>(
        `${SALES} where sa.chain_id = $1 and sa.tx_hash = $2 and sa.log_index = $3`,
        [chainId, txHash.toLowerCase(), logIndex],
      );
      return row ? toSale(row) : null;
    },

    async listOwnerships(
      query: ListQuery,
      holder: string,
      nowSeconds: number,
    ): Promise<Page<OwnershipRecord>> {
      const plan = planList(query, ownershipListSpec, 3);
      const sql = OWNERSHIPS.replace('%WHERE%', `and o.holder = $2${plan.where}`);
      const rows = await db.query<OwnershipRow>(`${sql}${pageSql(plan)}`, [
        chainId,
        holder.toLowerCase(),
        ...plan.params,
      ]);
      return { items: rows.map((r) => toOwnership(r, nowSeconds)), total: rows[0]?.total_count ?? 0, plan };
    },

    async findOwnership(id: number, holder: string, nowSeconds: number): Promise<OwnershipRecord | null> {
      const sql = OWNERSHIPS.replace('%WHERE%', 'and o.id = $2 and o.holder = $3');
      const [row] = await db.query<OwnershipRow>(sql, [chainId, id, holder.toLowerCase()]);
      return row ? toOwnership(row, nowSeconds) : null;
    },
  };
}

export type TradesRepository = ReturnType<typeof createTradesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tradesRepository: TradesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tradesRepository', createTradesRepository(app.db, app.config.chainId));
  },
  { name: 'trades-repository', dependencies: ['database'] },
);
