// GET /api/user/portfolio/ (+ history/, transactions.csv, statement.pdf) and the public
// GET /api/portfolio/statements/verify/ (docs/portfolio.md, docs/api.md#portfolio).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAddress, type Hex } from 'viem';
import { certificateLanguage } from '../../lib/certificate-text.ts';
import { fieldError, HttpError, messages } from '../../lib/errors.ts';
import { historyView, loadPortfolio, portfolioView, statementFigures } from '../../lib/portfolio.ts';
import {
  type StatementContent,
  sameStatement,
  statementContentOf,
  statementRecord,
  statementVerifyUrl,
} from '../../lib/statement.ts';
import { renderStatementPdf, statementFileName } from '../../lib/statement-pdf.ts';
import { transactionsCsv } from '../../lib/transactions-csv.ts';
import {
  portfolioHistorySchema,
  portfolioSchema,
  STATEMENT_NOT_VERIFIABLE,
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

  // Drawing a statement costs the CPU a good part of a second: a budget per user (after the session check).
  const statementLimit = {
    rateLimit: {
      max: app.config.rateLimits.statements,
      timeWindow: '1 minute',
      keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
        request.user ? `statement-user:${request.user.id}` : `statement-ip:${request.ip}`,
    },
  };

  app.get(
    '/statement.pdf',
    { schema: statementPdfSchema, config: statementLimit },
    async (request, reply) => {
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
        properties: figures.properties.map((p) => ({
          token: getAddress(p.property.token),
          heldM2: p.heldM2,
          value: p.value,
          costBasis: p.costBasis,
          unrealisedGain: p.unrealisedGain,
          realisedGain: p.flows.realisedGain,
          income: p.flows.income,
          refunds: p.flows.refunds,
        })),
      };
      const names = figures.properties.map((p) => ({
        name: p.property.property_name,
        nameRu: p.property.property_name_ru,
      }));
      const record = statementRecord(content, names);
      const signer = app.certificateSigner.address;
      // Kept, like a certificate, so that the printed link needs only the id and the signature. An unchanged
      // statement (the same figures, rows and names as the newest kept one) is issued once: the kept one again,
      // with its own issue time and signature.
      const kept = await app.statementsRepository.latest(content.holder, year, signer);
      const issued =
        kept && sameStatement(kept.figures, record)
          ? { id: kept.id, content: statementContentOf(kept.figures), signature: kept.signature as Hex }
          : await (async () => {
              const signature = await app.certificateSigner.signStatement(content);
              const id = await app.statementsRepository.insert({ figures: record, signer, signature });
              return { id, content, signature };
            })();
      const pdf = await renderStatementPdf({
        figures,
        content: issued.content,
        id: issued.id,
        signer,
        signature: issued.signature,
        verifyUrl: statementVerifyUrl(origin(request), issued.id, issued.signature),
        usdtDecimals: data.usdtDecimals,
        language: certificateLanguage(lang, request.headers['accept-language']),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(year)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

/** Same signature (case-insensitive hex), compared in constant time. */
function sameSignature(given: string, stored: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(stored.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Public: a kept statement's figures, per-property rows included, and whether the API's signature is over exactly
 * them (docs/portfolio.md#statement). The rows' hash is recomputed from the kept rows, so a changed row fails.
 */
export const publicPortfolio: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/statements/verify/:id/', { schema: statementVerifySchema }, async (request) => {
    const s = await app.statementsRepository.find(request.params.id);
    if (!s || !sameSignature(request.query.signature, s.signature)) {
      throw new HttpError(404, STATEMENT_NOT_VERIFIABLE);
    }
    const valid =
      getAddress(s.signer) === app.certificateSigner.address &&
      (await app.certificateSigner.verifyStatement(statementContentOf(s.figures), s.signature as Hex));
    return {
      valid,
      signer: app.certificateSigner.address,
      statement: { id: s.id, ...s.figures, signature: s.signature },
    };
  });
};
