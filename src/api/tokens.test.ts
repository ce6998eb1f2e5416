import { describe, expect, it, vi } from 'vitest';
import { clearTokens, isAccessTokenValid, onTokensChange, readTokens, saveTokens } from './tokens.ts';

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('session tokens', () => {
  it('writes accessToken for 4 hours and refreshToken for 1 day, path /, SameSite=Strict, Secure where kept', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    saveTokens({ access: 'A', refresh: 'R' });
    spy.mockRestore();
    const access = writes.find((w) => w.startsWith('accessToken='));
    const refresh = writes.find((w) => w.startsWith('refreshToken='));
    expect(access).toContain('Max-Age=14400');
    expect(refresh).toContain('Max-Age=86400');
    for (const cookie of [access, refresh]) {
      // Attribute by attribute: 'Path=/api' must not pass for 'Path=/'.
      const attributes = cookie?.split(/;\s*/) ?? [];
      expect(attributes).toContain('Path=/');
      expect(attributes).toContain('SameSite=Strict');
      expect(cookie).toContain(window.isSecureContext ? '; Secure' : 'SameSite=Strict');
    }
  });

  it('reads back, notifies listeners and clears both tokens', () => {
    const seen: unknown[] = [];
    const stop = onTokensChange((tokens) => seen.push(tokens));
    saveTokens({ access: 'A', refresh: 'R' });
    expect(readTokens()).toEqual({ accessToken: 'A', refreshToken: 'R' });
    saveTokens({ access: 'B' });
    expect(readTokens()).toEqual({ accessToken: 'B', refreshToken: 'R' });
    clearTokens();
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
    stop();
    expect(seen).toHaveLength(3);
  });

  it('counts an access token valid only when it expires more than 60 s from now', () => {
    const now = 1_700_000_000_000;
    expect(isAccessTokenValid(jwt({ exp: now / 1000 + 61 }), now)).toBe(true);
    expect(isAccessTokenValid(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isAccessTokenValid(jwt({}), now)).toBe(false);
    expect(isAccessTokenValid('not-a-jwt', now)).toBe(false);
    expect(isAccessTokenValid(null, now)).toBe(false);
  });
});
