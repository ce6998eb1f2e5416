// Investors in the back office (docs/investors.md, docs/api.md#endpoints): each wallet's KYC review (kept in the
// database) next to its allow-list state (mirrored from the identity registry's events), with its holdings,
// trades, income and certificates.
import { type Static, Type } from 'typebox';
import { ALLOWLIST_STATUSES, KYC_LIST_STATUSES, KYC_STATUSES } from '#core/investorStatus.ts';
import {
  Address,
  contentRangeHeader,
  DateTime,
  errorResponses,
  ListQuery,
  Nullable,
  ref,
  StableAmount,
  TokenAmount,
  TxHash,
} from './common.ts';
import { IncomePayment } from './income.ts';
import { Ownership, Purchase, Sale } from './purchases.ts';

export const INVESTOR_NOT_FOUND = 'Investor not found';

export const KycStatus = Type.Enum(KYC_STATUSES, {
  description:
    "The back office's review of the wallet's documents (database only; the allow-list is on chain).",
});
export const KycListStatus = Type.Enum(KYC_LIST_STATUSES, {
  description:
    "The back office's review of the wallet's documents, or `none` when the wallet has no KYC record yet (it " +
    'came in by an approval on chain, M2 or a login).',
});
export const AllowListStatus = Type.Enum(ALLOWLIST_STATUSES, {
  description:
    "The identity registry's allow-list, as its events left it: `frozen` over any approval, `expired` once the " +
    'expiry passed (docs/investors.md#statuses).',
});
const Country = Type.String({
  pattern: '^[A-Z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code (docs/investors.md#countries).',
  examples: ['DE'],
});
/** What a client sends: checked against the assigned codes by the route (src/core/countries.ts), 400 `country`. */
const CountryInput = Type.String({
  description:
    'ISO 3166-1 alpha-2 country code in capitals, one ISO assigns (docs/investors.md#countries); anything else ' +
    'is 400 with the field `country`.',
  examples: ['DE'],
});

export const Investor = Type.Object(
  {
    id: { ...Address, description: 'The wallet (EIP-55), the record id.' },
    wallet: Address,
    kyc_status: KycListStatus,
    country: Nullable(Country),
    notes: Type.String(),
    reviewed_by: Nullable({ ...Address, description: 'Who last changed the KYC record.' }),
    reviewed_at: Nullable(DateTime),
    created_at: Nullable(DateTime),
    status: AllowListStatus,
    chain_country: Nullable({
      ...Country,
      description:
        'The country given with the approval on chain, as its alpha-2 code (null: none given, or a number ISO ' +
        'does not assign).',
    }),
    chain_country_numeric: Nullable(
      Type.Integer({ description: 'The ISO 3166-1 numeric code the identity registry stores (0 = none).' }),
    ),
    expiry: Nullable({ ...DateTime, description: 'When the approval lapses (null: never).' }),
    approved_by: Nullable({
      ...Address,
      description: 'Who approved the wallet on chain (the event’s `by`).',
    }),
    approved_at: Nullable({ ...DateTime, description: 'Block time of the approval.' }),
    m2: { ...TokenAmount, description: 'M2 held across every property (base units).' },
    holds_m2: Type.Boolean(),
  },
  { $id: 'Investor' },
);
export type Investor = Static<typeof Investor>;

/** A certificate as the back office lists it (the file itself is the holder's: GET /api/certificates/…). */
export const InvestorCertificate = Type.Object(
  {
    id: Type.Integer(),
    purchase_id: Type.Integer(),
    property_name: Type.String(),
    contract_address: Address,
    m2: TokenAmount,
    cost: StableAmount,
    tx_hash: TxHash,
    issued_at: DateTime,
  },
  { $id: 'InvestorCertificate' },
);

export const InvestorDetail = Type.Object(
  {
    ...Investor.properties,
    holdings: Type.Array(ref(Ownership)),
    recovery_properties: Type.Array(Address, {
      description:
        'What a recovery of this wallet must move: every property where it holds M2 or has income to claim ' +
        '(also one it sold out of). Every property it ever held when the chain cannot be read.',
    }),
    purchases: Type.Array(ref(Purchase), { description: 'The newest 100.' }),
    sales: Type.Array(ref(Sale), { description: 'The newest 100.' }),
    income: Type.Array(ref(IncomePayment), { description: 'Claims and reinvestments, the newest 100.' }),
    certificates: Type.Array(ref(InvestorCertificate), { description: 'The newest 100.' }),
  },
  { $id: 'InvestorDetail' },
);
export type InvestorDetail = Static<typeof InvestorDetail>;

export const InvestorUpdate = Type.Object(
  {
    kyc_status: Type.Optional(KycStatus),
    country: Type.Optional(Nullable(CountryInput)),
    notes: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type InvestorUpdate = Static<typeof InvestorUpdate>;

export const WalletParam = Type.Object({ wallet: Address });
export type WalletParam = Static<typeof WalletParam>;

const gate = {
  401: { ...errorResponses.detail, description: '`Authentication required`.' },
  403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
  503: errorResponses.detail,
};

export const listInvestorsSchema = {
  operationId: 'customAdminInvestorsList',
  tags: ['custom-admin'],
  summary: 'Investors: every wallet with a KYC record, an allow-list event, M2 or a login',
  description:
    "Filters: `status` (allow-list), `kyc_status`, `country` (alpha-2: the KYC record's country or the one " +
    'given on chain), `kyc_country`, `chain_country`, `holds_m2` (true/false), `wallet`; `q` searches the wallet ' +
    'and the notes. A country that is not an assigned ISO 3166-1 alpha-2 code is 400 with the field `filter`.',
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(Investor)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    ...gate,
  },
};

export const retrieveInvestorSchema = {
  operationId: 'customAdminInvestorsRetrieve',
  tags: ['custom-admin'],
  summary: 'One investor with holdings, trades, income and certificates',
  params: WalletParam,
  response: {
    200: ref(InvestorDetail),
    400: errorResponses.badRequest,
    ...gate,
    404: { ...errorResponses.detail, description: `\`${INVESTOR_NOT_FOUND}\`.` },
  },
};

export const updateInvestorSchema = {
  operationId: 'customAdminInvestorsUpdate',
  tags: ['custom-admin'],
  summary: "Edit an investor's KYC record (review status, country, notes)",
  description:
    'Creates the record on first edit. Writes its audit entry in the same transaction. The allow-list itself ' +
    'changes only on chain (the identity registry).',
  params: WalletParam,
  body: InvestorUpdate,
  response: { 200: ref(InvestorDetail), 400: errorResponses.badRequest, ...gate },
};

export const InvestorCreate = Type.Object(
  { wallet: Address, ...InvestorUpdate.properties },
  { additionalProperties: false },
);
export type InvestorCreate = Static<typeof InvestorCreate>;

export const INVESTOR_EXISTS = 'Investor already has a KYC record';

export const createInvestorSchema = {
  operationId: 'customAdminInvestorsCreate',
  tags: ['custom-admin'],
  summary:
    'Open a KYC record for a wallet (one the back office has not seen yet, before approving it on chain)',
  description:
    'Writes its audit entry in the same transaction. 409 when the wallet already has a KYC record.',
  body: InvestorCreate,
  response: {
    201: ref(InvestorDetail),
    400: errorResponses.badRequest,
    ...gate,
    409: { ...errorResponses.detail, description: `\`${INVESTOR_EXISTS}\`.` },
  },
};

export const investorSchemas = [Investor, InvestorCertificate, InvestorDetail];
