// The on-chain figures of every property (table chain_property_figures, docs/api.md#on-chain-figures): written by
// the indexer from the lens's views of the properties events touched, read a page at a time by the catalogues.
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import type { Queryable } from '../../../db/database.ts';
import { closureOf } from '../../../lib/closures.ts';
import { type ListSpec, type Page, pageSql, planList } from '../../../lib/list-query.ts';
import type { PropertyView, StoredFigures } from '../../../lib/property-views.ts';
import type { ListQuery } from '../../../schemas/common.ts';

/** One property's figures as the lens gave them, with its registry position and announced price time. */
export type FiguresRow = {
  view: PropertyView;
  position: number;
  /** Chain time (s) from which an announced price applies; 0 = none announced. */
  priceEffectiveAt: bigint;
  /** The registry's announced closure (MasterRegistry.pendingClosure): kind 0 = none. */
  closure: { kind: bigint; effectiveAt: bigint };
  /** The block the figures were read at. */
  readBlock: bigint;
};

/** A stored property's figures: the lens's view and the closure announced, not applied yet
 *  (docs/api.md#on-chain-figures). */
export type { StoredFigures };

/** The figure columns, in the order written. */
const COLUMNS = [
  'chain_id',
  'token',
  'name',
  'initial_price',
  'current_price',
  'total_m2',
  'lock_duration',
  'sold_m2',
  'available_m2',
  'bucket_balance',
  'sold_value',
  'available_value',
  'has_active_bucket',
  'has_user_investments',
  'is_sell_enabled',
  'is_listed',
  'refund',
  'is_liquidity_insufficient',
  'position',
  'price_effective_at',
  'closure_kind',
  'closure_effective_at',
  'read_block',
] as const;

const NUMERIC_COLUMNS = [
  'initial_price',
  'current_price',
  'total_m2',
  'lock_duration',
  'sold_m2',
  'available_m2',
  'bucket_balance',
  'sold_value',
  'available_value',
] as const;
const PLAIN_COLUMNS = [
  'token',
  'name',
  'has_active_bucket',
  'has_user_investments',
  'is_sell_enabled',
  'is_listed',
  'refund',
  'is_liquidity_insufficient',
  'closure_kind',
] as const;

/** The figure columns of a read of `f` (numbers as text, so none loses precision), named `<prefix><column>`. */
export const figuresSelect = (prefix = '') =>
  [
    ...PLAIN_COLUMNS.map((c) => `f.${c} as ${prefix}${c}`),
    ...NUMERIC_COLUMNS.map((c) => `f.${c}::text as ${prefix}${c}`),
    `f.closure_effective_at::text as ${prefix}closure_effective_at`,
  ].join(', ');

export type FiguresColumns = {
  token: string;
  name: string;
  initial_price: string;
  current_price: string;
  total_m2: string;
  lock_duration: string;
  sold_m2: string;
  available_m2: string;
  bucket_balance: string;
  sold_value: string;
  available_value: string;
  has_active_bucket: boolean;
  has_user_investments: boolean;
  is_sell_enabled: boolean;
  is_listed: boolean;
  refund: boolean;
  is_liquidity_insufficient: boolean;
  closure_kind: number | null;
  closure_effective_at: string | null;
};

/** A stored row back as the lens's view and the pending closure, for the shapes of server/lib/property-views.ts. */
export function viewOf(row: FiguresColumns): StoredFigures {
  const pendingClosure = closureOf(row.closure_kind);
  return {
    token: getAddress(row.token),
    name: row.name,
    initialPrice: BigInt(row.initial_price),
    currentPrice: BigInt(row.current_price),
    totalM2: BigInt(row.total_m2),
    lockDuration: BigInt(row.lock_duration),
    soldM2: BigInt(row.sold_m2),
    availableM2: BigInt(row.available_m2),
    bucketBalance: BigInt(row.bucket_balance),
    soldValue: BigInt(row.sold_value),
    availableValue: BigInt(row.available_value),
    hasActiveBucket: row.has_active_bucket,
    hasUserInvestments: row.has_user_investments,
    isSellEnabled: row.is_sell_enabled,
    isListed: row.is_listed,
    refund: row.refund,
    isLiquidityInsufficient: row.is_liquidity_insufficient,
    pendingClosure,
    closureEffectiveAt:
      pendingClosure && row.closure_effective_at !== null ? BigInt(row.closure_effective_at) : null,
  };
}

/** Sort, search and range filters of the on-chain catalogue (docs/api.md#lists). */
export const onchainCatalogSpec: ListSpec = {
  sortable: {
    position: 'f.position',
    name: 'f.name',
    current_price: 'f.current_price',
    available_m2: 'f.available_m2',
    sold_m2: 'f.sold_m2',
  },
  filterable: {
    refund: 'f.refund',
    is_sell_enabled: 'f.is_sell_enabled',
    is_liquidity_insufficient: 'f.is_liquidity_insufficient',
  },
  ranges: { current_price: 'f.current_price', available_m2: 'f.available_m2' },
  searchable: ['f.name'],
  defaultSort: ['position', 'ASC'],
};

/**
 * Sort and filters of the back office's list of every property, listed or not (docs/api.md#indexed-block):
 * names naturally ('Property 2' before 'Property 10') and without regard to case; ties keep registry order. Each
 * sort has an index in its order (migration 012), so a page is read from the index.
 */
export const adminFiguresSpec: ListSpec = {
  sortable: {
    id: 'f.position',
    position: 'f.position',
    name: 'natural_sort_key(f.name)',
    bucket_balance: 'f.bucket_balance',
    sold_m2: 'f.sold_m2',
    current_price: 'f.current_price',
  },
  filterable: {
    address: 'f.token',
    is_listed: 'f.is_listed',
    refund: 'f.refund',
    is_sell_enabled: 'f.is_sell_enabled',
    is_liquidity_insufficient: 'f.is_liquidity_insufficient',
  },
  ranges: { bucket_balance: 'f.bucket_balance', sold_m2: 'f.sold_m2' },
  searchable: ['f.name', 'f.token'],
  defaultSort: ['position', 'ASC'],
};

export function createPropertyFiguresRepository(db: Queryable, chainId: number) {
  return {
    /**
     * Writes (or replaces) the figures of these properties, in one statement. With `onlyNewer`, stored figures
     * read at a later block than a row's are kept.
     */
    async upsert(
      rows: readonly FiguresRow[],
      tx: Queryable = db,
      { onlyNewer = false }: { onlyNewer?: boolean } = {},
    ): Promise<void> {
      if (rows.length === 0) return;
      const params: unknown[] = [];
      const values = rows.map(({ view: v, position, priceEffectiveAt, closure, readBlock }) => {
        const row = [
          chainId,
          v.token.toLowerCase(),
          v.name,
          v.initialPrice.toString(),
          v.currentPrice.toString(),
          v.totalM2.toString(),
          v.lockDuration.toString(),
          v.soldM2.toString(),
          v.availableM2.toString(),
          v.bucketBalance.toString(),
          v.soldValue.toString(),
          v.availableValue.toString(),
          v.hasActiveBucket,
          v.hasUserInvestments,
          v.isSellEnabled,
          v.isListed,
          v.refund,
          v.isLiquidityInsufficient,
          position,
          priceEffectiveAt > 0n ? priceEffectiveAt.toString() : null,
          closure.kind > 0n ? Number(closure.kind) : null,
          closure.kind > 0n ? closure.effectiveAt.toString() : null,
          readBlock.toString(),
        ];
        const start = params.length;
        params.push(...row);
        return `(${row.map((_, i) => `$${start + i + 1}`).join(', ')})`;
      });
      const updates = COLUMNS.filter((c) => c !== 'chain_id' && c !== 'token')
        .map((c) => `${c} = excluded.${c}`)
        .join(', ');
      await tx.query(
        `insert into chain_property_figures (${COLUMNS.join(', ')}) values ${values.join(', ')}
         on conflict (chain_id, token) do update set ${updates}, refreshed_at = now()${
           onlyNewer ? ' where chain_property_figures.read_block <= excluded.read_block' : ''
         }`,
        params,
      );
    },

    /** How many properties have figures (the registry positions below this are known). */
    async count(): Promise<number> {
      const [row] = await db.query<{ n: string }>(
        'select count(*)::text as n from chain_property_figures where chain_id = $1',
        [chainId],
      );
      return Number(row?.n ?? 0);
    },

    /** Registry positions of these tokens (lower case) among those with figures. */
    async positions(tokens: readonly string[]): Promise<Map<string, number>> {
      if (tokens.length === 0) return new Map();
      const rows = await db.query<{ token: string; position: number }>(
        'select token, position from chain_property_figures where chain_id = $1 and token = any($2::text[])',
        [chainId, tokens.map((t) => t.toLowerCase())],
      );
      return new Map(rows.map((r) => [r.token, r.position]));
    },

    /** Tokens whose announced price applies at chain time `seconds` or before. */
    async dueAt(seconds: number): Promise<string[]> {
      const rows = await db.query<{ token: string }>(
        `select token from chain_property_figures
         where chain_id = $1 and price_effective_at is not null and price_effective_at <= $2`,
        [chainId, seconds],
      );
      return rows.map((r) => r.token);
    },

    /** The earliest chain time (s) at which an announced price applies (null: none announced). */
    async nextPriceAt(): Promise<number | null> {
      const [row] = await db.query<{ at: string | null }>(
        'select min(price_effective_at)::text as at from chain_property_figures where chain_id = $1',
        [chainId],
      );
      return row?.at ? Number(row.at) : null;
    },

    /** Every token with figures, in registry order. */
    async tokens(): Promise<string[]> {
      const rows = await db.query<{ token: string }>(
        'select token from chain_property_figures where chain_id = $1 order by position',
        [chainId],
      );
      return rows.map((r) => r.token);
    },

    /** A page of the listed properties with their backend record id, sorted and filtered as asked. */
    async listedPage(query: ListQuery): Promise<Page<{ view: StoredFigures; backendId: number | null }>> {
      const plan = planList(query, onchainCatalogSpec, 2);
      const rows = await db.query<FiguresColumns & { backend_id: number | null; total_count: string }>(
        `select ${figuresSelect()}, p.id as backend_id, count(*) over () as total_count
         from chain_property_figures f left join properties p on p.contract_address = f.token
         where f.chain_id = $1 and f.is_listed${plan.where}${pageSql(plan)}`,
        [chainId, ...plan.params],
      );
      return {
        items: rows.map((row) => ({ view: viewOf(row), backendId: row.backend_id })),
        total: Number(rows[0]?.total_count ?? 0),
        plan,
      };
    },

    /** A page of every property (listed or not) with its backend record id, sorted and filtered as asked. */
    async page(query: ListQuery): Promise<Page<{ view: StoredFigures; backendId: number | null }>> {
      const planned = planList(query, adminFiguresSpec, 2);
      // Ties keep registry order whichever way the sort goes (planList breaks them in the sort's direction).
      const [field, order] = query.sort
        ? (JSON.parse(query.sort) as [string, string?])
        : adminFiguresSpec.defaultSort;
      const plan = {
        ...planned,
        orderBy: `${adminFiguresSpec.sortable[field]} ${(order ?? 'ASC').toUpperCase()}, f.position ASC`,
      };
      // The page and the count apart: a count over the page's window would read every matching row before the
      // limit, where the page alone reads its rows from the sort's index.
      const [rows, total] = await Promise.all([
        db.query<FiguresColumns & { backend_id: number | null }>(
          `select ${figuresSelect()}, p.id as backend_id
           from chain_property_figures f left join properties p on p.contract_address = f.token
           where f.chain_id = $1${plan.where}${pageSql(plan)}`,
          [chainId, ...plan.params],
        ),
        plan.limit === null
          ? null
          : db
              .query<{ n: string }>(
                `select count(*)::text as n from chain_property_figures f where f.chain_id = $1${plan.where}`,
                [chainId, ...plan.params],
              )
              .then(([row]) => Number(row?.n ?? 0)),
      ]);
      return {
        items: rows.map((row) => ({ view: viewOf(row), backendId: row.backend_id })),
        total: total ?? rows.length,
        plan,
      };
    },
  };
}

export type PropertyFiguresRepository = ReturnType<typeof createPropertyFiguresRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    propertyFigures: PropertyFiguresRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('propertyFigures', createPropertyFiguresRepository(app.db, app.config.chainId));
  },
  { name: 'property-figures-repository', dependencies: ['database'] },
);
