// /custom_admin/investors/…: investors with their KYC record and allow-list state, one with its holdings,
// trades, income and certificates, and the KYC edits (docs/investors.md#back-office-api, docs/api.md#endpoints).
// Every edit writes its audit entry in the transaction of the change. The allow-list itself changes only on chain.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Address, getAddress } from 'viem';
import { isCountryCode } from '#core/countries.ts';
import { API_ROLES } from '#core/roles.ts';
import { validationMessage } from '#core/validationMessages.ts';
import { fieldError, HttpError } from '../../lib/errors.ts';
import { sendPage } from '../../lib/list-query.ts';
import type { KycChanges, KycRecord } from '../../plugins/app/repositories/investors.ts';
import type { ListQuery } from '../../schemas/common.ts';
import {
  createInvestorSchema,
  INVESTOR_EXISTS,
  INVESTOR_NOT_FOUND,
  type InvestorUpdate,
  listInvestorsSchema,
  retrieveInvestorSchema,
  updateInvestorSchema,
} from '../../schemas/investors.ts';

/** The newest 100 of a wallet's records, for its page. */
const NEWEST: ListQuery = { range: '[0,99]', sort: '["id","DESC"]' };

const KYC_FIELDS = ['kyc_status', 'country', 'notes'] as const;
const pick = (record: KycRecord, fields: readonly (typeof KYC_FIELDS)[number][]) =>
  Object.fromEntries(fields.map((f) => [f, record[f]]));

/** The filters that take a country (docs/investors.md#countries). */
const COUNTRY_FILTERS = ['country', 'kyc_country', 'chain_country'] as const;

/**
 * 400 `country` unless the body's country is an assigned alpha-2 code, or null or empty, which clear it (the
 * validator's type coercion may hand a null over as '').
 */
function checkCountry(body: InvestorUpdate) {
  const { country } = body;
  if (country !== undefined && country !== null && country !== '' && !isCountryCode(country)) {
    throw fieldError('country', validationMessage('country'));
  }
}

/** 400 `filter` when a country filter holds anything but assigned alpha-2 codes (a malformed filter is planList's). */
function checkCountryFilters(query: ListQuery) {
  if (query.filter === undefined) return;
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return;
  }
  if (typeof filter !== 'object' || filter === null) return;
  for (const key of COUNTRY_FILTERS) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = (filter as Record<string, unknown>)[key];
    const values = Array.isArray(value) && key !== 'country' ? value : [value];
    if (!values.every(isCountryCode)) {
      throw fieldError('filter', `Filter "${key}": ${validationMessage('country')}`);
    }
  }
}

const changesOf = (body: InvestorUpdate): KycChanges => ({
  ...(body.kyc_status !== undefined && { kyc_status: body.kyc_status }),
  ...(body.country !== undefined && { country: body.country || null }),
  ...(body.notes !== undefined && { notes: body.notes.trim() }),
});

const adminInvestors: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRoles(API_ROLES.investors));
  const chainNow = async () =>
    (await app.chain.head().catch(() => null))?.time ?? Math.floor(Date.now() / 1000);

  /** Every property a recovery of `wallet` must move (docs/compliance.md#recovery): of those it ever received M2 of,
   *  the ones where it still holds M2 (`holding`) or has income to claim, which a lost key could not claim
   *  otherwise. All of them when the chain cannot be read (moving an empty holding moves nothing). */
  async function recoverable(wallet: string, holding: ReadonlySet<string>): Promise<string[]> {
    const tokens = (await app.incomeRepository.heldProperties(wallet)).map((p) => p.token as Address);
    const claimable = await app.chain.claimableIncome(tokens, getAddress(wallet)).catch(() => null);
    if (!claimable) return tokens;
    return tokens.filter((token, i) => holding.has(token) || (claimable[i] ?? 0n) > 0n);
  }

  /** The wallet's page: its record and its newest holdings, trades, income and certificates. */
  async function detail(wallet: string) {
    const now = await chainNow();
    const investor = await app.investorsRepository.find(wallet, now);
    if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);
    const [holdings, purchases, sales, income, certificates] = await Promise.all([
      app.tradesRepository.listOwnerships({}, wallet, now),
      app.tradesRepository.listPurchases(NEWEST, wallet),
      app.tradesRepository.listSales(NEWEST, wallet),
      app.incomeRepository.listPayments(NEWEST, wallet),
      app.certificatesRepository.listByHolder(NEWEST, wallet),
    ]);
    const recoveryProperties = await recoverable(
      wallet,
      new Set(holdings.items.map((h) => h.contract_address)),
    );
    return {
      ...investor,
      holdings: holdings.items,
      recovery_properties: recoveryProperties,
      purchases: purchases.items,
      sales: sales.items,
      income: income.items,
      certificates: certificates.items.map((c) => ({
        id: c.id,
        purchase_id: c.purchase_id,
        property_name: c.property_name,
        contract_address: c.contract_address,
        m2: c.m2,
        cost: c.cost,
        tx_hash: c.tx_hash,
        issued_at: c.issued_at,
      })),
    };
  }

  /** Saves `changes` to the wallet's KYC record with its audit entry, in one transaction. */
  async function saveKyc(
    request: FastifyRequest,
    wallet: string,
    changes: KycChanges,
    mustBeNew: boolean,
  ): Promise<{ before: KycRecord | null; after: KycRecord }> {
    const reviewer = request.user?.wallet ?? '';
    const saved = await app.db.transaction(async (tx) => {
      const before = await app.investorsRepository.lockKyc(tx, wallet);
      if (mustBeNew && before) throw new HttpError(409, INVESTOR_EXISTS);
      const after = await app.investorsRepository.saveKyc(tx, wallet, changes, reviewer);
      // Its audit entry in the same transaction (docs/audit-log.md#recording-an-entry): only what changed.
      const changed = KYC_FIELDS.filter((f) => before === null || before[f] !== after[f]);
      if (changed.length > 0) {
        await app.auditLog.record(tx, {
          action: before === null ? 'kyc_created' : 'kyc_updated',
          actor: reviewer,
          subjectType: 'investor',
          subjectId: wallet,
          before: before === null ? null : pick(before, changed),
          after: pick(after, changed),
        });
      }
      return { before, after };
    });
    request.audit(mustBeNew ? 'admin.investor_created' : 'admin.investor_updated', {
      target: getAddress(wallet),
      fields: Object.keys(changes).join(','),
    });
    return saved;
  }

  app.get('/', { schema: listInvestorsSchema }, async (request, reply) => {
    checkCountryFilters(request.query);
    const page = await app.investorsRepository.list(request.query, await chainNow());
    return sendPage(reply, 'investors', page);
  });

  app.get('/:wallet/', { schema: retrieveInvestorSchema }, async (request) => detail(request.params.wallet));

  app.put('/:wallet/', { schema: updateInvestorSchema }, async (request) => {
    checkCountry(request.body);
    await saveKyc(request, request.params.wallet, changesOf(request.body), false);
    return detail(request.params.wallet);
  });

  app.post('/', { schema: createInvestorSchema }, async (request, reply) => {
    const { wallet, ...fields } = request.body;
    checkCountry(fields);
    await saveKyc(request, wallet, changesOf(fields), true);
    return reply.code(201).send(await detail(wallet));
  });
};

export default adminInvestors;
