// The auth routes (server/routes/api/auth.ts, docs/flows.md#login): login with its wrong signer, altered
// message, stale and future timestamps, replay (also concurrent) and malformed input; refresh and logout; and the
// tokens they issue as every authenticated route takes them (Bearer header, access-token cookie for safe reads
// only). The profile and email update are tested in user.test.ts.
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGE_PREFIX } from '#core/login.ts';
import { anvilAccount } from '../../../scripts/lib/anvil.ts';
import { collectLogs, createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { ADMIN, INVESTOR_A, INVESTOR_B } from '../helpers/chain.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

const investor = anvilAccount(INVESTOR_A);
const sign = (timestamp: number | string, account = investor, message?: string) =>
  account.signMessage({ message: message ?? `${LOGIN_MESSAGE_PREFIX}${timestamp}` });

describe.each(routeEngines())('auth on %s', (engine) => {
  let t: TestApp;
  const logs = collectLogs();
  const audits = (event: string) => logs.lines.filter((line) => line.audit === event);
  beforeAll(async () => {
    t = await createTestApp(chain(), engine, { logger: logs.logger });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', payload });

  // A fresh signature yields an access and a refresh token.
  it('test_login_succeeds', async () => {
    const timestamp = Date.now();
    const response = await login({ address: investor.address, signature: await sign(timestamp), timestamp });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access).toMatch(/^ey/);
    expect(body.refresh).toMatch(/^ey/);
    expect(body.access).not.toBe(body.refresh);
  });

  it('test_login_is_audited_with_the_wallet_and_never_logs_secrets', async () => {
    const before = logs.lines.length;
    const timestamp = Date.now();
    const signature = await sign(timestamp);
    const ok = await login({ address: investor.address, signature, timestamp });
    expect(ok.statusCode).toBe(200);
    const wrong = await login({
      address: investor.address,
      signature: await sign(timestamp + 1, anvilAccount(INVESTOR_B)),
      timestamp: timestamp + 1,
    });
    expect(wrong.statusCode).toBe(401);
    const lines = logs.lines.slice(before);
    const wallet = investor.address.toLowerCase();
    expect(lines.filter((l) => l.audit === 'auth.login')).toEqual([
      expect.objectContaining({ level: 30, wallet, user_id: expect.any(Number) }),
    ]);
    expect(lines.filter((l) => l.audit === 'auth.login_failed')).toEqual([
      expect.objectContaining({ level: 40, wallet, reason: 'signature' }),
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [signature, ok.json().access, ok.json().refresh]) expect(text).not.toContain(secret);
  });

  // The timestamp as a string, as written in the message.
  it('test_login_accepts_string_timestamp', async () => {
    const timestamp = String(Date.now() - 1000);
    const response = await login({ address: investor.address, signature: await sign(timestamp), timestamp });
    expect(response.statusCode).toBe(200);
  });

  // 401 when another wallet signed.
  it('test_login_rejects_wrong_signer', async () => {
    const timestamp = Date.now();
    const signature = await sign(timestamp, anvilAccount(INVESTOR_B));
    const response = await login({ address: investor.address, signature, timestamp });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Invalid signature' });
  });

  // 401 when the signed text differs.
  it('test_login_rejects_altered_message', async () => {
    const timestamp = Date.now();
    const signature = await sign(
      timestamp,
      investor,
      `Authorization in the RealEstate App. Timestamp: ${timestamp + 1}`,
    );
    expect((await login({ address: investor.address, signature, timestamp })).statusCode).toBe(401);
    const other = await sign(
      timestamp,
      investor,
      `authorization in the realestate app. Timestamp: ${timestamp}`,
    );
    expect((await login({ address: investor.address, signature: other, timestamp })).statusCode).toBe(401);
  });

  // At most 120 s old and 30 s ahead.
  it('test_login_rejects_stale_and_future_timestamps', async () => {
    const attempt = async (offsetMs: number) => {
      const timestamp = Date.now() + offsetMs;
      return login({ address: investor.address, signature: await sign(timestamp), timestamp });
    };
    for (const offset of [-125_000, 35_000, 60_000, 119_900]) {
      const response = await attempt(offset);
      expect(response.statusCode, `offset ${offset}`).toBe(401);
      expect(response.json()).toEqual({ detail: 'Signature timestamp is outside the allowed window' });
    }
    for (const offset of [-110_000, 25_000])
      expect((await attempt(offset)).statusCode, `offset ${offset}`).toBe(200);
  });

  // The same signature works once.
  it('test_login_rejects_replay', async () => {
    const timestamp = Date.now();
    const payload = { address: investor.address, signature: await sign(timestamp), timestamp };
    expect((await login(payload)).statusCode).toBe(200);
    const replay = await login(payload);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Signature already used' });
    // The lower-case address is the same wallet: still a replay.
    expect((await login({ ...payload, address: investor.address.toLowerCase() })).statusCode).toBe(401);
  });

  // Of ten simultaneous submits exactly one succeeds.
  it('test_login_rejects_concurrent_replay', async () => {
    const timestamp = Date.now();
    const payload = { address: investor.address, signature: await sign(timestamp), timestamp };
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => login(payload)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
  });

  it('test_pruneLoginSignatures_forgets_only_old_ones', async () => {
    const wallet = `0x${'ab'.repeat(20)}`;
    expect(await t.app.usersRepository.useLoginSignature(wallet, 1)).toBe(true);
    await t.app.usersRepository.pruneLoginSignatures(60_000);
    expect(await t.app.usersRepository.useLoginSignature(wallet, 1)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.app.usersRepository.pruneLoginSignatures(10);
    expect(await t.app.usersRepository.useLoginSignature(wallet, 1)).toBe(true);
  });

  // 400 with field errors.
  it('test_login_rejects_malformed_input', async () => {
    const response = await login({ address: 'not-an-address', signature: 'zz', timestamp: 'soon' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['address', 'signature', 'timestamp']);
    for (const messages of Object.values(body))
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login/' });
    expect(empty.statusCode).toBe(400);
  });

  // 400 unless 65 bytes of hex; a well-formed wrong one is 401.
  it('test_login_rejects_malformed_signature', async () => {
    const timestamp = Date.now();
    const signature = await sign(timestamp);
    for (const malformed of [
      '0x1234',
      signature.slice(0, -2),
      `${signature}00`,
      signature.slice(2),
      `0x${'zz'.repeat(65)}`,
    ]) {
      const response = await login({ address: investor.address, signature: malformed, timestamp });
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json()).toEqual({ signature: ['Enter a valid value.'] });
    }
    const wellFormed = await login({
      address: investor.address,
      signature: `0x${'00'.repeat(65)}`,
      timestamp,
    });
    expect(wellFormed.statusCode).toBe(401);
    expect(wellFormed.json()).toEqual({ detail: 'Invalid signature' });
    // Nothing was used up: the real signature still logs in.
    expect((await login({ address: investor.address, signature, timestamp })).statusCode).toBe(200);
  });

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
  const profileStatus = async (access: string) =>
    (await t.app.inject({ url: '/api/user/profile', headers: t.bearer(access) })).statusCode;
  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

  // A new access and a new refresh token, and access tokens are no refresh tokens.
  it('test_refresh_rotates', async () => {
    const first = await t.login(INVESTOR_A);
    const refreshed = await refresh(first.refresh);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(next.access).not.toBe(first.access);
    expect(await profileStatus(next.access)).toBe(200);
    // The new refresh token works once more, and so on.
    const again = await refresh(next.refresh);
    expect(again.statusCode).toBe(200);
    // An access token is not a refresh token, and the other way round.
    expect((await refresh(first.access)).statusCode).toBe(401);
    expect(await profileStatus(first.refresh)).toBe(401);
  });

  // Rotation never extends the session.
  it('test_refresh_keeps_the_one_day_limit_of_the_login', async () => {
    const first = await t.login(INVESTOR_A);
    const loginExp = claimsOf(first.refresh).exp as number;
    expect(loginExp - (claimsOf(first.refresh).iat as number)).toBe(86_400);
    // The access token lasts 4 hours (docs/constants.md#session-tokens), by value.
    const access = claimsOf(first.access);
    expect((access.exp as number) - (access.iat as number)).toBe(14_400);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const next = (await refresh(first.refresh)).json();
    expect(claimsOf(next.refresh).exp).toBe(loginExp);
    expect(claimsOf(next.refresh).sid).toBe(claimsOf(first.refresh).sid);
    expect(claimsOf(next.refresh).jti).not.toBe(claimsOf(first.refresh).jti);
  });

  it('test_refresh_reuse_revokes_the_whole_family_and_is_logged', async () => {
    const first = await t.login(INVESTOR_A);
    const other = await t.login(INVESTOR_A);
    const second = (await refresh(first.refresh)).json();
    const third = (await refresh(second.refresh)).json();
    expect(await profileStatus(third.access)).toBe(200);
    // The first token again: a stolen copy, or the thief's use came first. Either way the family ends.
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Invalid or expired refresh token' });
    for (const token of [first.refresh, second.refresh, third.refresh])
      expect((await refresh(token)).statusCode).toBe(401);
    for (const token of [first.access, second.access, third.access])
      expect(await profileStatus(token)).toBe(401);
    const [reuse] = audits('auth.refresh_reused');
    expect(reuse).toMatchObject({
      level: 40,
      wallet: investor.address.toLowerCase(),
      session: claimsOf(first.refresh).sid,
    });
    // Another login of the same wallet is another family: untouched.
    expect(await profileStatus(other.access)).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  // One exchange succeeds, the others revoke the family.
  it('test_refresh_concurrent_use_of_one_token', async () => {
    const { refresh: token } = await t.login(INVESTOR_A);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(token)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    const winner = answers.find((r) => r.statusCode === 200)?.json();
    expect((await refresh(winner.refresh)).statusCode).toBe(401);
    expect(await profileStatus(winner.access)).toBe(401);
  });

  it('test_logout_revokes_refresh_and_access', async () => {
    const { access, refresh } = await t.login(INVESTOR_A);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh } });
    expect(out.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh } });
    expect(again.statusCode).toBe(401);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: t.bearer(access) });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ detail: 'User not authenticated' });
  });

  it('test_tokens_reject_forged_and_expired', async () => {
    const { access } = await t.login(INVESTOR_A);
    const [header, payload] = access.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    expect((await t.app.inject({ url: '/api/user/profile', headers: t.bearer(forged) })).statusCode).toBe(
      401,
    );
    const expired = await new SignJWT({
      typ: 'access',
      wallet: investor.address.toLowerCase(),
      sid: crypto.randomUUID(),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('realestate-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await t.app.inject({ url: '/api/user/profile', headers: t.bearer(expired) })).statusCode).toBe(
      401,
    );
  });

  it('test_access_token_cookie_authenticates_safe_reads_only', async () => {
    const { access } = await t.login(INVESTOR_A);
    const cookie = `theme=dark; accessToken=${access}; other=1`;
    const read = await t.app.inject({ url: '/api/user/profile', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json().wallet_address).toBe(investor.address);
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-email/',
      headers: { cookie },
      payload: { email: 'cookie@example.com' },
    });
    expect(write.statusCode).toBe(401);
    const noToken = await t.app.inject({ url: '/api/user/profile', headers: { cookie: 'theme=dark' } });
    expect(noToken.statusCode).toBe(401);
  });

  // No cross-site request forgery without the Bearer header.
  it('test_unsafe_routes_refuse_cookie_only_credentials', async () => {
    // Why no XSRF token is needed (docs/roles.md#api-access): a browser attaches cookies to a forged cross-site
    // request, never an Authorization header. Every state-changing operation that needs a user, given the admin's
    // own cookies and even a matching XSRF-TOKEN pair, must answer 401.
    const { access, refresh } = await t.login(ADMIN);
    const document = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const unsafe = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([method, operation]) => !['get', 'head'].includes(method) && operation.security === undefined,
        )
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(unsafe.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/user/update-email/',
        'POST /api/purchases/create/',
        'POST /custom_admin/properties/',
      ]),
    );
    const cookie = `accessToken=${access}; refreshToken=${refresh}; XSRF-TOKEN=forged`;
    for (const { method, url } of unsafe) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie, 'x-xsrf-token': 'forged', origin: 'https://attacker.example' },
        payload: {},
      });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 401`);
    }
  });
});
