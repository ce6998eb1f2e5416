// Authentication (Bearer access JWT, whose session must not be revoked) and the back-office role gate.
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { getAddress } from 'viem';
import { HttpError, messages } from '../../lib/errors.ts';
import { createTokenService, type TokenService } from '../../lib/tokens.ts';

export type AuthUser = { id: number; wallet: string; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * preHandler: 401 with `message` (the area's own wording, docs/messages.md) unless a valid access token
     * is sent.
     */
    authenticate(message: string): preHandlerAsyncHookHandler;
    /** preHandler: 401 `Authentication required`, 403 unless the wallet holds MANAGER_ROLE or DEFAULT_ADMIN_ROLE. */
    requireBackOffice: preHandlerAsyncHookHandler;
    /** preHandler: like `requireBackOffice`, and the fund manager too (the buckets dashboard's reads). */
    requireBackOfficeOrFundManager: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** Used login signatures are kept well past the login window (2 minutes back, 30 seconds ahead), then forgotten (they can no longer log in). */
const KEEP_SIGNATURES_MS = 10 * 60 * 1000;

export default fp(
  async (app) => {
    const tokens = createTokenService(app.config.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    /** The bearer token; safe GETs may also use the `accessToken` cookie (a state change always needs the header). */
    const tokenOf = (request: Parameters<preHandlerAsyncHookHandler>[0]) => {
      const header = request.headers.authorization;
      if (header) {
        const match = /^Bearer\s+(\S+)$/i.exec(header);
        return match?.[1] ?? null;
      }
      const cookies = SAFE_METHODS.has(request.method) ? request.headers.cookie : undefined;
      return cookies ? (app.parseCookie(cookies).accessToken ?? null) : null;
    };

    const authenticate = (message: string): preHandlerAsyncHookHandler =>
      async function authenticateHook(request) {
        const token = tokenOf(request);
        const claims = token ? await tokens.verify(token, 'access') : null;
        if (!claims || !(await app.usersRepository.isSessionActive(claims.sessionId))) {
          throw new HttpError(401, message, { 'www-authenticate': 'Bearer' });
        }
        request.user = { id: claims.userId, wallet: claims.wallet, sessionId: claims.sessionId };
      };
    app.decorate('authenticate', authenticate);

    // Housekeeping: spent login signatures and sessions expired for a day go away hourly.
    const prune = async () => {
      try {
        await app.usersRepository.pruneLoginSignatures(KEEP_SIGNATURES_MS);
        await app.usersRepository.pruneSessions();
      } catch (error) {
        app.log.warn({ err: error }, 'auth housekeeping failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    const requireAuth = authenticate(messages.authRequired);
    app.decorate('requireBackOffice', async function requireBackOffice(request, reply) {
      await requireAuth.call(this, request, reply);
      const wallet = request.user?.wallet;
      if (!wallet || !(await app.roles.isBackOffice(wallet))) {
        request.audit('admin.denied', { method: request.method, route: request.routeOptions.url }, 'warn');
        throw new HttpError(403, messages.forbidden);
      }
    } as preHandlerAsyncHookHandler);
    app.decorate('requireBackOfficeOrFundManager', async function requireBackOfficeOrFundManager(
      request,
      reply,
    ) {
      await requireAuth.call(this, request, reply);
      const wallet = request.user?.wallet;
      const allowed =
        wallet &&
        ((await app.roles.isBackOffice(wallet)) || (await app.chain.isFundManager(getAddress(wallet))));
      if (!allowed) {
        request.audit('admin.denied', { method: request.method, route: request.routeOptions.url }, 'warn');
        throw new HttpError(403, messages.forbidden);
      }
    } as preHandlerAsyncHookHandler);
  },
  { name: 'auth', dependencies: ['users-repository', 'roles', 'cookie'] },
);
