// The periodic refresh (docs/flows.md#session): every 15 minutes (and once at start), when a refresh token
// exists and the access token is not valid for at least another 60 s, refresh the session.
import { refreshSession } from './refreshSession.ts';
import { isAccessTokenValid, readTokens } from './tokens.ts';

const REFRESH_INTERVAL_MS = 15 * 60 * 1000;

/** Runs one check; resolves true when a refresh ran and succeeded. */
export async function refreshIfNeeded(now = Date.now()): Promise<boolean> {
  const { accessToken, refreshToken } = readTokens();
  if (!refreshToken || isAccessTokenValid(accessToken, now)) return false;
  return refreshSession();
}

/** Starts the timer; returns the function that stops it. */
export function startRefreshTimer(): () => void {
  void refreshIfNeeded();
  const id = setInterval(() => void refreshIfNeeded(), REFRESH_INTERVAL_MS);
  return () => clearInterval(id);
}
