// The user routes (server/routes/api/user.ts): the profile (with its placeholder email until the user gives
// one) and the email update, which answers alike whether or not another user has the address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount } from '../../../scripts/lib/anvil.ts';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { INVESTOR_A, INVESTOR_B } from '../helpers/chain.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

const investor = anvilAccount(INVESTOR_A);

describe.each(routeEngines())('user on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(chain(), engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('test_profile_placeholder_email_then_update_email', async () => {
    const { access } = await t.login(INVESTOR_A);
    const profile = await t.app.inject({ url: '/api/user/profile', headers: t.bearer(access) });
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body.wallet_address).toBe(investor.address);
    expect(body.email).toBe(`${investor.address.toLowerCase()}@wallet.mail`);
    expect(body.id).toEqual(expect.any(Number));

    const put = (email: unknown, token = access) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update-email/',
        headers: t.bearer(token),
        payload: { email },
      });
    for (const bad of ['not-an-email', 'a@b', 'x@wallet.mail', `${'a'.repeat(250)}@example.com`]) {
      const response = await put(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().email).toEqual([expect.any(String)]);
    }
    const ok = await put('investor@example.com');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'investor@example.com', wallet_address: investor.address });
    const after = await t.app.inject({ url: '/api/user/profile', headers: t.bearer(access) });
    expect(after.json().email).toBe('investor@example.com');

    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user/update-email/', payload: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(401);
  });

  // No way to learn who is registered.
  it('test_update_email_answers_alike_for_an_email_in_use', async () => {
    const a = await t.login(INVESTOR_A);
    const b = await t.login(INVESTOR_B);
    const put = (email: string, token: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update-email/',
        headers: t.bearer(token),
        payload: { email },
      });
    const unique = `someone-${Date.now()}@example.com`;
    expect((await put('shared@example.com', a.access)).statusCode).toBe(200);
    const taken = await put('Shared@Example.com', b.access);
    const fresh = await put(unique, b.access);
    // The same status, the same keys, the same message: only the caller's own profile in it.
    expect(taken.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(taken.json()).toMatchObject({ detail: 'Email updated successfully', email: 'Shared@Example.com' });
    expect(fresh.json()).toMatchObject({ detail: 'Email updated successfully', email: unique });
    // Each user keeps the address they gave.
    const profile = async (token: string) =>
      (await t.app.inject({ url: '/api/user/profile', headers: t.bearer(token) })).json().email;
    expect(await profile(a.access)).toBe('shared@example.com');
    expect(await profile(b.access)).toBe(unique);
  });
});
