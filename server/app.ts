// The API application. Plugins load in layers, like fastify/demo: external (config, database, Redis, cookies,
// CORS, security headers, JSON bodies, compression, rate limits, OpenAPI) → app (repositories, chain, caches, auth, images,
// certificates, mail, indexer) → routes. `buildApp` serves `npm run server`, `npm start` (with the web app's static
// root), the tests (app.inject) and the OpenAPI export.
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { compiledSchemas } from './lib/compiled-schemas.ts';
import { errorHandler } from './lib/error-handler.ts';
import { errorLog } from './lib/error-log.ts';
import { HttpError } from './lib/errors.ts';
import { requestSerializer } from './lib/log-redaction.ts';
import { requestId } from './lib/request-id.ts';
import audit from './plugins/app/audit.ts';
import auth from './plugins/app/auth.ts';
import catalogCache from './plugins/app/catalog-cache.ts';
import certificateSigner from './plugins/app/certificates.ts';
import chain from './plugins/app/chain.ts';
import eventBus from './plugins/app/event-bus.ts';
import figuresClock from './plugins/app/figures-clock.ts';
import images from './plugins/app/images.ts';
import indexer from './plugins/app/indexer.ts';
import mail from './plugins/app/mail.ts';
import auditLogRepository from './plugins/app/repositories/audit-log.ts';
import certificatesRepository from './plugins/app/repositories/certificates.ts';
import chainRecordsRepository from './plugins/app/repositories/chain-records.ts';
import incomeRepository from './plugins/app/repositories/income.ts';
import investorsRepository from './plugins/app/repositories/investors.ts';
import portfolioRepository from './plugins/app/repositories/portfolio.ts';
import propertiesRepository from './plugins/app/repositories/properties.ts';
import propertyFiguresRepository from './plugins/app/repositories/property-figures.ts';
import recoveriesRepository from './plugins/app/repositories/recoveries.ts';
import statementsRepository from './plugins/app/repositories/statements.ts';
import tradesRepository from './plugins/app/repositories/trades.ts';
import uploadQuota from './plugins/app/repositories/upload-quota.ts';
import usersRepository from './plugins/app/repositories/users.ts';
import roles from './plugins/app/roles.ts';
import compression from './plugins/external/compression.ts';
import configPlugin from './plugins/external/config.ts';
import cookie from './plugins/external/cookie.ts';
import cors from './plugins/external/cors.ts';
import database from './plugins/external/database.ts';
import jsonBody from './plugins/external/json-body.ts';
import metrics from './plugins/external/metrics.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import redis from './plugins/external/redis.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import swagger from './plugins/external/swagger.ts';
import authRoutes from './routes/api/auth.ts';
import certificateRoutes from './routes/api/certificates.ts';
import emailRoutes from './routes/api/email.ts';
import healthRoutes from './routes/api/health.ts';
import incomeRoutes from './routes/api/income.ts';
import { ownedPortfolio, publicPortfolio } from './routes/api/portfolio.ts';
import propertyRoutes from './routes/api/properties.ts';
import purchaseRoutes from './routes/api/purchases.ts';
import userRoutes from './routes/api/user.ts';
import adminAuditLogRoutes from './routes/custom-admin/audit-log.ts';
import adminChainPropertyRoutes from './routes/custom-admin/chain-properties.ts';
import adminDistributionRoutes from './routes/custom-admin/distributions.ts';
import adminInvestorRoutes from './routes/custom-admin/investors.ts';
import adminPropertyRoutes from './routes/custom-admin/properties.ts';
import adminPurchaseRoutes from './routes/custom-admin/purchases.ts';
import adminRecoveryRoutes from './routes/custom-admin/recoveries.ts';
import devMailbox from './routes/dev-mailbox.ts';
import rpcRoutes from './routes/rpc.ts';
import staticFiles from './routes/static-files.ts';
import { auditLogSchemas } from './schemas/admin-audit-log.ts';
import { adminChainPropertySchemas } from './schemas/admin-chain-properties.ts';
import { adminPropertySchemas } from './schemas/admin-properties.ts';
import { authSchemas } from './schemas/auth.ts';
import { certificateSchemas } from './schemas/certificates.ts';
import { sharedSchemas } from './schemas/common.ts';
import { emailSchemas } from './schemas/email.ts';
import { healthSchemas } from './schemas/health.ts';
import { incomeSchemas } from './schemas/income.ts';
import { investorSchemas } from './schemas/investors.ts';
import { portfolioSchemas } from './schemas/portfolio.ts';
import { propertySchemas } from './schemas/properties.ts';
import { purchaseSchemas } from './schemas/purchases.ts';
import { recoverySchemas } from './schemas/recoveries.ts';
import { userSchemas } from './schemas/user.ts';

export type BuildOptions = {
  config: Config;
  /** Fastify logger option; defaults to JSON logs at `config.logLevel`. */
  logger?: FastifyServerOptions['logger'];
};

/**
 * The logger option with request URLs redacted (no signatures or tokens from query strings in the logs), and errors
 * logged small (lib/error-log.ts: a failed contract call as its contract and function, never viem's whole ABI).
 */
function withRedaction(
  logger: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = typeof logger === 'object' && logger !== null ? logger : { level };
  return {
    ...base,
    serializers: {
      ...('serializers' in base ? base.serializers : {}),
      req: requestSerializer,
      // Fastify types this answer as pino's own record (with a stack); ours is smaller on purpose.
      err: errorLog as unknown as (error: FastifyError) => { type: string; message: string; stack: string },
    },
  };
}

export async function buildApp({ config, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger ?? true, config.logLevel),
    trustProxy: config.trustProxy,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // A new PGlite data folder (initdb and every migration) took up to 48 s on a loaded 2-core machine, past
    // Fastify's default 10 s for a plugin to start: the database plugin gets a minute.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: false } },
    // Validators and serializers compiled once, and read back by the next start (docs/operations.md#restart-time).
    schemaController: { compilersFactory: compiledSchemas(join(config.dataDir, 'compiled-schemas')) },
  }).withTypeProvider<TypeBoxTypeProvider>();

  for (const schema of [
    ...sharedSchemas,
    ...authSchemas,
    ...userSchemas,
    ...emailSchemas,
    ...propertySchemas,
    ...adminPropertySchemas,
    ...auditLogSchemas,
    ...adminChainPropertySchemas,
    ...purchaseSchemas,
    ...incomeSchemas,
    ...portfolioSchemas,
    ...investorSchemas,
    ...recoverySchemas,
    ...certificateSchemas,
    ...healthSchemas,
  ]) {
    app.addSchema(schema);
  }
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(async (request) => {
    throw new HttpError(404, `Not found: ${request.method} ${request.url.split('?')[0]}`);
  });

  // External: configuration, infrastructure and HTTP plumbing (compression included).
  await app.register(configPlugin, { config });
  await app.register(metrics);
  await app.register(database);
  await app.register(redis);
  await app.register(cookie);
  await app.register(cors);
  await app.register(securityHeaders);
  await app.register(jsonBody);
  await app.register(compression);
  await app.register(rateLimit);
  await app.register(swagger);

  // App: repositories, chain access, caches, auth and the indexer.
  await app.register(usersRepository);
  await app.register(propertiesRepository);
  await app.register(propertyFiguresRepository);
  await app.register(tradesRepository);
  await app.register(incomeRepository);
  await app.register(portfolioRepository);
  await app.register(investorsRepository);
  await app.register(recoveriesRepository);
  await app.register(certificatesRepository);
  await app.register(statementsRepository);
  await app.register(chainRecordsRepository);
  await app.register(uploadQuota);
  await app.register(auditLogRepository);
  await app.register(chain);
  await app.register(eventBus);
  await app.register(catalogCache);
  await app.register(figuresClock);
  await app.register(roles);
  await app.register(auth);
  await app.register(audit);
  await app.register(images);
  await app.register(certificateSigner);
  await app.register(mail);
  await app.register(indexer);

  // Routes: the public API under /api/, the back office at the site root (docs/roles.md#api-access), then
  // files.
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(emailRoutes, { prefix: '/api/email' });
  await app.register(incomeRoutes, { prefix: '/api/user/income' });
  await app.register(ownedPortfolio, { prefix: '/api/user/portfolio' });
  await app.register(publicPortfolio, { prefix: '/api/portfolio' });
  await app.register(propertyRoutes, { prefix: '/api/properties' });
  await app.register(purchaseRoutes, { prefix: '/api/purchases' });
  await app.register(certificateRoutes, { prefix: '/api/certificates' });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(adminPropertyRoutes, { prefix: '/custom_admin/properties' });
  await app.register(adminPurchaseRoutes, { prefix: '/custom_admin/purchases' });
  await app.register(adminDistributionRoutes, { prefix: '/custom_admin/distributions' });
  await app.register(adminInvestorRoutes, { prefix: '/custom_admin/investors' });
  await app.register(adminAuditLogRoutes, { prefix: '/custom_admin/audit-log' });
  await app.register(adminChainPropertyRoutes, { prefix: '/custom_admin/chain-properties' });
  await app.register(adminRecoveryRoutes, { prefix: '/custom_admin/recoveries' });
  await app.register(rpcRoutes);
  await app.register(devMailbox);
  await app.register(staticFiles);

  return app;
}
