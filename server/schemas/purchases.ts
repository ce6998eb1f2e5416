// Purchases, sales and ownerships (docs/product.md#records, docs/api.md#endpoints,
// docs/messages.md#purchases-and-sales). Records come only from confirmed VaultTrader and PropertyToken
// events on chain.
import { type Static, Type } from 'typebox';
import {
  Address,
  contentRangeHeader,
  DateTime,
  errorResponses,
  IdParam,
  ListQuery,
  Nullable,
  onChain,
  propertyRef,
  ref,
  StableAmount,
  TokenAmount,
  TxHash,
} from './common.ts';

export const Purchase = Type.Object(
  {
    id: Type.Integer(),
    ...propertyRef,
    buyer: Address,
    m2: TokenAmount,
    cost: { ...StableAmount, description: 'Stablecoin base units paid.' },
    price: { ...StableAmount, description: 'Price per whole M2 at the time of purchase.' },
    ...onChain,
    certificate_id: Nullable(Type.Integer()),
  },
  { $id: 'Purchase' },
);
export type Purchase = Static<typeof Purchase>;

export const Sale = Type.Object(
  {
    id: Type.Integer(),
    ...propertyRef,
    seller: Address,
    m2: TokenAmount,
    payout: { ...StableAmount, description: 'Stablecoin base units received.' },
    price: StableAmount,
    from_general: { ...StableAmount, description: 'Part of the payout taken from the general bucket.' },
    ...onChain,
  },
  { $id: 'Sale' },
);
export type Sale = Static<typeof Sale>;

export const Ownership = Type.Object(
  {
    id: Type.Integer(),
    ...propertyRef,
    holder: Address,
    balance: TokenAmount,
    locked_amount: { ...TokenAmount, description: 'M2 base units still locked (0 once the lock ended).' },
    unlocked_balance: TokenAmount,
    unlock_time: Nullable(DateTime),
    is_listed: Type.Boolean(),
    is_sell_enabled: Type.Boolean(),
    updated_block: Type.Integer(),
  },
  { $id: 'Ownership' },
);
export type Ownership = Static<typeof Ownership>;

export const TxBody = Type.Object(
  { tx_hash: { ...TxHash, description: "Hash of the caller's own confirmed VaultTrader transaction." } },
  { additionalProperties: false },
);
export type TxBody = Static<typeof TxBody>;

const unauthenticated = { ...errorResponses.detail, description: '`User not authenticated`.' };
const listResponse = (item: typeof Purchase | typeof Sale | typeof Ownership) => ({
  200: { ...Type.Array(ref(item)), headers: contentRangeHeader },
  400: errorResponses.badRequest,
  401: unauthenticated,
});
const oneResponse = (item: typeof Purchase | typeof Sale | typeof Ownership, notFound: string) => ({
  200: ref(item),
  401: unauthenticated,
  404: { ...errorResponses.detail, description: `\`${notFound}\`.` },
});

export const PURCHASE_NOT_FOUND = 'Purchase not found or does not belong to user';
export const SALE_NOT_FOUND = 'Sale not found or does not belong to user';
export const OWNERSHIP_NOT_FOUND = 'Ownership not found, does not belong to user, or property is not listed';

export const listPurchasesSchema = {
  operationId: 'purchasesList',
  tags: ['purchases'],
  summary: "The caller's purchases",
  querystring: ListQuery,
  response: listResponse(Purchase),
};

export const retrievePurchaseSchema = {
  operationId: 'purchasesRetrieve',
  tags: ['purchases'],
  summary: "One of the caller's purchases",
  params: IdParam,
  response: oneResponse(Purchase, PURCHASE_NOT_FOUND),
};

const createDescription = (what: string, event: string) =>
  `Records the caller's ${what} at once from its transaction (the indexer would also pick it up). The ` +
  `transaction must be mined successfully, carry a VaultTrader \`${event}\` event of the caller and have the ` +
  'configured number of confirmations; otherwise 400 with `{"tx_hash": [...]}`. Idempotent: a hash already ' +
  'recorded answers 200 with the existing record.';

export const createPurchaseSchema = {
  operationId: 'purchasesCreate',
  tags: ['purchases'],
  summary: 'Record a purchase from its buy transaction',
  description: createDescription('purchase', 'Bought'),
  body: TxBody,
  response: {
    200: ref(Purchase),
    201: ref(Purchase),
    400: errorResponses.badRequest,
    401: unauthenticated,
    500: { ...errorResponses.detail, description: '`Unexpected failure during creation`.' },
    503: errorResponses.detail,
  },
};

export const createSaleSchema = {
  operationId: 'purchasesSell',
  tags: ['purchases'],
  summary: 'Record a sale from its sell transaction',
  description: createDescription('sale', 'Sold'),
  body: TxBody,
  response: {
    200: ref(Sale),
    201: ref(Sale),
    400: errorResponses.badRequest,
    401: unauthenticated,
    500: { ...errorResponses.detail, description: '`Sale creation failed`.' },
    503: errorResponses.detail,
  },
};

export const listSalesSchema = {
  operationId: 'purchasesSalesList',
  tags: ['purchases'],
  summary: "The caller's sales",
  querystring: ListQuery,
  response: listResponse(Sale),
};

export const retrieveSaleSchema = {
  operationId: 'purchasesSalesRetrieve',
  tags: ['purchases'],
  summary: "One of the caller's sales",
  params: IdParam,
  response: oneResponse(Sale, SALE_NOT_FOUND),
};

export const listOwnershipsSchema = {
  operationId: 'purchasesOwnershipsList',
  tags: ['purchases'],
  summary: "The caller's current holdings (non-zero balances), with lock state",
  querystring: ListQuery,
  response: listResponse(Ownership),
};

export const retrieveOwnershipSchema = {
  operationId: 'purchasesOwnershipsRetrieve',
  tags: ['purchases'],
  summary: "One of the caller's holdings",
  params: IdParam,
  response: oneResponse(Ownership, OWNERSHIP_NOT_FOUND),
};

export const adminListPurchasesSchema = {
  operationId: 'customAdminPurchasesList',
  tags: ['custom-admin'],
  summary: 'Every purchase (managers and admins)',
  querystring: ListQuery,
  response: {
    ...listResponse(Purchase),
    401: { ...errorResponses.detail, description: '`Authentication required`.' },
    403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
    503: errorResponses.detail,
  },
};

export const purchaseSchemas = [Purchase, Sale, Ownership];
