// CORS for the origins listed in CORS_ORIGINS (none by default: the web app is served from the same origin), with
// the maintained @fastify/cors: credentials allowed, Content-Range exposed so react-admin's simple-rest client can
// read list totals, preflights answered 204 and cached 10 minutes, `Vary: Origin` on every answer.
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const allowed = app.config.corsOrigins;
    if (allowed.length === 0) return;
    await app.register(fastifyCors, {
      origin: allowed,
      credentials: true,
      exposedHeaders: ['Content-Range'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
