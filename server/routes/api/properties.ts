// GET /api/properties/…: records, on-chain catalogue, validated catalogue, status check
// (docs/api.md#endpoints, docs/messages.md#properties).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAddress } from 'viem';
import { realizedYieldPercent, YIELD_WINDOW_SECONDS } from '#core/realizedYield.ts';
import { cachedJsonRoute } from '../../lib/cached-json-route.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { pageHeaders } from '../../lib/list-query.ts';
import { chainFigures, listingStatus, onchainProperty } from '../../lib/property-views.ts';
import type { ListQuery } from '../../schemas/common.ts';
import {
  type CatalogProperty,
  checkStatusSchema,
  listSchema,
  onchainCatalogSchema,
  retrieveSchema,
  validatedCatalogSchema,
} from '../../schemas/properties.ts';

const isAddress = (key: string) => key.startsWith('0x');
/** How long a cached catalogue waits at most for the look at the chain's clock. */
const CLOCK_WAIT_MS = 1_000;
/** True when the request asks for a page, an order or a filter (not the whole, cached catalogue). */
const isListQuery = (query: ListQuery) =>
  query.range !== undefined || query.sort !== undefined || query.filter !== undefined;

const properties: FastifyPluginAsyncTypebox = async (app) => {
  const findByKey = (key: string) =>
    isAddress(key)
      ? app.propertiesRepository.findByContract(key)
      : app.propertiesRepository.findById(Number(key));

  // The records are the same for every caller: the list and its pages are answered from the catalogue cache,
  // dropped whenever a record changes.
  const records = cachedJsonRoute(
    app,
    'property-records',
    async () => (await app.propertiesRepository.list({})).items,
  );
  app.get('/', { schema: listSchema, onRequest: records.onRequest }, async (request, reply) => {
    if (!isListQuery(request.query)) return records.handler(request, reply);
    return records.pageHandler(request, reply, async () => {
      const page = await app.propertiesRepository.list(request.query);
      return { value: page.items, headers: pageHeaders('properties', page) };
    });
  });

  // The catalogues come from the figures the indexer keeps (server/indexer/property-figures.ts), a page at a
  // time. Without list parameters the whole catalogue is answered from the cache. They show the chain's state,
  // so a node that cannot be reached answers 503 `Blockchain connection error` (one head read per second).
  // A cached catalogue is answered only after a look at the chain's clock: a price whose time has come, or a
  // distribution that left the yield window, drops it first (docs/api.md#chain-time). A node that cannot be
  // reached, or does not answer within CLOCK_WAIT_MS, leaves the cache as it is; a catalogue that must be read
  // answers 503 then.
  const clockFirst = async () => {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, CLOCK_WAIT_MS);
    });
    await Promise.race([app.figuresClock.head().catch(() => undefined), waited]);
    clearTimeout(timer);
  };
  const onchainPage = async (query: ListQuery) => {
    await app.figuresClock.head();
    const page = await app.propertyFigures.listedPage(query);
    return { ...page, items: page.items.map(({ view, backendId }) => onchainProperty(view, backendId)) };
  };
  const onchainCatalog = cachedJsonRoute(app, 'onchain-catalog', async () => ({
    active_properties: (await onchainPage({})).items,
  }));
  app.get(
    '/onchain-catalog/',
    { schema: onchainCatalogSchema, onRequest: [clockFirst, onchainCatalog.onRequest] },
    async (request, reply) => {
      if (!isListQuery(request.query)) return onchainCatalog.handler(request, reply);
      return onchainCatalog.pageHandler(request, reply, async () => {
        const page = await onchainPage(request.query);
        return { value: { active_properties: page.items }, headers: pageHeaders('properties', page) };
      });
    },
  );

  const catalogPage = async (query: ListQuery) => {
    const head = await app.figuresClock.head();
    const page = await app.propertiesRepository.catalogPage(app.config.chainId, query);
    const income = await app.incomeRepository.stats(
      page.items.map(({ view }) => view.token),
      new Date((head.time - YIELD_WINDOW_SECONDS) * 1000),
    );
    const items = page.items.map(({ record, view }): CatalogProperty => {
      const paid = income.get(view.token.toLowerCase());
      const {
        status: _status,
        is_active: _active,
        created_at: _created,
        updated_at: _updated,
        ...texts
      } = record;
      return {
        ...texts,
        ...chainFigures(view),
        price_per_m2: view.currentPrice.toString(),
        bucket_balance: view.bucketBalance.toString(),
        sold_value: view.soldValue.toString(),
        is_liquidity_insufficient: view.isLiquidityInsufficient,
        distributions_count: paid?.count ?? 0,
        income_total: (paid?.total ?? 0n).toString(),
        income_to_holders: ((paid?.total ?? 0n) - (paid?.issuer ?? 0n)).toString(),
        income_issuer_share: (paid?.issuer ?? 0n).toString(),
        income_12m: (paid?.recent ?? 0n).toString(),
        realized_yield_percent: realizedYieldPercent(paid?.recent ?? 0n, view.totalM2, view.currentPrice),
      };
    });
    return { ...page, items };
  };
  const validatedCatalog = cachedJsonRoute(
    app,
    'validated-catalog',
    async () => (await catalogPage({})).items,
  );
  app.get(
    '/validated-catalog/',
    { schema: validatedCatalogSchema, onRequest: [clockFirst, validatedCatalog.onRequest] },
    async (request, reply) => {
      if (!isListQuery(request.query)) return validatedCatalog.handler(request, reply);
      return validatedCatalog.pageHandler(request, reply, async () => {
        const page = await catalogPage(request.query);
        return { value: page.items, headers: pageHeaders('properties', page) };
      });
    },
  );

  app.get('/check-status/:id/', { schema: checkStatusSchema }, async (request) => {
    const key = request.params.id;
    const record = await findByKey(key);
    if (!record && !isAddress(key)) throw new HttpError(404, messages.propertyNotFound);
    const address = getAddress(record?.contract_address ?? key);
    if (!(await app.chain.isProperty(address))) throw new HttpError(404, messages.propertyNotOnChain);
    const [view, head] = await Promise.all([app.chain.propertyView(address), app.chain.head()]);
    return {
      id: record?.id ?? null,
      contract_address: address,
      name: view.name,
      status: listingStatus(view),
      is_listed: view.isListed,
      is_sell_enabled: view.isSellEnabled,
      refund: view.refund,
      backend_status: record?.status ?? null,
      block_number: head.block.toString(),
    };
  });

  app.get('/:id/', { schema: retrieveSchema }, async (request) => {
    const record = await findByKey(request.params.id);
    if (!record) throw new HttpError(404, messages.propertyNotFound);
    return record;
  });
};

export default properties;
