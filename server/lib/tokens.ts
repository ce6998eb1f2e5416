// Signed JWTs (HS256): access 4 h and refresh 1 day (docs/constants.md#session-tokens), with distinct `typ`
// so one is never the other.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TTL_SECONDS = 4 * 60 * 60;
export const REFRESH_TTL_SECONDS = 24 * 60 * 60;
const ISSUER = 'realestate-api';

export type TokenKind = 'access' | 'refresh';
export type TokenClaims = { userId: number; wallet: string; sessionId: string; expiresAt: Date };

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);

  const sign = (kind: TokenKind, claims: Omit<TokenClaims, 'expiresAt'>, ttl: number) =>
    new SignJWT({ typ: kind, wallet: claims.wallet, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setJti(kind === 'refresh' ? claims.sessionId : randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(key);

  return {
    /** A new session: its id is the refresh token's jti, and access tokens carry it as `sid`. */
    async issuePair(userId: number, wallet: string) {
      const sessionId = randomUUID();
      const claims = { userId, wallet, sessionId };
      return {
        sessionId,
        refreshExpiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
        access: await sign('access', claims, ACCESS_TTL_SECONDS),
        refresh: await sign('refresh', claims, REFRESH_TTL_SECONDS),
      };
    },

    issueAccess: (claims: Omit<TokenClaims, 'expiresAt'>) => sign('access', claims, ACCESS_TTL_SECONDS),

    /** The claims of a valid token of `kind`, or null (bad signature, expired, other kind, malformed). */
    async verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (payload.typ !== kind || !Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        if (typeof payload.wallet !== 'string' || typeof payload.exp !== 'number') return null;
        return {
          userId,
          wallet: payload.wallet,
          sessionId: payload.sid,
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
