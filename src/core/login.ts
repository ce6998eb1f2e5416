// Wallet login (docs/flows.md#login): the wallet signs this message with the current time in milliseconds,
// and the API accepts the signature within LOGIN_WINDOW_MS of its own clock.

export const LOGIN_MESSAGE_PREFIX = 'Authorization in the RealEstate App. Timestamp: ';

/** How far the signed timestamp may be from the server's clock, either way. */
export const LOGIN_WINDOW_MS = 2 * 60 * 1000;

export const loginMessage = (timestampMs: number | string): string => `${LOGIN_MESSAGE_PREFIX}${timestampMs}`;
