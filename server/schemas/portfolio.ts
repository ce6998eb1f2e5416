// A holder's portfolio and its exports (docs/portfolio.md, docs/api.md#portfolio): the figures per property and
// in total, the value over time, the transactions as CSV and the yearly statement as a signed PDF.
import { type Static, Type } from 'typebox';
import {
  Address,
  DateTime,
  errorResponses,
  Nullable,
  ref,
  Signature,
  StableAmount,
  TokenAmount,
  Uint,
} from './common.ts';

/** Stablecoin base units that may be negative (a loss), decimal string. */
export const SignedAmount = Type.String({
  pattern: '^-?[0-9]+$',
  description: 'Stablecoin base units, negative for a loss, decimal string.',
});

const figureFields = {
  value: { ...StableAmount, description: 'M2 held × current price, rounded down like a sale.' },
  cost_basis: { ...StableAmount, description: 'What the M2 still held cost (FIFO over the purchases).' },
  unrealised_gain: { ...SignedAmount, description: 'value − cost_basis.' },
  realised_gain: {
    ...SignedAmount,
    description: 'Sales and refunds received less the FIFO cost of the M2 they took.',
  },
  invested: { ...StableAmount, description: 'Σ cost of purchases.' },
  sale_proceeds: { ...StableAmount, description: 'Σ paid for sales.' },
  refunds: { ...StableAmount, description: 'Σ refunds received for a delisted property.' },
  income: { ...StableAmount, description: 'Σ rental income received (claimed or reinvested).' },
  total_return: { ...SignedAmount, description: 'unrealised_gain + realised_gain + income.' },
  claimable_income: { ...StableAmount, description: 'Income a claim pays now (read from the chain).' },
};

export const PortfolioProperty = Type.Object(
  {
    property_id: Nullable(Type.Integer({ description: 'Backend record of the property, if any.' })),
    property_name: Type.String({ description: 'Name on chain.' }),
    property_name_ru: Nullable(Type.String({ description: "The property's Russian name, when it has one." })),
    contract_address: Address,
    held_m2: TokenAmount,
    price: { ...StableAmount, description: 'Current price per whole M2.' },
    ...figureFields,
  },
  { $id: 'PortfolioProperty' },
);
export type PortfolioProperty = Static<typeof PortfolioProperty>;

export const Portfolio = Type.Object(
  {
    holder: Address,
    as_of: { ...DateTime, description: 'Chain time of the figures (the latest block).' },
    usdt_balance: { ...StableAmount, description: "The caller's USDT balance, read from the chain now." },
    usdt_decimals: Type.Integer({ minimum: 0, maximum: 36, description: "The stablecoin's decimals." }),
    totals: Type.Object(figureFields),
    properties: Type.Array(ref(PortfolioProperty), {
      description: 'Every property the caller has a record of (held now or earlier).',
    }),
  },
  { $id: 'Portfolio' },
);
export type Portfolio = Static<typeof Portfolio>;

export const PortfolioPoint = Type.Object(
  {
    at: DateTime,
    value: StableAmount,
    cost_basis: StableAmount,
  },
  { $id: 'PortfolioPoint' },
);

const Lang = Type.Optional(
  Type.Union([Type.Literal('en'), Type.Literal('ru')], {
    description: "The file's language; without it, Accept-Language's first of en/ru, else en.",
  }),
);
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'A day, YYYY-MM-DD (UTC).' });

export const TransactionsQuery = Type.Object({ from: Day, to: Day, lang: Lang });
export type TransactionsQuery = Static<typeof TransactionsQuery>;

/** Years a statement may be asked for. */
export const STATEMENT_YEARS = { minimum: 2000, maximum: 2100 };
export const StatementQuery = Type.Object({
  year: Type.Integer({ ...STATEMENT_YEARS, description: 'The calendar year (UTC).' }),
  lang: Lang,
});
export type StatementQuery = Static<typeof StatementQuery>;

/** The signed figures of a statement, as printed in its verification link (docs/portfolio.md#statement). */
export const StatementVerifyQuery = Type.Object({
  holder: Address,
  year: Type.Integer(STATEMENT_YEARS),
  value: StableAmount,
  cost_basis: StableAmount,
  unrealised_gain: SignedAmount,
  realised_gain: SignedAmount,
  income: StableAmount,
  refunds: StableAmount,
  invested: StableAmount,
  sale_proceeds: StableAmount,
  usdt_balance: StableAmount,
  issued_at: { ...Uint, description: 'Unix seconds.' },
  signature: Signature,
});
export type StatementVerifyQuery = Static<typeof StatementVerifyQuery>;

export const StatementVerification = Type.Object(
  {
    valid: Type.Boolean({ description: "True when the signature is the API's signer's over these figures." }),
    signer: { ...Address, description: "The API's signer (the certificates' key)." },
  },
  { $id: 'StatementVerification' },
);

const unauthenticated = { ...errorResponses.detail, description: '`User not authenticated`.' };
const chainDown = { ...errorResponses.detail, description: '`Blockchain connection error`.' };

export const portfolioSchema = {
  operationId: 'userPortfolioRetrieve',
  tags: ['user'],
  summary: "The caller's portfolio: value, FIFO cost basis, gain or loss, income and refunds, USDT balance",
  response: { 200: ref(Portfolio), 401: unauthenticated, 503: chainDown },
};

export const portfolioHistorySchema = {
  operationId: 'userPortfolioHistoryList',
  tags: ['user'],
  summary: "The caller's portfolio value and cost basis over time (after each change, and now)",
  response: { 200: Type.Array(ref(PortfolioPoint)), 401: unauthenticated, 503: chainDown },
};

export const transactionsCsvSchema = {
  operationId: 'userPortfolioTransactionsCsv',
  tags: ['user'],
  summary: "The caller's transactions from `from` to `to` (inclusive) as CSV, amounts in M2 and USDT",
  querystring: TransactionsQuery,
  produces: ['text/csv'],
  response: {
    200: {
      description: 'The CSV file (attachment).',
      content: { 'text/csv': { schema: Type.String() } },
    },
    400: errorResponses.badRequest,
    401: unauthenticated,
    503: chainDown,
  },
};

export const statementPdfSchema = {
  operationId: 'userPortfolioStatementPdf',
  tags: ['user'],
  summary: "The caller's yearly statement as a signed PDF",
  querystring: StatementQuery,
  produces: ['application/pdf'],
  response: {
    200: {
      description: 'The PDF file (attachment).',
      content: {
        'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
      },
    },
    400: errorResponses.badRequest,
    401: unauthenticated,
    503: chainDown,
  },
};

export const statementVerifySchema = {
  operationId: 'portfolioStatementVerify',
  tags: ['user'],
  summary: "Verify a yearly statement's signature over its figures (public)",
  querystring: StatementVerifyQuery,
  response: { 200: ref(StatementVerification), 400: errorResponses.badRequest },
  security: [],
};

export const portfolioSchemas = [PortfolioProperty, Portfolio, PortfolioPoint, StatementVerification];
