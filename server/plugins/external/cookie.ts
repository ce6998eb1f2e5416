// Cookies: the web app keeps its tokens in `accessToken`/`refreshToken` cookies (spec §9); safe GETs may
// authenticate with the `accessToken` cookie (e.g. a certificate opened in a new tab).
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
