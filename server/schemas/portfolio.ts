// A holder's portfolio and its exports (docs/portfolio.md, docs/api.md#portfolio): the figures per property and
// in total, the value over time, the transactions as CSV and the yearly statement as a signed PDF.
import { type Static, Type } from 'typebox';
import {
  Address,
  DateTime,
  errorResponses,
  IdParam,
  Nullable,
  ref,
  Signature,
  StableAmount,
  TokenAmount,
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
    as_of: { ...DateTime, description: 'Chain time of the figures: the time of the block `as_of_block`.' },
    as_of_block: Type.Integer({
      minimum: 0,
      description:
        'The block the figures are as of: the head, read for this answer. The USDT balance and the income to claim ' +
        'are read at this block.',
    }),
    usdt_balance: { ...StableAmount, description: "The caller's USDT balance at block `as_of_block`." },
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

export const STATEMENT_NOT_VERIFIABLE = 'Statement does not exist';

/** A statement's verify link: its id and the signature printed on it (docs/portfolio.md#statement). */
export const StatementVerifyQuery = Type.Object({
  signature: {
    ...Signature,
    description:
      'The signature printed on the statement (part of its verify link): without the right one the statement ' +
      'is not found.',
  },
});
export type StatementVerifyQuery = Static<typeof StatementVerifyQuery>;

const signedAmount = (description: string) => ({ ...StableAmount, description });
const signedGain = (description: string) => ({ ...SignedAmount, description });

export const StatementRow = Type.Object(
  {
    token: { ...Address, description: 'The property token (signed).' },
    property_name: Type.String({ description: "The property's English name (shown, not signed)." }),
    property_name_ru: Nullable(
      Type.String({ description: "The property's Russian name (shown, not signed)." }),
    ),
    held_m2: { ...TokenAmount, description: 'M2 held at the end of the period (18 decimals).' },
    value: signedAmount('Value at the end of the period.'),
    cost_basis: signedAmount('FIFO cost of the M2 held.'),
    unrealised_gain: signedGain('value − cost_basis.'),
    realised_gain: signedGain('Realised gain or loss in the period.'),
    income: signedAmount('Rental income received in the period.'),
    refunds: signedAmount('Refunds received in the period.'),
  },
  { $id: 'StatementRow' },
);

export const SignedStatement = Type.Object(
  {
    id: Type.Integer(),
    holder: Address,
    year: Type.Integer(STATEMENT_YEARS),
    value: signedAmount('Total value at the end of the period.'),
    cost_basis: signedAmount('Total FIFO cost basis.'),
    unrealised_gain: signedGain('Total unrealised gain or loss.'),
    realised_gain: signedGain('Total realised gain or loss in the period.'),
    income: signedAmount('Rental income received in the period.'),
    refunds: signedAmount('Refunds received in the period.'),
    invested: signedAmount('Purchases in the period.'),
    sale_proceeds: signedAmount('Sales in the period.'),
    usdt_balance: signedAmount('USDT balance at the issue time.'),
    issued_at: Type.Integer({ description: 'Issue time (chain time), Unix seconds.' }),
    properties: Type.Array(ref(StatementRow), {
      description:
        'The per-property rows; signed as one `properties` hash (keccak256 of their ABI encoding).',
    }),
    signature: { ...Signature, description: 'EIP-712 signature of the statement by the server key.' },
  },
  { $id: 'SignedStatement' },
);

export const StatementVerification = Type.Object(
  {
    valid: Type.Boolean({
      description: "True when the signature is the API's signer's over these figures, rows included.",
    }),
    signer: { ...Address, description: "The API's signer (the certificates' key)." },
    statement: ref(SignedStatement),
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
  description:
    'An unchanged statement (the same figures, rows and names as the newest kept one) is issued once: the kept ' +
    'statement again, with its number, issue time and signature. Rate limited per user.',
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
    429: {
      ...errorResponses.detail,
      description: 'Too many statements asked by this user (`RATE_LIMIT_STATEMENTS` a minute).',
    },
    503: chainDown,
  },
};

export const statementVerifySchema = {
  operationId: 'portfolioStatementVerify',
  tags: ['user'],
  summary:
    "Verify a yearly statement: the server's signature over its figures and per-property rows (public)",
  params: IdParam,
  querystring: StatementVerifyQuery,
  response: {
    200: ref(StatementVerification),
    400: errorResponses.badRequest,
    404: {
      ...errorResponses.detail,
      description: `\`${STATEMENT_NOT_VERIFIABLE}\`: no such id, or the signature is not this statement's.`,
    },
  },
  security: [],
};

export const portfolioSchemas = [
  PortfolioProperty,
  Portfolio,
  PortfolioPoint,
  StatementRow,
  SignedStatement,
  StatementVerification,
];
