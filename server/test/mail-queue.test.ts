// The mail queue end to end (docs/email.md#queue): chain events stored by the indexer become mails in the
// holder's language, delivered to a real SMTP server (the local sink); an SMTP failure is retried with back-off;
// a restart of the worker neither loses nor repeats a mail, and storing the same blocks again queues nothing.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anvilAccount } from '../../scripts/lib/anvil.ts';
import { createPostgresDatabase, createTestApp, engines, type TestApp } from './helpers/app.ts';
import { INVESTOR_A, INVESTOR_B, INVESTOR_C, M2, USDT } from './helpers/chain.ts';
import { chainPerFile, isolateChain } from './helpers/chain-hooks.ts';
import { mailConfig, type SmtpSink, startSmtpSink, verifyEmail } from './helpers/mail.ts';

const chain = chainPerFile();

describe.each(engines())('mail queue on %s', (engine) => {
  isolateChain(chain);
  let sink: SmtpSink;
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | null = null;
  let t: TestApp;
  let a: string;
  let b: string;
  let villa: Address;

  const open = () =>
    createTestApp(chain(), engine, { dataDir, database, mail: { ...mailConfig(sink), retryBaseMs: 2000 } });
  const jobs = async () =>
    t.app.db.query<{ status: string; attempts: number; kind: string; user_id: number }>(
      'select status, attempts, kind, user_id from mail_jobs order by id',
    );
  const subjects = () => sink.mails().map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`);

  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = mkdtempSync(path.join(tmpdir(), 'mail-queue-'));
    if (engine === 'pglite')
      cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
    else database = await createPostgresDatabase();
    t = await open();
    a = (await t.login(INVESTOR_A)).access;
    b = (await t.login(INVESTOR_B)).access;
    villa = await chain().createProperty('Mail Villa', 1000n, 100n * USDT, 86_400n);
    await t.app.indexer.tick();
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
    await sink?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('test_the_verification_link_arrives_in_the_language_asked_and_confirms_the_address', async () => {
    await verifyEmail(t, sink, a, 'anna@example.com', 'en');
    await verifyEmail(t, sink, b, 'boris@example.com', 'ru');
    expect(subjects()).toEqual([
      'anna@example.com: Confirm your email address',
      'boris@example.com: Подтвердите адрес электронной почты',
    ]);
    const [en, ru] = sink.mails();
    expect(en?.html).toContain('href="http://');
    expect(ru?.text).toContain('Ссылка действует 60 минут.');
    // The token is gone from the queue once its mail is out; only its hash is kept.
    const data = await t.app.db.query<{ data: Record<string, unknown> }>(
      "select data from mail_jobs where kind = 'verify'",
    );
    expect(data.map((r) => Object.keys(r.data).sort())).toEqual([
      ['email', 'event'],
      ['email', 'event'],
    ]);
  });

  it('test_a_purchase_mails_its_buyer_in_their_language_with_amounts_in_m2_and_usdt', async () => {
    const before = sink.mails().length;
    const buyA = await chain().buy(INVESTOR_A, villa, 12n * M2);
    await chain().buy(INVESTOR_B, villa, 3n * M2);
    await chain().buy(INVESTOR_C, villa, 1n * M2); // no verified address: no mail
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const mails = sink.mails().slice(before);
    expect(mails.map((m) => [m.envelopeTo[0], m.subject])).toEqual([
      ['anna@example.com', 'Purchase confirmed: Mail Villa'],
      ['boris@example.com', 'Покупка подтверждена: Mail Villa'],
    ]);
    expect(mails[0]?.text).toContain('You bought 12 M2 of Mail Villa for 1,200 USDT.');
    expect(mails[0]?.text).toContain(`Transaction: ${buyA.transactionHash}`);
    expect(mails[1]?.text).toContain('Вы купили 3 M2 объекта «Mail Villa» за 300 USDT.');
    expect(mails[1]?.html).toContain('<html lang="ru">');
  });

  it('test_income_goes_to_every_verified_holder_and_an_opt_out_is_respected', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/email/settings/',
      headers: t.bearer(b),
      payload: { preferences: { income_distributed: false } },
    });
    expect(off.json().preferences.income_distributed).toBe(false);
    const before = sink.mails().length;
    await chain().distributeIncome(villa, 1_000n * USDT);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    const mails = sink.mails().slice(before);
    expect(mails.map((m) => [m.envelopeTo[0], m.subject])).toEqual([
      ['anna@example.com', 'Rental income distributed: Mail Villa'],
    ]);
  });

  it('test_an_smtp_failure_is_retried_with_back_off_and_the_mail_arrives_once', async () => {
    const before = sink.mails().length;
    sink.refuseNext(2);
    await chain().buy(INVESTOR_A, villa, 1n * M2);
    await t.app.indexer.tick();
    /** Seconds until the job's next try. */
    const wait = async () => {
      const [row] = await t.app.db.query<{ wait: number }>(
        "select extract(epoch from next_attempt_at - now())::float8 as wait from mail_jobs where status = 'pending'",
      );
      return Number(row?.wait);
    };
    const due = () => t.app.db.query("update mail_jobs set next_attempt_at = now() where status = 'pending'");
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 1, skipped: 0 });
    // The first retry waits the base delay (2 s), the next twice as long: not due before.
    expect(await wait()).toBeGreaterThan(1);
    expect(await wait()).toBeLessThanOrEqual(2);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    await due();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 1, skipped: 0 });
    expect(await wait()).toBeGreaterThan(3);
    expect(await wait()).toBeLessThanOrEqual(4);
    await due();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(
      sink
        .mails()
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['Purchase confirmed: Mail Villa']);
    const last = (await jobs()).at(-1);
    expect(last).toMatchObject({ status: 'sent', attempts: 3, kind: 'trade_confirmed' });
  });

  it('test_a_restart_loses_no_mail_sends_none_twice_and_a_replay_of_the_blocks_queues_nothing', async () => {
    const before = sink.mails().length;
    await chain().buy(INVESTOR_A, villa, 2n * M2);
    await chain().buy(INVESTOR_B, villa, 2n * M2);
    await t.app.indexer.tick();
    const queued = (await jobs()).filter((j) => j.status === 'pending');
    expect(queued).toHaveLength(2);
    // The process stops before its worker sent them, and a new one starts on the same database.
    await t.app.close();
    t = await open();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    // The indexer reads every block again from the start: nothing is queued twice.
    const count = (await jobs()).length;
    await t.app.db.query('delete from indexer_checkpoints');
    await t.app.indexer.tick();
    expect((await jobs()).length).toBe(count);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    const mails = sink.mails().slice(before);
    expect(mails.map((m) => [m.envelopeTo[0], m.subject])).toEqual([
      ['anna@example.com', 'Purchase confirmed: Mail Villa'],
      ['boris@example.com', 'Покупка подтверждена: Mail Villa'],
    ]);
    // Every mail the sink received has its own Message-ID: none was delivered twice.
    const ids = sink.mails().map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('test_a_job_whose_worker_died_mid_send_is_sent_again_after_its_lease', async () => {
    const before = sink.mails().length;
    await chain().buy(INVESTOR_A, villa, 1n * M2);
    await t.app.indexer.tick();
    // A worker claimed it and died: status 'sending', lease not yet over, then over.
    await t.app.db.query(
      `update mail_jobs set status = 'sending', attempts = 1, locked_until = now() + interval '1 hour'
       where status = 'pending'`,
    );
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    await t.app.db.query(
      "update mail_jobs set locked_until = now() - interval '1 second' where status = 'sending'",
    );
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(
      sink
        .mails()
        .slice(before)
        .map((m) => m.envelopeTo[0]),
    ).toEqual(['anna@example.com']);
  });

  it('test_lock_ended_is_mailed_once_when_the_chain_passes_the_unlock_time', async () => {
    const before = sink.mails().length;
    await chain().increaseTime(86_401);
    await t.app.mail.worker.tick();
    await t.app.mail.worker.tick();
    const mails = sink.mails().slice(before);
    // One statement queues both: their order is the database's.
    expect(mails.map((m) => [m.envelopeTo[0], m.subject]).sort()).toEqual([
      ['anna@example.com', 'Lock ended: Mail Villa'],
      ['boris@example.com', 'Блокировка закончилась: Mail Villa'],
    ]);
  });

  it('test_an_allow_list_change_mails_the_account_in_its_language_saying_what_stays_open', async () => {
    const before = sink.mails().length;
    await chain().freezeInvestor(anvilAccount(INVESTOR_A).address);
    await chain().revokeInvestor(anvilAccount(INVESTOR_B).address);
    await chain().revokeInvestor(anvilAccount(INVESTOR_C).address); // no verified address: no mail
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const mails = sink.mails().slice(before);
    expect(mails.map((m) => [m.envelopeTo[0], m.subject])).toEqual([
      ['anna@example.com', 'Your verification status changed'],
      ['boris@example.com', 'Статус проверки изменился'],
    ]);
    expect(mails[0]?.text).toContain(
      'The verification status of your account is now: frozen: you cannot buy, receive or transfer M2; selling back and claiming income and refunds stay open.',
    );
    expect(mails[1]?.text).toContain('Новый статус проверки вашего аккаунта: отозван:');
    // Back as they were for the tests that follow (each change mails again, once).
    await chain().unfreezeInvestor(anvilAccount(INVESTOR_A).address);
    await chain().approveInvestor(anvilAccount(INVESTOR_B).address);
    await chain().approveInvestor(anvilAccount(INVESTOR_C).address);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(
      sink
        .mails()
        .slice(before + 2)
        .map((m) => m.text.split('\n')[0]),
    ).toEqual([
      'The verification status of your account is now: no longer frozen.',
      'Новый статус проверки вашего аккаунта: подтверждён: вы можете покупать и получать M2 любого объекта.',
    ]);
  });
});
