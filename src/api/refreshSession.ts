// Single-flight session refresh (docs/flows.md#session): every caller that hits a 401 while a refresh is
// running waits for that same refresh. A failed refresh clears both tokens, which logs the user out.
// Refresh tokens rotate: the answer carries a new refresh token that replaces the spent one, and a spent token
// sent again ends the session on the server. So tabs of one browser (sharing the cookies) refresh one at a time
// (Web Locks), and a tab that finds the token already rotated by another one uses the new tokens as they are.
import { clearTokens, readTokens, saveTokens } from './tokens.ts';

const REFRESH_PATH = '/api/auth/refresh/';
const REFRESH_LOCK = 'realestate-session-refresh';

let inFlight: Promise<boolean> | null = null;

/** Runs `fn` while holding the browser-wide refresh lock (without Web Locks, in this tab only). */
function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(REFRESH_LOCK, fn) as Promise<T>) : fn();
}

async function exchange(refreshToken: string): Promise<boolean> {
  try {
    const response = await fetch(new URL(REFRESH_PATH, window.location.origin), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh: refreshToken }),
    });
    const body = (response.ok ? await response.json() : undefined) as
      | { access?: unknown; refresh?: unknown }
      | undefined;
    const access = body?.access;
    if (typeof access !== 'string' || access === '') throw new Error(`refresh failed (${response.status})`);
    const refresh = typeof body?.refresh === 'string' && body.refresh !== '' ? body.refresh : undefined;
    saveTokens({ access, refresh });
    return true;
  } catch {
    clearTokens();
    return false;
  }
}

async function doRefresh(): Promise<boolean> {
  const spent = readTokens().refreshToken;
  if (!spent) {
    clearTokens();
    return false;
  }
  return withRefreshLock(async () => {
    const { refreshToken } = readTokens();
    // Another tab logged out, or rotated the token while this one waited: nothing to exchange again.
    if (!refreshToken) return false;
    if (refreshToken !== spent) return true;
    return exchange(refreshToken);
  });
}

/** Refreshes the session; resolves true when new tokens are stored. */
export function refreshSession(): Promise<boolean> {
  if (!inFlight) {
    inFlight = doRefresh().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
