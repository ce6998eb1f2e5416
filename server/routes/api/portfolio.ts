// GET /api/user/portfolio/ (+ history/, transactions.csv, statement.pdf) and the public
// GET /api/portfolio/statements/verify/ (docs/portfolio.md, docs/api.md#portfolio).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Address, Hex } from 'viem';
import { certificateLanguage } from '../../lib/certificate-text.ts';
import { fieldError, messages } from '../../lib/errors.ts';
import { historyView, loadPortfolio, portfolioView, statementFigures } from '../../lib/portfolio.ts';
import type { StatementContent } from '../../lib/statement.ts';
import { renderStatementPdf, statementFileName } from '../../lib/statement-pdf.ts';
import { transactionsCsv } from '../../lib/transactions-csv.ts';
import {
  portfolioHistorySchema,
  portfolioSchema,
  statementPdfSchema,
  statementVerifySchema,
  transactionsCsvSchema,
} from '../../schemas/portfolio.ts';

/** Seconds of the start of a YYYY-MM-DD day (UTC), or null when it is no such day. */
function dayStart(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / 1000;
}

/** The caller's portfolio and its exports. */
export const ownedPortfolio: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate(messages.userNotAuthenticated));
  const wallet = (request: { user: { wallet: string } | null }) => request.user?.wallet ?? '';
  const origin = (request: { protocol: string; host: string }) =>
    app.config.publicUrl || `${request.protocol}://${request.host}`;

  app.get('/', { schema: portfolioSchema }, async (request) =>
    portfolioView(await loadPortfolio(app, wallet(request))),
  );

  app.get('/history/', { schema: portfolioHistorySchema }, async (request) =>
    historyView(await loadPortfolio(app, wallet(request))),
  );

  app.get('/transactions.csv', { schema: transactionsCsvSchema }, async (request, reply) => {
    const { from, to, lang } = request.query;
    const start = dayStart(from);
    const end = dayStart(to);
    if (start === null) throw fieldError('from', 'Enter a valid date.');
    if (end === null) throw fieldError('to', 'Enter a valid date.');
    if (end < start) throw fieldError('to', 'The end date must not be before the start date.');
    const data = await loadPortfolio(app, wallet(request));
    const rows = data.transactions.filter((t) => t.at >= start && t.at < end + 86_400);
    const language = certificateLanguage(lang, request.headers['accept-language']);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transactions_${from}_${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(transactionsCsv(rows, data.properties, data.usdtDecimals, language));
  });

  app.get('/statement.pdf', { schema: statementPdfSchema }, async (request, reply) => {
    const { year, lang } = request.query;
    const data = await loadPortfolio(app, wallet(request));
    if (Date.UTC(year, 0, 1) / 1000 > data.now) throw fieldError('year', 'The year has not started yet.');
    const figures = statementFigures(data, year);
    const content: StatementContent = {
      holder: data.holder,
      year,
      value: figures.totals.value,
      costBasis: figures.totals.costBasis,
      unrealisedGain: figures.totals.unrealisedGain,
      realisedGain: figures.totals.realisedGain,
      income: figures.totals.income,
      refunds: figures.totals.refunds,
      invested: figures.totals.invested,
      saleProceeds: figures.totals.saleProceeds,
      usdtBalance: data.usdtBalance,
      issuedAt: BigInt(data.now),
    };
    const signature = await app.certificateSigner.signStatement(content);
    const pdf = await renderStatementPdf({
      figures,
      content,
      signer: app.certificateSigner.address,
      signature,
      verifyBase: `${origin(request)}/api/portfolio/statements/verify/`,
      usdtDecimals: data.usdtDecimals,
      language: certificateLanguage(lang, request.headers['accept-language']),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${statementFileName(year)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

/** Public: whether a statement's figures carry the API's signature (docs/portfolio.md#statement). */
export const publicPortfolio: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/statements/verify/', { schema: statementVerifySchema }, async (request) => {
    const q = request.query;
    const content: StatementContent = {
      holder: q.holder as Address,
      year: q.year,
      value: BigInt(q.value),
      costBasis: BigInt(q.cost_basis),
      unrealisedGain: BigInt(q.unrealised_gain),
      realisedGain: BigInt(q.realised_gain),
      income: BigInt(q.income),
      refunds: BigInt(q.refunds),
      invested: BigInt(q.invested),
      saleProceeds: BigInt(q.sale_proceeds),
      usdtBalance: BigInt(q.usdt_balance),
      issuedAt: BigInt(q.issued_at),
    };
    const valid = await app.certificateSigner.verifyStatement(content, q.signature as Hex);
    return { valid, signer: app.certificateSigner.address };
  });
};
