// Rotating refresh tokens: a refresh stores the new refresh token (its cookie lives until the session's fixed
// end, never longer), the next refresh sends that new token, and a tab that waited for another tab's refresh
// does not send the spent token again.
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server.ts';
import { refreshSession } from './refreshSession.ts';
import { readTokens, saveTokens } from './tokens.ts';

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('session refresh with rotating refresh tokens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the rotated refresh token until the end of the session and sends it next time', async () => {
    const now = Math.floor(Date.now() / 1000);
    // The session began 20 hours ago: 4 hours left, whatever the rotation.
    const sessionEnd = now + 4 * 3600;
    const sent: string[] = [];
    let issued = 0;
    server.use(
      http.post('*/api/auth/refresh/', async ({ request }) => {
        sent.push(((await request.json()) as { refresh: string }).refresh);
        issued += 1;
        return HttpResponse.json({
          access: jwt({ exp: now + 4 * 3600, n: issued }),
          refresh: jwt({ exp: sessionEnd, n: issued }),
        });
      }),
    );
    saveTokens({ access: 'expired', refresh: jwt({ exp: sessionEnd, n: 0 }) });
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    try {
      expect(await refreshSession()).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(readTokens().refreshToken).toBe(jwt({ exp: sessionEnd, n: 1 }));
    const cookie = writes.find((w) => w.startsWith('refreshToken=')) ?? '';
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(4 * 3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(4 * 3600);

    expect(await refreshSession()).toBe(true);
    expect(sent).toEqual([jwt({ exp: sessionEnd, n: 0 }), jwt({ exp: sessionEnd, n: 1 })]);
    expect(readTokens().refreshToken).toBe(jwt({ exp: sessionEnd, n: 2 }));
  });

  it('does not send a token another tab already rotated while this one waited for the lock', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/refresh/', () => {
        calls += 1;
        return HttpResponse.json({ access: 'x', refresh: 'y' });
      }),
    );
    saveTokens({ access: 'expired', refresh: 'spent-by-the-other-tab' });
    // The other tab holds the lock and rotates the tokens before this tab gets it.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, fn: () => Promise<unknown>) => {
          saveTokens({ access: 'from-other-tab', refresh: 'rotated-by-other-tab' });
          return fn();
        },
      },
    });
    expect(await refreshSession()).toBe(true);
    expect(calls).toBe(0);
    expect(readTokens()).toEqual({ accessToken: 'from-other-tab', refreshToken: 'rotated-by-other-tab' });
  });
});
