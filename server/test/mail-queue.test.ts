// The mail queue end to end (docs/email.md#queue): chain events stored by the indexer become mails in the
// holder's language, delivered to a real SMTP server (the local sink); an SMTP failure is retried with back-off;
// a restart of the worker neither loses nor repeats a mail, and storing the same blocks again queues nothing.
// Every kind the indexer queues is mailed in English (Anna) and Russian (Boris): price announced and applied (not
// for a price cancelled, replaced or dropped by a delisting, and again when a reorg takes the cancellation off
// the chain), delisting and refund, pause and resume, a closure announced (selling back ends, delisting) and
// applied or withdrawn (never mailed as applied); an opt-out stops its kind only; a graceful stop with a mail in flight delivers it exactly once.
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
    // Anna sells all but half an M2 before the mail is queued (the time jump mined no block; the sale does): the
    // mail names what she still holds of the lock, not the M2 locked then.
    const held = BigInt(
      (await t.app.inject({ url: '/api/user/portfolio/', headers: t.bearer(a) })).json().properties[0]
        .held_m2,
    );
    const [lock] = await t.app.db.query<{ locked: string }>(
      `select locked_amount::text as locked from token_locks where account = lower($1) order by block_number desc, log_index desc limit 1`,
      [anvilAccount(INVESTOR_A).address],
    );
    expect(BigInt(lock?.locked ?? 0)).toBeGreaterThan(M2 / 2n);
    await chain().sell(INVESTOR_A, villa, held - M2 / 2n);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    await t.app.mail.worker.tick();
    const mails = sink.mails().slice(before);
    const locks = mails.filter((m) => m.subject.includes('Mail Villa') && !m.subject.includes('Sale'));
    // One statement queues both: their order is the database's.
    expect(locks.map((m) => [m.envelopeTo[0], m.subject]).sort()).toEqual([
      ['anna@example.com', 'Lock ended: Mail Villa'],
      ['boris@example.com', 'Блокировка закончилась: Mail Villa'],
    ]);
    expect(locks.find((m) => m.envelopeTo[0] === 'anna@example.com')?.text).toContain(
      'Your 0.5 M2 of Mail Villa are no longer locked: you may sell them.',
    );
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

  /** The mails the sink received since `before`, as [recipient, subject], in arrival order. */
  const since = (before: number) => sink.mails().slice(before);
  const listed = (before: number) => since(before).map((m) => [m.envelopeTo[0], m.subject]);
  /** The first line of each mail since `before` (the event's sentence). */
  const firstLines = (before: number) => since(before).map((m) => m.text.split('\n')[0]);
  /** The statuses of the "new price in force" mails, oldest first. */
  const appliedJobs = async () =>
    (
      await t.app.db.query<{ status: string }>(
        "select status from mail_jobs where data->>'event' = 'price_applied' order by id",
      )
    ).map((r) => r.status);
  const TWO_DAYS = 2 * 86_400 + 1;
  const NOTHING = { sent: 0, failed: 0, skipped: 0 };

  it('test_a_price_change_is_announced_then_mailed_again_once_the_chain_applies_it_in_each_language', async () => {
    const before = sink.mails().length;
    await chain().changePrice(villa, 110n * USDT);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    // The applied mail waits for the price's time on the chain.
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    expect(await appliedJobs()).toEqual(['pending', 'pending']);
    await chain().increaseTime(TWO_DAYS);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    expect(listed(before)).toEqual([
      ['anna@example.com', 'Price change announced: Mail Villa'],
      ['boris@example.com', 'Объявлено изменение цены: Mail Villa'],
      ['anna@example.com', 'New price in force: Mail Villa'],
      ['boris@example.com', 'Новая цена действует: Mail Villa'],
    ]);
    const [announcedEn, announcedRu, appliedEn, appliedRu] = firstLines(before);
    expect(announcedEn).toMatch(
      /^The price of one M2 of Mail Villa changes from 100 USDT to 110 USDT on \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d \(UTC\)\.$/,
    );
    expect(announcedRu).toMatch(
      /^Цена M2 объекта «Mail Villa» изменится с 100 USDT на 110 USDT \d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d \(UTC\)\.$/,
    );
    expect(appliedEn).toBe('One M2 of Mail Villa now costs 110 USDT.');
    expect(appliedRu).toBe('Цена M2 объекта «Mail Villa» теперь 110 USDT.');
  });

  it('test_a_cancelled_price_is_announced_but_its_applied_mail_never_leaves', async () => {
    const before = sink.mails().length;
    await chain().changePrice(villa, 120n * USDT);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    await chain().cancelPriceChange(villa);
    await t.app.indexer.tick();
    // Skipped in the transaction that stored the cancellation.
    expect((await appliedJobs()).slice(-2)).toEqual(['skipped', 'skipped']);
    await chain().increaseTime(TWO_DAYS);
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    // Reading every block again (announcement, then cancellation) brings none of them back.
    await t.app.db.query('delete from indexer_checkpoints');
    await t.app.indexer.tick();
    expect((await appliedJobs()).slice(-2)).toEqual(['skipped', 'skipped']);
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    expect(listed(before)).toEqual([
      ['anna@example.com', 'Price change announced: Mail Villa'],
      ['boris@example.com', 'Объявлено изменение цены: Mail Villa'],
    ]);
    expect(firstLines(before)[0]).toContain('from 110 USDT to 120 USDT');
  });

  it('test_a_cancellation_the_indexer_has_not_stored_yet_is_seen_by_the_worker_asking_the_chain', async () => {
    const before = sink.mails().length;
    await chain().changePrice(villa, 115n * USDT);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    await chain().cancelPriceChange(villa); // not indexed before the mails fall due
    await chain().increaseTime(TWO_DAYS);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 0, failed: 0, skipped: 2 });
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    expect(listed(before).map(([, subject]) => subject)).toEqual([
      'Price change announced: Mail Villa',
      'Объявлено изменение цены: Mail Villa',
    ]);
  });

  it('test_a_price_replaced_by_a_newer_confirmed_one_mails_only_the_newer_applied_price', async () => {
    const before = sink.mails().length;
    await chain().changePrice(villa, 120n * USDT);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    // 120 comes into force on the chain, but before its mail left a newer price is confirmed and stored.
    await chain().increaseTime(TWO_DAYS);
    await chain().changePrice(villa, 130n * USDT);
    await t.app.indexer.tick();
    expect((await appliedJobs()).slice(-4)).toEqual(['skipped', 'skipped', 'pending', 'pending']);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    await chain().increaseTime(TWO_DAYS);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(listed(before).map(([, subject]) => subject)).toEqual([
      'Price change announced: Mail Villa',
      'Объявлено изменение цены: Mail Villa',
      'Price change announced: Mail Villa',
      'Объявлено изменение цены: Mail Villa',
      'New price in force: Mail Villa',
      'Новая цена действует: Mail Villa',
    ]);
    const lines = firstLines(before);
    expect(lines[2]).toContain('from 120 USDT to 130 USDT');
    expect(lines.slice(4)).toEqual([
      'One M2 of Mail Villa now costs 130 USDT.',
      'Цена M2 объекта «Mail Villa» теперь 130 USDT.',
    ]);
  });

  it('test_a_cancellation_a_reorg_takes_off_the_chain_gives_the_applied_mail_back', async () => {
    const before = sink.mails().length;
    await chain().changePrice(villa, 140n * USDT);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const fork = await chain().snapshot();
    const cancel = await chain().cancelPriceChange(villa);
    await t.app.indexer.tick();
    expect((await appliedJobs()).slice(-2)).toEqual(['skipped', 'skipped']);
    // The cancellation's block is replaced by another history of the same height, without it.
    await chain().revert(fork);
    await chain().mine();
    expect(await chain().client.getBlockNumber()).toBe(cancel.blockNumber);
    await t.app.indexer.tick();
    expect((await appliedJobs()).slice(-2)).toEqual(['pending', 'pending']);
    await chain().increaseTime(TWO_DAYS);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(listed(before).map(([, subject]) => subject)).toEqual([
      'Price change announced: Mail Villa',
      'Объявлено изменение цены: Mail Villa',
      'New price in force: Mail Villa',
      'Новая цена действует: Mail Villa',
    ]);
    expect(firstLines(before)[2]).toBe('One M2 of Mail Villa now costs 140 USDT.');
  });

  it('test_pause_and_resume_mail_every_holder_and_an_opt_out_stops_only_its_kind', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/email/settings/',
      headers: t.bearer(b),
      payload: { preferences: { price_change: false } },
    });
    expect(off.json().preferences).toMatchObject({ price_change: false, trading_paused: true });
    const before = sink.mails().length;
    await chain().pause();
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    await chain().unpause();
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(since(before).map((m) => [m.envelopeTo[0], m.subject, m.text.split('\n')[0]])).toEqual([
      ['anna@example.com', 'Trading paused', 'Buying and selling M2 is paused for now.'],
      ['boris@example.com', 'Торговля приостановлена', 'Покупка и продажа M2 временно приостановлены.'],
      ['anna@example.com', 'Trading resumed', 'Buying and selling M2 is open again.'],
      ['boris@example.com', 'Торговля возобновлена', 'Покупка и продажа M2 снова доступны.'],
    ]);
    // Boris turned price changes off: neither price mail reaches him, Anna gets both.
    const prices = sink.mails().length;
    await chain().changePrice(villa, 150n * USDT);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    await chain().increaseTime(TWO_DAYS);
    await t.app.mail.worker.tick();
    expect(listed(prices)).toEqual([
      ['anna@example.com', 'Price change announced: Mail Villa'],
      ['anna@example.com', 'New price in force: Mail Villa'],
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/email/settings/',
      headers: t.bearer(b),
      payload: { preferences: { price_change: true } },
    });
  });

  it('test_a_delisting_with_a_refund_mails_both_steps_in_each_language_and_drops_the_scheduled_price', async () => {
    const house = await chain().createProperty('Mail House', 1000n, 100n * USDT, 86_400n);
    await chain().buy(INVESTOR_A, house, 4n * M2);
    await chain().buy(INVESTOR_B, house, 6n * M2);
    await chain().deposit(house, 1_000n * USDT);
    await chain().changePrice(house, 105n * USDT);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    const before = sink.mails().length;
    // Delisting drops the scheduled 105: its applied mail must not leave.
    await chain().delist(house, true);
    await t.app.indexer.tick();
    expect((await appliedJobs()).slice(-2)).toEqual(['skipped', 'skipped']);
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 4, failed: 0, skipped: 0 });
    const mails = since(before).map((m) => [m.envelopeTo[0], m.subject, m.text.split('\n\n')[0]]);
    // Two days on, the locks of the purchases end; no price is mailed as in force.
    const later = sink.mails().length;
    await chain().increaseTime(TWO_DAYS);
    await t.app.mail.worker.tick();
    expect(listed(later).sort()).toEqual([
      ['anna@example.com', 'Lock ended: Mail House'],
      ['boris@example.com', 'Блокировка закончилась: Mail House'],
    ]);
    // RefundOpened comes before PropertyDelisted in the delisting's transaction: compared in any order.
    expect(mails.sort()).toEqual(
      [
        [
          'anna@example.com',
          'Property delisted: Mail House',
          'Mail House has been delisted.\nA refund will open for its holders; we will tell you when it does.',
        ],
        [
          'anna@example.com',
          'Refund open: Mail House',
          expect.stringMatching(
            /^A refund is open for Mail House: 100 USDT per M2, until \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d \(UTC\)\.$/,
          ),
        ],
        [
          'boris@example.com',
          'Объект снят с продажи: Mail House',
          'Объект «Mail House» снят с продажи.\nДля владельцев будет открыт возврат средств; мы сообщим, когда он начнётся.',
        ],
        [
          'boris@example.com',
          'Открыт возврат средств: Mail House',
          expect.stringMatching(
            /^По объекту «Mail House» открыт возврат: 100 USDT за M2, до \d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d \(UTC\)\.$/,
          ),
        ],
      ].sort(),
    );
  });

  /** A property Anna (English) and Boris (Russian) hold, their purchase mails sent. */
  const heldProperty = async (name: string) => {
    const token = await chain().createProperty(name, 1000n, 100n * USDT, 86_400n);
    await chain().buy(INVESTOR_A, token, 2n * M2);
    await chain().buy(INVESTOR_B, token, 3n * M2);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    return token;
  };
  /** [recipient, subject, first line] of the mails about `property` since `before` but the locks' ends (the clock
   *  moves here; a replay of the blocks may bring another property's mails an opt-out had kept back). */
  const closureMails = (before: number, property: string) =>
    since(before)
      .filter(
        (m) => m.subject.endsWith(`: ${property}`) && !/^(Lock ended|Блокировка закончилась)/.test(m.subject),
      )
      .map((m) => [m.envelopeTo[0], m.subject, m.text.split('\n')[0]]);
  const ON_DATE_EN = '\\d{1,2} [A-Z][a-z]+ \\d{4} at \\d\\d:\\d\\d \\(UTC\\)';
  const ON_DATE_RU = '\\d{1,2} [а-я]+ \\d{4} г\\. в \\d\\d:\\d\\d \\(UTC\\)';

  it('test_an_announced_end_of_selling_back_is_mailed_to_every_holder_in_each_language_then_its_end', async () => {
    const court = await heldProperty('Mail Court');
    const before = sink.mails().length;
    await chain().setSellEnabled(court, false);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(closureMails(before, 'Mail Court')).toEqual([
      [
        'anna@example.com',
        'Selling back ends: Mail Court',
        expect.stringMatching(
          new RegExp(
            `^Selling back of Mail Court ends on ${ON_DATE_EN}: you can sell your M2 back until then\\.$`,
          ),
        ),
      ],
      [
        'boris@example.com',
        'Продажа обратно прекращается: Mail Court',
        expect.stringMatching(
          new RegExp(
            `^Продажа обратно M2 объекта «Mail Court» прекращается ${ON_DATE_RU}: до этого времени вы можете продать свои M2 обратно\\.$`,
          ),
        ),
      ],
    ]);
    // Applied once the notice ran out: the end itself is mailed.
    const announced = sink.mails().length;
    await chain().increaseTime(TWO_DAYS);
    await chain().applyClosure(court);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    expect(closureMails(announced, 'Mail Court')).toEqual([
      [
        'anna@example.com',
        'Selling back ended: Mail Court',
        'Selling back of Mail Court has ended: its M2 can no longer be sold back.',
      ],
      [
        'boris@example.com',
        'Продажа обратно прекращена: Mail Court',
        'Продажа обратно M2 объекта «Mail Court» прекращена: их больше нельзя продать обратно.',
      ],
    ]);
  });

  it('test_an_announced_delisting_is_mailed_in_each_language_and_once_withdrawn_never_as_applied', async () => {
    const row = await heldProperty('Mail Row');
    const before = sink.mails().length;
    await chain().announceDelisting(row);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    await chain().cancelClosure(row);
    await t.app.indexer.tick();
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 2, failed: 0, skipped: 0 });
    // Its time passes: nothing says it was delisted, and reading the blocks again queues nothing.
    await chain().increaseTime(TWO_DAYS);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    await t.app.db.query('delete from indexer_checkpoints');
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    expect(closureMails(before, 'Mail Row')).toEqual([
      [
        'anna@example.com',
        'Delisting announced: Mail Row',
        expect.stringMatching(
          new RegExp(
            `^Mail Row will be delisted on ${ON_DATE_EN}: buying is closed, you can sell back until then\\.$`,
          ),
        ),
      ],
      [
        'boris@example.com',
        'Объявлено снятие с продажи: Mail Row',
        expect.stringMatching(
          new RegExp(
            `^Объект «Mail Row» будет снят с продажи ${ON_DATE_RU}: покупка закрыта, продать свои M2 обратно можно до этого времени\\.$`,
          ),
        ),
      ],
      [
        'anna@example.com',
        'Delisting withdrawn: Mail Row',
        'The announced delisting of Mail Row was withdrawn: buying is open again.',
      ],
      [
        'boris@example.com',
        'Снятие с продажи отменено: Mail Row',
        'Объявленное снятие объекта «Mail Row» с продажи отменено: покупка снова открыта.',
      ],
    ]);
    // Announced again, then superseded by a delisting with refund: no "withdrawn" mail, the refund's own mails.
    const again = sink.mails().length;
    await chain().announceDelisting(row);
    await chain().delist(row, true);
    await t.app.indexer.tick();
    await t.app.mail.worker.tick();
    const superseded = closureMails(again, 'Mail Row').map(([to, subject]) => [to, subject]);
    expect(superseded.slice(0, 2)).toEqual([
      ['anna@example.com', 'Delisting announced: Mail Row'],
      ['boris@example.com', 'Объявлено снятие с продажи: Mail Row'],
    ]);
    // RefundOpened comes before PropertyDelisted in the delisting's transaction: compared in any order.
    expect(superseded.slice(2).sort()).toEqual(
      [
        ['anna@example.com', 'Property delisted: Mail Row'],
        ['anna@example.com', 'Refund open: Mail Row'],
        ['boris@example.com', 'Объект снят с продажи: Mail Row'],
        ['boris@example.com', 'Открыт возврат средств: Mail Row'],
      ].sort(),
    );
  });

  it('test_closing_the_app_with_a_mail_in_flight_delivers_it_once_and_a_restart_sends_nothing_again', async () => {
    const before = sink.mails().length;
    await chain().buy(INVESTOR_A, villa, 1n * M2);
    await t.app.indexer.tick();
    const held = sink.holdNext();
    const pass = t.app.mail.worker.tick();
    await held.arrived; // the SMTP server has the mail and has not answered yet
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false); // the stop waits for the mail in flight
    held.release();
    await closing;
    expect(await pass).toEqual({ sent: 1, failed: 0, skipped: 0 });
    t = await open();
    expect((await jobs()).at(-1)).toMatchObject({ status: 'sent', attempts: 1, kind: 'trade_confirmed' });
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    // Even once every lease ran out, nothing is claimed again.
    await t.app.db.query("update mail_jobs set locked_until = now() - interval '1 second'");
    expect(await t.app.mail.worker.tick()).toEqual(NOTHING);
    expect(listed(before)).toEqual([['anna@example.com', 'Purchase confirmed: Mail Villa']]);
  });

  it('test_a_lock_ended_before_the_verification_is_not_mailed_when_the_chain_clock_runs_ahead', async () => {
    // Last of the file: Chris's verified address would change what the tests above mail. Chris bought early; his
    // lock ended in the day the chain jumped, before he verifies an address. The chain's clock now runs a day ahead
    // of the wall clock: by the wall clock the lock's end is still to come.
    const chris = anvilAccount(INVESTOR_C).address;
    const [lock] = await t.app.db.query<{ unlock: string }>(
      `select unlock_time::text as unlock from token_locks where account = lower($1) order by block_number desc, log_index desc limit 1`,
      [chris],
    );
    const unlock = Number(lock?.unlock);
    expect(unlock).toBeLessThanOrEqual(await t.app.chain.latestTime());
    expect(unlock).toBeGreaterThan(Date.now() / 1000);
    const before = sink.mails().length;
    await verifyEmail(t, sink, (await t.login(INVESTOR_C)).access, 'chris@example.com', 'en');
    await t.app.mail.worker.tick();
    await t.app.mail.worker.tick();
    // Only the verification link: the lock is no news (it ended, in the chain's time, before the verification).
    expect(
      sink
        .mails()
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(['Confirm your email address']);
  });
});
