// The session tokens (docs/constants.md#session-tokens): cookie `accessToken` (4 h) and `refreshToken` (1
// day). Components never touch the cookies; they read the auth store, which follows these changes.
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

const ACCESS_TOKEN_COOKIE = 'accessToken';
const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** 1/6 day. */
const ACCESS_TOKEN_MAX_AGE_S = 4 * 60 * 60;
/** 1 day. */
const REFRESH_TOKEN_MAX_AGE_S = 24 * 60 * 60;
/**
 * An access token counts as valid only when it expires more than 60 s from now
 * (docs/constants.md#session-tokens).
 */
const ACCESS_TOKEN_MIN_VALIDITY_MS = 60_000;

export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

type Listener = (tokens: SessionTokens) => void;
const listeners = new Set<Listener>();

export function readTokens(): SessionTokens {
  return {
    accessToken: readCookie(ACCESS_TOKEN_COOKIE) ?? null,
    refreshToken: readCookie(REFRESH_TOKEN_COOKIE) ?? null,
  };
}

function emit(): void {
  const tokens = readTokens();
  for (const listener of listeners) listener(tokens);
}

/**
 * Seconds the refresh cookie should live: until the token's own expiry. The server rotates refresh tokens, and
 * every token of a session expires one day after its login, so keeping a rotated one never extends the session.
 */
function refreshCookieMaxAge(refresh: string, now = Date.now()): number {
  const exp = decodeJwt(refresh)?.exp;
  if (typeof exp !== 'number') return REFRESH_TOKEN_MAX_AGE_S;
  return Math.max(0, Math.min(REFRESH_TOKEN_MAX_AGE_S, Math.floor(exp - now / 1000)));
}

/** Stores the tokens of a login or of a refresh (the rotated refresh token replaces the spent one). */
export function saveTokens(tokens: { access: string; refresh?: string }): void {
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.access, { maxAgeSeconds: ACCESS_TOKEN_MAX_AGE_S });
  if (tokens.refresh !== undefined) {
    writeCookie(REFRESH_TOKEN_COOKIE, tokens.refresh, { maxAgeSeconds: refreshCookieMaxAge(tokens.refresh) });
  }
  emit();
}

/** Drops both tokens: logout, failed refresh, wallet found disconnected. */
export function clearTokens(): void {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(REFRESH_TOKEN_COOKIE);
  emit();
}

export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The JWT payload claims the app reads; undefined for anything that is not a JWT. */
export function decodeJwt(token: string): { exp?: number; sub?: string; address?: string } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const claims: unknown = JSON.parse(json);
    return claims !== null && typeof claims === 'object'
      ? (claims as { exp?: number; sub?: string })
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when `token` is a JWT that stays valid for at least another 60 s. */
export function isAccessTokenValid(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && exp * 1000 - now > ACCESS_TOKEN_MIN_VALIDITY_MS;
}
