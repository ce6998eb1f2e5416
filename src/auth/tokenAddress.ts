// The wallet address a session token was issued to, when the token says so (claims `address`,
// `wallet` or `sub`); used to drop a session that belongs to another account than the wallet's.
import { getAddress, isAddress } from 'viem';
import { decodeJwt } from '../api/tokens.ts';

export function tokenAddress(token: string | null): `0x${string}` | undefined {
  if (!token) return undefined;
  const claims = decodeJwt(token) as Record<string, unknown> | undefined;
  for (const key of ['address', 'wallet', 'wallet_address', 'sub']) {
    const value = claims?.[key];
    if (typeof value === 'string' && isAddress(value, { strict: false })) return getAddress(value);
  }
  return undefined;
}
