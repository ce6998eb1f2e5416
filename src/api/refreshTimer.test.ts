import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server.ts';
import { deleteCookie } from './cookies.ts';
import { refreshIfNeeded, startRefreshTimer } from './refreshTimer.ts';

/** 15 minutes (docs/constants.md#session-tokens), by value. */
const REFRESH_INTERVAL_MS = 900_000;

import { readTokens, saveTokens } from './tokens.ts';

/** Lets a refresh that the timer may have started reach the (MSW) server: the refresh is asynchronous, so one
 *  microtask proves nothing (only setInterval is faked; this timeout is real). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('the 15-minute refresh timer', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes only when a refresh token exists and the access token is not valid for 60 s more', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/refresh/', () => {
        calls += 1;
        return HttpResponse.json({ access: jwt(Math.floor(Date.now() / 1000) + 3600) });
      }),
    );
    const now = Date.now();
    saveTokens({ access: jwt(Math.floor(now / 1000) + 600), refresh: 'r' });
    expect(await refreshIfNeeded(now)).toBe(false);
    saveTokens({ access: jwt(Math.floor(now / 1000) + 30) });
    expect(await refreshIfNeeded(now)).toBe(true);
    expect(calls).toBe(1);
    deleteCookie('refreshToken');
    saveTokens({ access: jwt(Math.floor(now / 1000) + 30) });
    expect(await refreshIfNeeded(now)).toBe(false);
    expect(calls).toBe(1);
  });

  it('checks every 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    server.use(
      http.post('*/api/auth/refresh/', () => {
        calls += 1;
        return HttpResponse.json({ access: 'not-a-jwt-so-never-valid' });
      }),
    );
    saveTokens({ access: 'expired', refresh: 'r' });
    const stop = startRefreshTimer();
    // Not vi.waitFor: with fake timers it advances them while it waits.
    await settle();
    expect(calls).toBe(1);
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    await settle();
    expect(calls).toBe(1);
    vi.advanceTimersByTime(1);
    await settle();
    expect(calls).toBe(2);
    stop();
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS * 3);
    await settle();
    expect(calls).toBe(2);
    expect(readTokens().refreshToken).toBe('r');
  });
});
