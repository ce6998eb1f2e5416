// GET /custom_admin/chain-properties/ in the web tests, answered from the lens on the test file's anvil
// (src/test/testChain.ts) as the API answers it from the figures its indexer keeps
// (server/routes/custom-admin/chain-properties.ts): the same filters, sorts, range and Content-Range, with
// `indexed_block`. `hold()` makes the indexer lag: until `release()`, it answers the figures and
// the block of the moment it was held, as the real one does between a transaction and its next pass. GET /api/health
// answers the same indexed block (the console waits for it before asking its records again).
import { HttpResponse, http } from 'msw';
import type { Health, OnchainProperty } from '../../generated/api/model/index.ts';
import { blockNumber, pendingClosure, propertyViews } from './chainActions.ts';
import { ensureTestChain } from './testChain.ts';

/** A lens view with the registry's announced closure of the property ([kind, effectiveAt]), as the indexer keeps it. */
type View = Awaited<ReturnType<typeof propertyViews>>[number] & { closure: readonly [bigint, bigint] };

const CLOSURE_KINDS: Record<string, OnchainProperty['pending_closure']> = { '1': 'sell_back', '2': 'delist' };

/** The figures of the moment: the lens on the test file's anvil (started on first use, as /rpc does). */
async function current(): Promise<{ block: bigint; views: readonly View[] }> {
  await ensureTestChain();
  const [lensViews, block] = await Promise.all([propertyViews(), blockNumber()]);
  const closures = await Promise.all(lensViews.map((v) => pendingClosure(v.token)));
  const views = lensViews.map((v, i) => ({ ...v, closure: closures[i] ?? ([0n, 0n] as const) }));
  return { views, block };
}

const state = {
  held: null as { block: bigint; views: readonly View[] } | null,
  /** Backend record ids by lower-case token; a token not named here has record 1. */
  backendIds: new Map<string, number | null>(),
  /** Requests answered (the tests count refetches). */
  requests: 0,
  /** The parameters of every request answered, in order (the tests check what a page asked for). */
  asked: [] as AskedList[],
};

/** A request's parameters, parsed (absent: undefined). */
export interface AskedList {
  filter: Record<string, unknown>;
  sort?: [string, string];
  range?: [number, number];
}

export const fakeIndexer = {
  /** Holds the figures of the test file's anvil as they are now. */
  async hold() {
    state.held = await current();
  },
  release() {
    state.held = null;
  },
  /** Whether the indexer lags (held): the records a test serves stay as they were. */
  get isHeld() {
    return state.held !== null;
  },
  setBackendId(token: string, id: number | null) {
    state.backendIds.set(token.toLowerCase(), id);
  },
  get requests() {
    return state.requests;
  },
  get asked(): readonly AskedList[] {
    return state.asked;
  },
  reset() {
    state.held = null;
    state.backendIds.clear();
    state.requests = 0;
    state.asked = [];
  },
};

const entry = (v: View): OnchainProperty => ({
  address: v.token,
  name: v.name,
  initial_price: v.initialPrice.toString(),
  current_price: v.currentPrice.toString(),
  total_m2: Number(v.totalM2),
  lock_duration: Number(v.lockDuration),
  sold_m2: v.soldM2.toString(),
  available_m2: v.availableM2.toString(),
  is_sell_enabled: v.isSellEnabled,
  is_listed: v.isListed,
  pending_closure: CLOSURE_KINDS[v.closure[0].toString()] ?? null,
  closure_effective_at: v.closure[1] > 0n ? Number(v.closure[1]) : null,
  bucket_balance: v.bucketBalance.toString(),
  sold_value: v.soldValue.toString(),
  available_value: v.availableValue.toString(),
  has_active_bucket: v.hasActiveBucket,
  has_user_investments: v.hasUserInvestments,
  refund: v.refund,
  is_liquidity_insufficient: v.isLiquidityInsufficient,
  backend_id: state.backendIds.has(v.token.toLowerCase())
    ? (state.backendIds.get(v.token.toLowerCase()) ?? null)
    : 1,
});

const SORT_KEYS: Record<string, (v: View) => bigint | string> = {
  name: (v) => v.name.toLowerCase(),
  bucket_balance: (v) => v.bucketBalance,
  sold_m2: (v) => v.soldM2,
  current_price: (v) => v.currentPrice,
};
const FILTER_KEYS: Record<string, (v: View) => unknown> = {
  is_listed: (v) => v.isListed,
  refund: (v) => v.refund,
  is_sell_enabled: (v) => v.isSellEnabled,
  is_liquidity_insufficient: (v) => v.isLiquidityInsufficient,
  address: (v) => v.token.toLowerCase(),
};

export function chainPropertiesHandler() {
  return http.get('*/custom_admin/chain-properties/', async ({ request }) => {
    state.requests += 1;
    const url = new URL(request.url);
    // The back office lives at the site root, not under /api/ (src/api/fetcher.ts): a wrong path fails here too.
    if (url.pathname.startsWith('/api/')) return HttpResponse.json({ detail: 'Not Found' }, { status: 404 });
    const now = state.held ?? (await current());
    const views = now.views;
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    const askedSort = url.searchParams.get('sort');
    const askedRange = url.searchParams.get('range');
    state.asked.push({
      filter,
      ...(askedSort ? { sort: JSON.parse(askedSort) as [string, string] } : {}),
      ...(askedRange ? { range: JSON.parse(askedRange) as [number, number] } : {}),
    });
    const [field, order] = JSON.parse(url.searchParams.get('sort') ?? '["position","ASC"]') as [
      string,
      string,
    ];
    const matching = views.filter((v) =>
      Object.entries(filter).every(([key, value]) => {
        if (key === 'q') {
          const q = String(value).toLowerCase();
          return v.name.toLowerCase().includes(q) || v.token.toLowerCase().includes(q);
        }
        const read = FILTER_KEYS[key];
        if (!read) throw new Error(`fakeIndexer: unknown filter ${key}`);
        return read(v) === (typeof value === 'string' ? value.toLowerCase() : value);
      }),
    );
    const key = SORT_KEYS[field];
    // Registry order (insertion) breaks ties, as the API's position does.
    const sorted = key
      ? matching
          .map((v, i) => ({ v, i }))
          .sort((a, b) => {
            const [x, y] = [key(a.v), key(b.v)];
            const c = x < y ? -1 : x > y ? 1 : 0;
            return (order === 'DESC' ? -c : c) || a.i - b.i;
          })
          .map(({ v }) => v)
      : matching;
    const range = url.searchParams.get('range');
    const [start, end] = range ? (JSON.parse(range) as [number, number]) : [0, sorted.length - 1];
    const page = sorted.slice(start, end + 1);
    const headers: Record<string, string> = range
      ? { 'Content-Range': `properties ${start}-${start + Math.max(page.length - 1, 0)}/${sorted.length}` }
      : {};
    return HttpResponse.json(
      {
        properties: page.map(entry),
        total: sorted.length,
        indexed_block: now.block.toString(),
      },
      { headers },
    );
  });
}

/** GET /api/health as the API answers it: the indexer's block is the held one while it lags, else the chain's. */
export function healthHandler() {
  return http.get('*/api/health', async () => {
    await ensureTestChain();
    const head = await blockNumber();
    const indexed = state.held?.block ?? head;
    const body: Health = {
      status: 'ok',
      version: 'test',
      database: { ok: true, engine: 'pglite' },
      chain: { ok: true, chain_id: 31337, block_number: Number(head) },
      indexer: {
        enabled: true,
        leader: true,
        checkpoint_block: Number(indexed),
        lag_blocks: Number(head - indexed),
      },
    };
    return HttpResponse.json(body);
  });
}
