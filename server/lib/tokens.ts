// Signed JWTs (HS256): access 4 h and refresh 1 day (docs/constants.md#session-tokens), with distinct `typ`
// so one is never the other. A login opens a session (a token family, `sid`); each refresh token has an id of
// its own (`jti`) and is exchanged once for a new one that expires when the family does: one day after the
// login, never later.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ACCESS_TTL_SECONDS = 4 * 60 * 60;
const REFRESH_TTL_SECONDS = 24 * 60 * 60;
const ISSUER = 'realestate-api';

export type TokenKind = 'access' | 'refresh';
export type SessionClaims = { userId: number; wallet: string; sessionId: string };
export type TokenClaims = SessionClaims & { tokenId: string; expiresAt: Date };

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  /** Unix seconds now: one reading per token pair, so `exp - iat` is exactly the lifetime. */
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const sign = (kind: TokenKind, claims: SessionClaims, tokenId: string, issuedAt: number, expiresAt: Date) =>
    new SignJWT({ typ: kind, wallet: claims.wallet, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);

  const access = (claims: SessionClaims, issuedAt: number) =>
    sign('access', claims, randomUUID(), issuedAt, new Date((issuedAt + ACCESS_TTL_SECONDS) * 1000));

  return {
    /** A new session (token family) and its first refresh token, with an access token. */
    async issueSession(userId: number, wallet: string) {
      const claims = { userId, wallet, sessionId: randomUUID() };
      const refreshId = randomUUID();
      const issuedAt = nowSeconds();
      const expiresAt = new Date((issuedAt + REFRESH_TTL_SECONDS) * 1000);
      return {
        ...claims,
        refreshId,
        expiresAt,
        access: await access(claims, issuedAt),
        refresh: await sign('refresh', claims, refreshId, issuedAt, expiresAt),
      };
    },

    /** The next refresh token of a session (id `refreshId`), expiring with the session, and an access token. */
    async issueRotation(claims: SessionClaims, refreshId: string, sessionExpiresAt: Date) {
      const issuedAt = nowSeconds();
      return {
        access: await access(claims, issuedAt),
        refresh: await sign('refresh', claims, refreshId, issuedAt, sessionExpiresAt),
      };
    },

    /** The claims of a valid token of `kind`, or null (bad signature, expired, other kind, malformed). */
    async verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== kind || !Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        if (typeof payload.wallet !== 'string' || typeof payload.exp !== 'number') return null;
        if (typeof payload.jti !== 'string') return null;
        return {
          userId,
          wallet: payload.wallet,
          sessionId: payload.sid,
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
