// Authentication (Bearer access JWT, whose session must not be revoked) and the back-office role gate.
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type ChainRole, holdsAnyRole } from '#core/roles.ts';
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
    /**
     * The back-office gate (docs/roles.md#api-access): 401 `Authentication required` without a session, 403 `You
     * do not have permission to perform this action` unless the wallet holds one of `roles` on chain (each area's
     * list: API_ROLES in src/core/roles.ts). Sets `request.chainRoles`.
     */
    requireRoles(roles: readonly ChainRole[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The wallet's on-chain roles, once a `requireRoles` gate has read them for this request. */
    chainRoles: ReadonlySet<ChainRole> | null;
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
    app.decorateRequest('chainRoles', null);
    app.decorate('requireRoles', (roles: readonly ChainRole[]): preHandlerAsyncHookHandler => {
      if (roles.length === 0) throw new Error('requireRoles needs at least one role');
      return async function requireRoles(request, reply) {
        await requireAuth.call(this, request, reply);
        const wallet = request.user?.wallet;
        request.chainRoles = wallet ? await app.roles.of(wallet) : null;
        const held = request.chainRoles;
        if (!held || !holdsAnyRole(roles, held)) {
          request.audit('admin.denied', { method: request.method, route: request.routeOptions.url }, 'warn');
          throw new HttpError(403, messages.forbidden);
        }
      };
    });
  },
  { name: 'auth', dependencies: ['users-repository', 'roles', 'cookie'] },
);
