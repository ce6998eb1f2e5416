// Cookies: the web app keeps its tokens in `accessToken`/`refreshToken` cookies
// (docs/constants.md#session-tokens); safe GETs may authenticate with the `accessToken` cookie (e.g. a
// certificate opened in a new tab). Cookies are parsed where they are read (`app.parseCookie` in the auth
// plugin), not on every request.
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cookie, { hook: false });
  },
  { name: 'cookie' },
);
