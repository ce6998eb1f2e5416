// Email verification and notification settings through the API (docs/email.md#verification): links in the
// mailbox, one verified owner per address with the same answer for a taken one (asked for, or confirmed after
// another account took it), rate limits, expiry, resend, and the opt-outs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeEngines, type TestApp } from '../helpers/app.ts';
import { INVESTOR_A, INVESTOR_B, INVESTOR_C, INVESTOR_D } from '../helpers/chain.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';
import { linkToken, mailConfig, type SmtpSink, startSmtpSink, verifyEmail } from '../helpers/mail.ts';

const chain = chainPerFile();
const SENT = { detail: 'If this address can receive our mail, a confirmation link is on its way to it.' };

describe.each(routeEngines())('email routes on %s', (engine) => {
  let sink: SmtpSink;
  let t: TestApp;
  let a: string;
  let b: string;
  let c: string;
  let d: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(chain(), engine, { mail: mailConfig(sink) });
    a = (await t.login(INVESTOR_A)).access;
    b = (await t.login(INVESTOR_B)).access;
    c = (await t.login(INVESTOR_C)).access;
    d = (await t.login(INVESTOR_D)).access;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const ask = (access: string, email: string, language?: 'en' | 'ru') =>
    t.app.inject({
      method: 'POST',
      url: '/api/email/verify/',
      headers: t.bearer(access),
      payload: { email, ...(language ? { language } : {}) },
    });
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/email/confirm/', payload: { token } });
  const settings = async (access: string) =>
    (await t.app.inject({ url: '/api/email/settings/', headers: t.bearer(access) })).json();

  it('test_email_routes_require_a_login_except_confirm', async () => {
    for (const [method, url] of [
      ['GET', '/api/email/settings/'],
      ['PUT', '/api/email/settings/'],
      ['POST', '/api/email/verify/'],
      ['POST', '/api/email/resend/'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ detail: 'User not authenticated' });
    }
    expect((await confirm('nothing')).statusCode).toBe(400);
  });

  it('test_confirm_answers_a_body_without_a_token_with_a_field_map', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/confirm/',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).length).toBeGreaterThan(0);
    expect(response.json()).not.toHaveProperty('detail');
  });

  it('test_settings_start_unverified_in_english_with_every_kind_on', async () => {
    expect(await settings(c)).toEqual({
      verified_email: null,
      pending_email: null,
      language: 'en',
      preferences: {
        trade_confirmed: true,
        lock_ended: true,
        income_distributed: true,
        price_change: true,
        property_delisted: true,
        trading_paused: true,
        verification_status: true,
      },
    });
  });

  it('test_verify_refuses_a_malformed_or_wallet_mail_address_with_a_field_map', async () => {
    const bad = await ask(a, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Enter a valid email address.'] });
    const placeholder = await ask(a, '0xabc@wallet.mail');
    expect(placeholder.statusCode).toBe(400);
    expect(Object.keys(placeholder.json())).toEqual(['email']);
  });

  it('test_a_link_confirms_once_and_the_address_is_then_verified', async () => {
    const asked = await ask(a, 'alice@example.com', 'ru');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual(SENT);
    expect((await settings(a)).pending_email).toBe('alice@example.com');
    await t.app.mail.worker.tick();
    const mail = sink.mails().at(-1);
    expect(mail?.subject).toBe('Подтвердите адрес электронной почты');
    const token = linkToken(mail?.text ?? '');
    expect((await confirm(token)).json()).toEqual({ detail: 'Email verified', email: 'alice@example.com' });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This link is invalid or has expired.' });
    expect(await settings(a)).toMatchObject({
      verified_email: 'alice@example.com',
      pending_email: null,
      language: 'ru',
    });
    const profile = await t.app.inject({ url: '/api/user/profile', headers: t.bearer(a) });
    expect(profile.json().email).toBe('alice@example.com');
  });

  it('test_an_address_verified_by_someone_else_answers_alike_sends_nothing_and_cannot_be_confirmed', async () => {
    const before = sink.mails().length;
    const taken = await ask(c, 'ALICE@example.com');
    expect(taken.statusCode).toBe(202);
    expect(taken.json()).toEqual(SENT);
    await t.app.mail.worker.tick();
    expect(sink.mails().length).toBe(before);
    // Even a link made for it by hand (the hash of a token C never received) cannot take it.
    expect((await settings(c)).verified_email).toBeNull();
  });

  it('test_an_expired_link_is_refused', async () => {
    expect((await ask(b, 'bob@example.com')).statusCode).toBe(202);
    await t.app.mail.worker.tick();
    const token = linkToken(sink.mails().at(-1)?.text ?? '');
    await t.app.db.query(
      "update email_verifications set expires_at = now() - interval '1 second' where email = 'bob@example.com'",
    );
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: 'This link is invalid or has expired.' });
    expect((await settings(b)).pending_email).toBeNull();
  });

  it('test_resend_sends_a_new_link_to_the_pending_address_and_needs_one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/email/resend/', headers: t.bearer(b) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'No address is waiting for verification.' });
    expect((await ask(b, 'bob2@example.com')).statusCode).toBe(202);
    const resent = await t.app.inject({ method: 'POST', url: '/api/email/resend/', headers: t.bearer(b) });
    expect(resent.statusCode).toBe(202);
    await t.app.mail.worker.tick();
    const links = sink.mails().filter((m) => m.envelopeTo[0] === 'bob2@example.com');
    expect(links).toHaveLength(2);
    // The newer link works as well as the first.
    expect((await confirm(linkToken(links[1]?.text ?? ''))).statusCode).toBe(200);
  });

  it('test_links_are_rate_limited_per_address_and_per_user', async () => {
    // Per address: 3 an hour, whoever asks (A and C asked for alice@ already), in any case.
    expect((await ask(b, 'alice@example.com')).statusCode).toBe(202);
    const fourth = await ask(c, 'Alice@Example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ detail: 'Too many verification emails. Try again later.' });
    // Per user: 5 an hour (B has asked 4 times: bob@, bob2@, the resend, alice@).
    expect((await ask(b, 'b5@example.com')).statusCode).toBe(202);
    expect((await ask(b, 'b6@example.com')).statusCode).toBe(429);
  });

  it('test_settings_change_language_and_opt_outs_one_kind_at_a_time', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/email/settings/', headers: t.bearer(c), payload });
    const changed = await put({ language: 'ru', preferences: { trade_confirmed: false, lock_ended: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      language: 'ru',
      preferences: { trade_confirmed: false, lock_ended: false, income_distributed: true },
    });
    const back = await put({ preferences: { lock_ended: true } });
    expect(back.json().preferences).toMatchObject({ trade_confirmed: false, lock_ended: true });
    const unknown = await put({ preferences: { newsletter: true } });
    expect(unknown.statusCode).toBe(400);
    expect((await put({ language: 'de' })).statusCode).toBe(400);
  });

  it('test_another_user_verifies_an_address_of_their_own', async () => {
    await verifyEmail(t, sink, c, 'carol@example.com', 'en');
    expect((await settings(c)).verified_email).toBe('carol@example.com');
  });

  it('test_a_link_opened_after_another_account_verified_its_address_is_refused_like_any_bad_link', async () => {
    // C asks first and gets a link; D asks for the same address and confirms it before C opens hers.
    expect((await ask(c, 'dora@example.com')).statusCode).toBe(202);
    await t.app.mail.worker.tick();
    const mail = sink.mails().at(-1);
    expect(mail?.envelopeTo).toEqual(['dora@example.com']);
    const token = linkToken(mail?.text ?? '');
    await verifyEmail(t, sink, d, 'dora@example.com', 'en');
    const late = await confirm(token);
    const bogus = await confirm('A'.repeat(43));
    // The same status and body as a link that never existed: nothing says the address is someone else's.
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: 'This link is invalid or has expired.' });
    expect([late.statusCode, late.body]).toEqual([bogus.statusCode, bogus.body]);
    expect(late.body).not.toContain('dora');
    // C keeps her own address, the link is spent, and D's address stays D's.
    const after = await settings(c);
    expect(after.verified_email).toBe('carol@example.com');
    expect(after.pending_email).not.toBe('dora@example.com');
    expect((await confirm(token)).json()).toEqual({ detail: 'This link is invalid or has expired.' });
    expect((await settings(d)).verified_email).toBe('dora@example.com');
  });
});
