// CORS for the origins listed in CORS_ORIGINS (none by default: the web app is served from the same origin).
// Exposes Content-Range so react-admin's simple-rest client can read list totals.
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    if (allowed.size === 0) return;
    const cors: onRequestHookHandler = (request, reply, done) => {
      // Answers differ by origin, so shared caches must key on it, also for requests without one.
      reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      if (!origin || !allowed.has(origin)) return done();
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('access-control-expose-headers', 'Content-Range');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply.header('access-control-allow-methods', 'GET, HEAD, POST, PUT, DELETE, OPTIONS');
        reply.header('access-control-allow-headers', 'Authorization, Content-Type, X-XSRF-TOKEN');
        reply.header('access-control-max-age', '600');
        reply.code(204).send();
        return;
      }
      done();
    };
    app.addHook('onRequest', cors);
  },
  { name: 'cors', dependencies: ['config'] },
);
