// Single-flight session refresh (docs/flows.md#session): every caller that hits a 401 while a refresh is
// running waits for that same refresh. A failed refresh clears both tokens, which logs the user out.
import { clearTokens, readTokens, saveTokens } from './tokens.ts';

export const REFRESH_PATH = '/api/auth/refresh/';

let inFlight: Promise<boolean> | null = null;

async function doRefresh(): Promise<boolean> {
  const { refreshToken } = readTokens();
  if (!refreshToken) {
    clearTokens();
    return false;
  }
  try {
    const response = await fetch(new URL(REFRESH_PATH, window.location.origin), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh: refreshToken }),
    });
    const body: unknown = response.ok ? await response.json() : undefined;
    const access = (body as { access?: unknown } | undefined)?.access;
    if (typeof access !== 'string' || access === '') throw new Error(`refresh failed (${response.status})`);
    saveTokens({ access });
    return true;
  } catch {
    clearTokens();
    return false;
  }
}

/** Refreshes the access token; resolves true when a new one was stored. */
export function refreshSession(): Promise<boolean> {
  if (!inFlight) {
    inFlight = doRefresh().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
