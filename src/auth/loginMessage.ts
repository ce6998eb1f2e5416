// The message a wallet signs to log in (spec §4).
export const LOGIN_MESSAGE_PREFIX = 'Authorization in the RealEstate App. Timestamp: ';

export const loginMessage = (timestampMs: number): string => `${LOGIN_MESSAGE_PREFIX}${timestampMs}`;
