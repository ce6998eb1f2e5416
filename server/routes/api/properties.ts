// GET /api/properties/…: records, on-chain catalogue, validated catalogue, status check
// (docs/api.md#endpoints, docs/messages.md#properties).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAddress } from 'viem';
import { cachedJsonRoute } from '../../lib/cached-json-route.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { sendPage } from '../../lib/list-query.ts';
import { chainFigures, listingStatus, onchainProperty } from '../../lib/property-views.ts';
import {
  type CatalogProperty,
  checkStatusSchema,
  listSchema,
  onchainCatalogSchema,
  retrieveSchema,
  validatedCatalogSchema,
} from '../../schemas/properties.ts';

const isAddress = (key: string) => key.startsWith('0x');

const properties: FastifyPluginAsyncTypebox = async (app) => {
  const findByKey = (key: string) =>
    isAddress(key)
      ? app.propertiesRepository.findByContract(key)
      : app.propertiesRepository.findById(Number(key));

  app.get('/', { schema: listSchema }, async (request, reply) =>
    sendPage(reply, 'properties', await app.propertiesRepository.list(request.query)),
  );

  const onchainCatalog = cachedJsonRoute(app, 'onchain-catalog', async () => {
    const [views, records] = await Promise.all([
      app.chain.allPropertyViews(),
      app.propertiesRepository.idsByContract(),
    ]);
    return {
      active_properties: views
        .filter((v) => v.isListed)
        .map((v) => onchainProperty(v, records.get(v.token.toLowerCase())?.id ?? null)),
    };
  });
  app.get(
    '/onchain-catalog/',
    { schema: onchainCatalogSchema, onRequest: onchainCatalog.onRequest },
    onchainCatalog.handler,
  );

  const validatedCatalog = cachedJsonRoute(app, 'validated-catalog', async () => {
    const [views, records] = await Promise.all([
      app.chain.allPropertyViews(),
      app.propertiesRepository.listCatalogCandidates(),
    ]);
    const listed = new Map(views.filter((v) => v.isListed).map((v) => [v.token.toLowerCase(), v]));
    return records.flatMap((record): CatalogProperty[] => {
      const view = listed.get(record.contract_address.toLowerCase());
      if (!view) return [];
      const {
        status: _status,
        is_active: _active,
        created_at: _created,
        updated_at: _updated,
        ...texts
      } = record;
      return [{ ...texts, ...chainFigures(view), price_per_m2: view.currentPrice.toString() }];
    });
  });
  app.get(
    '/validated-catalog/',
    { schema: validatedCatalogSchema, onRequest: validatedCatalog.onRequest },
    validatedCatalog.handler,
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
