// /api/purchases/…: the caller's purchases, sales and holdings, and recording a buy/sell by its transaction
// (docs/api.md#endpoints, docs/messages.md#purchases-and-sales).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Hash } from 'viem';
import { validationMessage } from '#core/validationMessages.ts';
import { vaultEvents } from '../../lib/contracts.ts';
import { fieldError, HttpError, messages } from '../../lib/errors.ts';
import { sendPage } from '../../lib/list-query.ts';
import {
  createPurchaseSchema,
  createSaleSchema,
  listOwnershipsSchema,
  listPurchasesSchema,
  listSalesSchema,
  OWNERSHIP_NOT_FOUND,
  PURCHASE_NOT_FOUND,
  retrieveOwnershipSchema,
  retrievePurchaseSchema,
  retrieveSaleSchema,
  SALE_NOT_FOUND,
} from '../../schemas/purchases.ts';

const purchases: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate(messages.userNotAuthenticated));
  const wallet = (request: { user: { wallet: string } | null }) => request.user?.wallet ?? '';
  const chainNow = async () =>
    (await app.chain.head().catch(() => null))?.time ?? Math.floor(Date.now() / 1000);

  /**
   * The caller's confirmed VaultTrader `event` in transaction `hash`, recorded at once. 400 with `tx_hash`
   * errors when the hash is not that.
   */
  async function recordOwnTrade(hash: string, walletAddress: string, event: 'Bought' | 'Sold') {
    const what = event === 'Bought' ? 'purchase' : 'sale';
    const receipt = await app.chain.receipt(hash as Hash);
    if (!receipt) throw fieldError('tx_hash', validationMessage('txNotFound'));
    if (receipt.status !== 'success') throw fieldError('tx_hash', validationMessage('txFailed'));
    const head = await app.chain.blockNumber();
    const confirmations = head - receipt.blockNumber;
    if (confirmations < BigInt(app.config.confirmations)) {
      throw fieldError(
        'tx_hash',
        validationMessage('txConfirmations', {
          have: confirmations.toString(),
          need: app.config.confirmations,
        }),
      );
    }
    const vault = app.chain.contracts().VaultTrader.toLowerCase();
    const own = vaultEvents(
      receipt.logs.filter((l) => l.address.toLowerCase() === vault),
      event,
    ).filter((l) => ('buyer' in l.args ? l.args.buyer : l.args.seller).toLowerCase() === walletAddress);
    const first = own[0];
    if (!first) throw fieldError('tx_hash', validationMessage('txNotOwnTrade', { trade: what, event }));
    const effects = await app.indexer.recordReceipt(receipt);
    const created = (event === 'Bought' ? effects.purchases : effects.sales).some(
      (r) => r.logIndex === first.logIndex && r.created,
    );
    return { logIndex: first.logIndex, created };
  }

  app.get('/', { schema: listPurchasesSchema }, async (request, reply) =>
    sendPage(reply, 'purchases', await app.tradesRepository.listPurchases(request.query, wallet(request))),
  );

  app.post(
    '/create/',
    { schema: createPurchaseSchema, config: { failureDetail: 'Unexpected failure during creation' } },
    async (request, reply) => {
      const hash = request.body.tx_hash.toLowerCase();
      const { logIndex, created } = await recordOwnTrade(hash, wallet(request), 'Bought');
      const record = await app.tradesRepository.findPurchaseByLog(hash, logIndex);
      if (!record) throw new Error(`purchase ${hash}#${logIndex} missing after recording`);
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.post(
    '/sell/',
    { schema: createSaleSchema, config: { failureDetail: 'Sale creation failed' } },
    async (request, reply) => {
      const hash = request.body.tx_hash.toLowerCase();
      const { logIndex, created } = await recordOwnTrade(hash, wallet(request), 'Sold');
      const record = await app.tradesRepository.findSaleByLog(hash, logIndex);
      if (!record) throw new Error(`sale ${hash}#${logIndex} missing after recording`);
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.get('/sales/', { schema: listSalesSchema }, async (request, reply) =>
    sendPage(reply, 'sales', await app.tradesRepository.listSales(request.query, wallet(request))),
  );

  app.get('/sales/:id/', { schema: retrieveSaleSchema }, async (request) => {
    const sale = await app.tradesRepository.findSale(request.params.id, wallet(request));
    if (!sale) throw new HttpError(404, SALE_NOT_FOUND);
    return sale;
  });

  app.get('/ownerships/', { schema: listOwnershipsSchema }, async (request, reply) =>
    sendPage(
      reply,
      'ownerships',
      await app.tradesRepository.listOwnerships(request.query, wallet(request), await chainNow()),
    ),
  );

  app.get('/ownerships/:id/', { schema: retrieveOwnershipSchema }, async (request) => {
    const ownership = await app.tradesRepository.findOwnership(
      request.params.id,
      wallet(request),
      await chainNow(),
    );
    if (!ownership) throw new HttpError(404, OWNERSHIP_NOT_FOUND);
    return ownership;
  });

  app.get('/:id/', { schema: retrievePurchaseSchema }, async (request) => {
    const purchase = await app.tradesRepository.findPurchase(request.params.id, wallet(request));
    if (!purchase) throw new HttpError(404, PURCHASE_NOT_FOUND);
    return purchase;
  });
};

export default purchases;
