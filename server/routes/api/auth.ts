// POST /api/auth/login/, /refresh/, /logout/ (docs/flows.md#login, docs/flows.md#session).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { verifyMessage } from 'viem';
import { isFreshLoginTimestamp, loginMessage } from '../../../src/core/login.ts';
import { HttpError } from '../../lib/errors.ts';
import { loginSchema, logoutSchema, refreshSchema } from '../../schemas/auth.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const auth: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.rateLimits;
  app.post('/login/', { schema: loginSchema, config: perMinute(limits.login) }, async (request) => {
    const { address, signature, timestamp } = request.body;
    const timestampMs = Number(timestamp);
    if (!isFreshLoginTimestamp(timestampMs)) {
      throw new HttpError(401, 'Signature timestamp is outside the allowed window');
    }
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message: loginMessage(timestamp),
      signature: signature as `0x${string}`,
    }).catch(() => false);
    if (!valid) throw new HttpError(401, 'Invalid signature');
    const wallet = address.toLowerCase();
    if (!(await app.usersRepository.useLoginSignature(wallet, timestampMs))) {
      throw new HttpError(401, 'Signature already used');
    }
    const user = await app.usersRepository.upsertOnLogin(wallet);
    const pair = await app.tokens.issuePair(user.id, wallet);
    await app.usersRepository.createSession(pair.sessionId, user.id, pair.refreshExpiresAt);
    return { access: pair.access, refresh: pair.refresh };
  });

  app.post('/refresh/', { schema: refreshSchema, config: perMinute(limits.refresh) }, async (request) => {
    const claims = await app.tokens.verify(request.body.refresh, 'refresh');
    if (!claims || !(await app.usersRepository.isSessionActive(claims.sessionId))) {
      throw new HttpError(401, 'Invalid or expired refresh token');
    }
    return { access: await app.tokens.issueAccess(claims) };
  });

  app.post('/logout/', { schema: logoutSchema, config: perMinute(limits.refresh) }, async (request) => {
    const claims = await app.tokens.verify(request.body.refresh, 'refresh');
    if (!claims) throw new HttpError(401, 'Invalid or expired refresh token');
    await app.usersRepository.revokeSession(claims.sessionId);
    return { detail: 'Logged out' };
  });
};

export default auth;
