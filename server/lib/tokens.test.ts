// server/lib/tokens.ts: lifetimes by value (access 14,400 s, refresh 86,400 s), measured from one clock reading
// per token pair, so a login that straddles a second boundary still gets exactly those lifetimes.
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const tokens = createTokenService('s'.repeat(40));

/** Date.now() that moves 1 ms per call from just before a second boundary. */
function clockAtSecondBoundary() {
  let now = 1_700_000_000_999;
  vi.spyOn(Date, 'now').mockImplementation(() => now++);
}

describe('token lifetimes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('test_issueSession_gives_access_14400_s_and_refresh_86400_s_after_the_same_iat', async () => {
    clockAtSecondBoundary();
    const session = await tokens.issueSession(7, '0xabc');
    const access = decodeJwt(session.access);
    const refresh = decodeJwt(session.refresh);
    expect(access.iat).toBe(refresh.iat);
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(14_400);
    expect((refresh.exp ?? 0) - (refresh.iat ?? 0)).toBe(86_400);
    expect(session.expiresAt.getTime()).toBe((refresh.exp ?? 0) * 1000);
  });

  it('test_issueRotation_keeps_the_session_end_and_gives_a_fresh_14400_s_access_token', async () => {
    clockAtSecondBoundary();
    const end = new Date(1_700_050_000_000);
    const claims = { userId: 7, wallet: '0xabc', sessionId: 'sid' };
    const next = await tokens.issueRotation(claims, 'jti-2', end);
    const access = decodeJwt(next.access);
    expect(decodeJwt(next.refresh).exp).toBe(1_700_050_000);
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(14_400);
    expect(decodeJwt(next.refresh)).toMatchObject({ jti: 'jti-2', sid: 'sid', typ: 'refresh' });
  });
});
