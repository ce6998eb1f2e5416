// Wallet login (docs/flows.md#login): the wallet signs this message with the current time in milliseconds,
// and the API accepts the signature when that time is at most LOGIN_MAX_AGE_MS behind its own clock and at most
// LOGIN_MAX_AHEAD_MS ahead of it.

export const LOGIN_MESSAGE_PREFIX = 'Authorization in the RealEstate App. Timestamp: ';

/** How old a signed timestamp may be. */
const LOGIN_MAX_AGE_MS = 120_000;
/** How far ahead of the server clock a signed timestamp may be (clock skew): a signature made for later is refused. */
const LOGIN_MAX_AHEAD_MS = 30_000;

export const loginMessage = (timestampMs: number | string): string => `${LOGIN_MESSAGE_PREFIX}${timestampMs}`;

/** Whether a login timestamp (ms) is inside the accepted window around `now`. */
export const isFreshLoginTimestamp = (timestampMs: number, now = Date.now()): boolean =>
  Number.isSafeInteger(timestampMs) &&
  timestampMs >= now - LOGIN_MAX_AGE_MS &&
  timestampMs <= now + LOGIN_MAX_AHEAD_MS;
