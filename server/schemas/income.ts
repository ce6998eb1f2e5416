// Rental income (docs/income.md): the caller's income per property and its history, and the back office's
// list of distributions. Distributions and payments come only from confirmed VaultTrader events; what a
// holder may claim now is read from the chain.
import { type Static, Type } from 'typebox';
import {
  Address,
  contentRangeHeader,
  DateTime,
  errorResponses,
  ListQuery,
  Nullable,
  onChain,
  propertyRef,
  ref,
  StableAmount,
  TokenAmount,
} from './common.ts';

export const Distribution = Type.Object(
  {
    id: Type.Integer(),
    ...propertyRef,
    distributor: Address,
    distribution_index: Type.Integer({ description: "The property's distribution number, from 1." }),
    amount: { ...StableAmount, description: 'Stablecoin base units distributed.' },
    issuer_share: {
      ...StableAmount,
      description: "Share of the M2 not sold yet, booked into the property's bucket.",
    },
    period_start: DateTime,
    period_end: DateTime,
    ...onChain,
  },
  { $id: 'Distribution' },
);
export type Distribution = Static<typeof Distribution>;

export const IncomePayment = Type.Object(
  {
    id: Type.Integer(),
    ...propertyRef,
    kind: Type.Union([Type.Literal('claim'), Type.Literal('reinvest')], {
      description: '`claim`: paid in stablecoin; `reinvest`: spent on `m2` more M2.',
    }),
    holder: Address,
    amount: StableAmount,
    m2: Nullable(TokenAmount),
    ...onChain,
  },
  { $id: 'IncomePayment' },
);
export type IncomePayment = Static<typeof IncomePayment>;

export const EarnedIncome = Type.Object(
  {
    id: Type.Integer({ description: 'The distribution.' }),
    ...propertyRef,
    distribution_index: Type.Integer(),
    period_start: DateTime,
    period_end: DateTime,
    balance: { ...TokenAmount, description: "The caller's M2 at the distribution." },
    share: {
      ...StableAmount,
      description: "The caller's share of it, as the token counts it (rounded down).",
    },
    ...onChain,
  },
  { $id: 'EarnedIncome' },
);
export type EarnedIncome = Static<typeof EarnedIncome>;

export const PropertyIncome = Type.Object(
  {
    ...propertyRef,
    claimable: { ...StableAmount, description: 'What a claim pays now (read from the chain).' },
    claimed: { ...StableAmount, description: 'Paid so far in stablecoin.' },
    reinvested: { ...StableAmount, description: 'Spent on more M2 so far.' },
  },
  { $id: 'PropertyIncome' },
);
export type PropertyIncome = Static<typeof PropertyIncome>;

export const IncomeSummary = Type.Object(
  {
    total_claimable: StableAmount,
    total_claimed: StableAmount,
    total_reinvested: StableAmount,
    properties: Type.Array(ref(PropertyIncome), {
      description: 'Every property the caller ever held, with income claimable or received.',
    }),
  },
  { $id: 'IncomeSummary' },
);
export type IncomeSummary = Static<typeof IncomeSummary>;

const unauthenticated = { ...errorResponses.detail, description: '`User not authenticated`.' };

export const incomeSummarySchema = {
  operationId: 'userIncomeRetrieve',
  tags: ['user'],
  summary: "The caller's rental income: claimable now and received, per property and in total",
  response: { 200: ref(IncomeSummary), 401: unauthenticated, 503: errorResponses.detail },
};

export const incomeHistorySchema = {
  operationId: 'userIncomeHistoryList',
  tags: ['user'],
  summary: "The caller's income payments (claims and reinvestments)",
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(IncomePayment)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    401: unauthenticated,
  },
};

export const incomeEarnedSchema = {
  operationId: 'userIncomeEarnedList',
  tags: ['user'],
  summary: "The distributions the caller's M2 took part in, with its balance then and its share",
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(EarnedIncome)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    401: unauthenticated,
  },
};

export const adminListDistributionsSchema = {
  operationId: 'customAdminDistributionsList',
  tags: ['custom-admin'],
  summary: 'Every income distribution (managers and admins)',
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(Distribution)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    401: { ...errorResponses.detail, description: '`Authentication required`.' },
    403: { ...errorResponses.detail, description: '`You do not have permission to perform this action`.' },
    503: errorResponses.detail,
  },
};

export const incomeSchemas = [Distribution, IncomePayment, EarnedIncome, PropertyIncome, IncomeSummary];
