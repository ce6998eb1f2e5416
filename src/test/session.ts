// Test helpers: a logged-in investor (session cookies + a connected mock wallet).
import type { Address } from 'viem';
import { saveTokens } from '../api/tokens.ts';
import { createTestWagmiConfig, INVESTOR } from './wallet.ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT-shaped token for `address`, valid for `seconds` (the app only reads its claims). */
export function testJwt(address: Address, seconds = 4 * 3600, typ = 'access'): string {
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: address, typ, exp })}.signature`;
}

export const TEST_REFRESH = 'test-refresh';

export function loggedInInvestor(account: Address = INVESTOR, wallet: { rejectSwitch?: boolean } = {}) {
  saveTokens({ access: testJwt(account), refresh: TEST_REFRESH });
  return createTestWagmiConfig({ connected: true, account, ...wallet });
}
