// POST /api/auth/login/, /refresh/, /logout/ (docs/flows.md#login, docs/flows.md#session). Refresh tokens
// rotate: each one is exchanged once; presenting an exchanged one again revokes its whole session.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyMessage } from 'viem';
import { isFreshLoginTimestamp, loginMessage } from '#core/login.ts';
import { HttpError } from '../../lib/errors.ts';
import { loginSchema, logoutSchema, refreshSchema } from '../../schemas/auth.ts';

const INVALID_REFRESH = 'Invalid or expired refresh token';
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  app.post('/login/', { schema: loginSchema, config: perMinute(limits.login) }, async (request) => {
    const { address, signature, timestamp } = request.body;
    const wallet = address.toLowerCase();
    const refuse = (reason: string, detail: string) => {
      request.audit('auth.login_failed', { wallet, reason }, 'warn');
      return new HttpError(401, detail);
    };
    const timestampMs = Number(timestamp);
    if (!isFreshLoginTimestamp(timestampMs)) {
      throw refuse('timestamp', 'Signature timestamp is outside the allowed window');
    }
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message: loginMessage(timestamp),
      signature: signature as `0x${string}`,
    }).catch(() => false);
    if (!valid) throw refuse('signature', 'Invalid signature');
    if (!(await app.usersRepository.useLoginSignature(wallet, timestampMs))) {
      throw refuse('replay', 'Signature already used');
    }
    const user = await app.usersRepository.upsertOnLogin(wallet);
    const session = await app.tokens.issueSession(user.id, wallet);
    await app.usersRepository.createSession({
      id: session.sessionId,
      userId: user.id,
      expiresAt: session.expiresAt,
      refreshId: session.refreshId,
    });
    request.audit('auth.login', { wallet, user_id: user.id, session: session.sessionId });
    return { access: session.access, refresh: session.refresh };
  });

  app.post('/refresh/', { schema: refreshSchema, config: perMinute(limits.refresh) }, async (request) => {
    const claims = await app.tokens.verify(request.body.refresh, 'refresh');
    if (!claims) throw new HttpError(401, INVALID_REFRESH);
    const nextId = randomUUID();
    const result = await app.usersRepository.rotateRefreshToken(claims.tokenId, claims.sessionId, nextId);
    const who = { wallet: claims.wallet, user_id: claims.userId, session: claims.sessionId };
    if (result.outcome === 'reused') {
      request.audit('auth.refresh_reused', who, 'warn');
      throw new HttpError(401, INVALID_REFRESH);
    }
    if (result.outcome !== 'rotated') throw new HttpError(401, INVALID_REFRESH);
    return app.tokens.issueRotation(claims, nextId, result.expiresAt);
  });

  app.post('/logout/', { schema: logoutSchema, config: perMinute(limits.refresh) }, async (request) => {
    const claims = await app.tokens.verify(request.body.refresh, 'refresh');
    if (!claims) throw new HttpError(401, INVALID_REFRESH);
    await app.usersRepository.revokeSession(claims.sessionId);
    request.audit('auth.logout', {
      wallet: claims.wallet,
      user_id: claims.userId,
      session: claims.sessionId,
    });
    return { detail: 'Logged out' };
  });
};

export default auth;
