// Properties (docs/product.md#records, docs/api.md#endpoints).
import { type Static, Type } from 'typebox';
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
  Uint,
} from './common.ts';

export const PROPERTY_STATUSES = ['active', 'inactive', 'delisted'] as const;

export const GalleryImage = Type.Object(
  {
    id: Type.Integer(),
    image: Type.String({
      description: 'URL path of the re-encoded image (same origin), e.g. `/uploads/….webp`.',
    }),
  },
  { $id: 'GalleryImage' },
);

/** What a backend record says about a property (English texts, optional Russian ones, images). */
const recordFields = {
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  name_ru: Nullable(Type.String()),
  description_ru: Nullable(Type.String()),
  property_address: Nullable(Type.String({ description: 'Postal address of the property.' })),
  property_address_ru: Nullable(Type.String()),
  contract_address: Address,
  apy_percent: Type.Number({ minimum: 0 }),
  image: Nullable(Type.String({ description: 'URL path of the main image.' })),
  gallery: Type.Array(ref(GalleryImage)),
};

export const Property = Type.Object(
  {
    ...recordFields,
    status: Type.Enum(PROPERTY_STATUSES, {
      type: 'string',
      description:
        '`active`: shown in the catalogue while listed on chain; `inactive`: hidden by a manager; `delisted`: delisted on chain.',
    }),
    is_active: Type.Boolean(),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { $id: 'Property' },
);
export type Property = Static<typeof Property>;

const chainFigures = {
  initial_price: StableAmount,
  current_price: StableAmount,
  total_m2: Type.Integer({ description: 'Whole square metres.' }),
  lock_duration: Type.Integer({ description: 'Seconds bought M2 stay locked.' }),
  sold_m2: TokenAmount,
  available_m2: TokenAmount,
  is_sell_enabled: Type.Boolean({
    description: 'Selling back is open now (an announced end of it shows in pending_closure until applied).',
  }),
  is_listed: Type.Boolean({
    description: 'Listed now (an announced delisting shows in pending_closure until applied).',
  }),
  pending_closure: Nullable(
    Type.Enum(['sell_back', 'delist'], {
      type: 'string',
      description:
        'A closure the registry announced and has not applied (docs/money-rules.md#closures): `sell_back` (selling ' +
        'back ends) or `delist` (delisting without refund; buying is closed already). Null when none.',
    }),
  ),
  closure_effective_at: Nullable(
    Type.Integer({ description: 'Chain time (Unix seconds) from which the pending closure may be applied.' }),
  ),
};

export const OnchainProperty = Type.Object(
  {
    address: Address,
    name: Type.String(),
    ...chainFigures,
    bucket_balance: StableAmount,
    sold_value: StableAmount,
    available_value: StableAmount,
    has_active_bucket: Type.Boolean(),
    has_user_investments: Type.Boolean(),
    refund: Type.Boolean(),
    is_liquidity_insufficient: Type.Boolean(),
    backend_id: Nullable(
      Type.Integer({ description: 'Id of the backend record for this contract, if any.' }),
    ),
  },
  { $id: 'OnchainProperty' },
);
export type OnchainProperty = Static<typeof OnchainProperty>;

export const OnchainCatalog = Type.Object(
  { active_properties: Type.Array(ref(OnchainProperty)) },
  { $id: 'OnchainCatalog' },
);

export const CatalogProperty = Type.Object(
  {
    ...recordFields,
    ...chainFigures,
    price_per_m2: { ...StableAmount, description: 'Current price: stablecoin base units per whole M2.' },
    bucket_balance: { ...StableAmount, description: "The property's bucket (stablecoin base units)." },
    sold_value: { ...StableAmount, description: 'Sold M2 at the current price (stablecoin base units).' },
    is_liquidity_insufficient: Type.Boolean({
      description: 'Selling back is open and the bucket holds less than the sold value (as the lens says).',
    }),
    distributions_count: Type.Integer({ description: 'Income distributions so far (docs/income.md).' }),
    income_total: {
      ...StableAmount,
      description: 'Income distributed so far, the issuer share included (stablecoin base units).',
    },
    income_to_holders: {
      ...StableAmount,
      description:
        "What holders received of it: income_total less the issuer's share (docs/income.md#distributing).",
    },
    income_issuer_share: {
      ...StableAmount,
      description:
        "The share of the M2 not sold at each distribution, which went back to the property's bucket.",
    },
    income_12m: { ...StableAmount, description: 'Income distributed in the last 365 days of chain time.' },
    realized_yield_percent: Type.Number({
      minimum: 0,
      description: 'income_12m ÷ (total M2 × current price) × 100, rounded down to 2 decimals.',
    }),
  },
  { $id: 'CatalogProperty' },
);
export type CatalogProperty = Static<typeof CatalogProperty>;

export const PropertyChainStatus = Type.Object(
  {
    id: Nullable(Type.Integer({ description: 'Backend record id, null when the contract has no record.' })),
    contract_address: Address,
    name: Type.String({ description: 'Name on chain.' }),
    status: Type.Enum(['listed', 'delisted_with_refunds', 'delisted_without_refunds'], {
      type: 'string',
      description:
        'Delisted with sell enabled = with refunds; with sell disabled = without refunds (docs/product.md#listing-state).',
    }),
    is_listed: Type.Boolean(),
    is_sell_enabled: Type.Boolean(),
    refund: Type.Boolean(),
    backend_status: Nullable(Type.Enum(PROPERTY_STATUSES, { type: 'string' })),
    block_number: Uint,
  },
  { $id: 'PropertyChainStatus' },
);
export type PropertyChainStatus = Static<typeof PropertyChainStatus>;

export const PropertyKeyParam = Type.Object({
  id: Type.String({
    pattern: '^([1-9][0-9]{0,9}|0x[0-9a-fA-F]{40})$',
    description: 'Backend record id, or the property contract address.',
  }),
});
export type PropertyKeyParam = Static<typeof PropertyKeyParam>;

const chainDown = { ...errorResponses.detail, description: '`Blockchain connection error`.' };

export const listSchema = {
  operationId: 'propertiesList',
  tags: ['properties'],
  summary: 'All backend property records',
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(Property)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
  },
  security: [],
};

export const retrieveSchema = {
  operationId: 'propertiesRetrieve',
  tags: ['properties'],
  summary: 'One backend property record, by id or contract address',
  params: PropertyKeyParam,
  response: { 200: ref(Property), 404: errorResponses.detail },
  security: [],
};

export const onchainCatalogSchema = {
  operationId: 'propertiesOnchainCatalog',
  tags: ['properties'],
  summary: 'Listed properties as the registry holds them',
  description:
    'Every listed property without list parameters; with `range`, `sort` or `filter` (sort: position, name, ' +
    'current_price, available_m2, sold_m2; filters: q, refund, is_sell_enabled, is_liquidity_insufficient, ' +
    'current_price_gte/_lte, available_m2_gte/_lte) one page, with Content-Range when `range` is given.',
  querystring: ListQuery,
  response: {
    200: { ...ref(OnchainCatalog), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    503: chainDown,
  },
  security: [],
};

export const validatedCatalogSchema = {
  operationId: 'propertiesValidatedCatalog',
  tags: ['properties'],
  summary: 'The public catalogue: active backend records whose contract is listed on chain',
  description:
    'Every catalogue entry without list parameters; with `range`, `sort` or `filter` (sort: id, name, ' +
    'apy_percent, current_price, available_m2, position; filters: q (name or address, both languages), refund, ' +
    'is_sell_enabled, is_liquidity_insufficient, current_price_gte/_lte, apy_percent_gte/_lte, ' +
    'available_m2_gte/_lte) one page, with Content-Range when `range` is given.',
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(CatalogProperty)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    503: chainDown,
  },
  security: [],
};

export const checkStatusSchema = {
  operationId: 'propertiesCheckStatus',
  tags: ['properties'],
  summary: 'On-chain status of a property (by backend id or contract address)',
  params: PropertyKeyParam,
  response: {
    200: ref(PropertyChainStatus),
    404: {
      ...errorResponses.detail,
      description: '`Property not found` or `Property not found on blockchain`.',
    },
    503: chainDown,
  },
  security: [],
};

export const propertySchemas = [
  GalleryImage,
  Property,
  OnchainProperty,
  OnchainCatalog,
  CatalogProperty,
  PropertyChainStatus,
];
