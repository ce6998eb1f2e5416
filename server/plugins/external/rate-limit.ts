// Rate limits (429) on the routes that opt in (login, refresh, uploads, yearly statements; the RPC proxy counts its
// calls with lib/rate-budget.ts); Redis-backed when configured.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis ?? undefined,
      nameSpace: `${app.config.redisPrefix}rate-limit:`,
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests: retry in ${context.after}.`, {
          'retry-after': String((context.ttl / 1000) | 0),
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
