// The mail worker (docs/email.md#queue): claims due jobs of the `mail_jobs` table, renders them in the
// recipient's language and hands them to SMTP, with retries and exponential back-off.
//
// Delivery is at least once: a job is marked 'sent' right after the SMTP server accepted it. A graceful stop
// waits for the mails in flight, so a restart neither loses nor repeats one; only a crash between the server's
// acceptance and that update sends it again when its lease runs out, with the same Message-ID so the copy can be
// recognised. Losing a mail was judged worse than a rare duplicate.
import type { Transporter } from 'nodemailer';
import { isNotificationKind } from '#core/notificationKinds.ts';
import type { Database } from '../db/database.ts';
import { errorText } from '../lib/error-log.ts';
import { pollLoop } from '../lib/poll-loop.ts';
import type { AppliedDecision } from './price-applied.ts';
import { type MailEvent, type MailLanguage, renderMail } from './templates.ts';

export type MailWorkerOptions = {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
  /** Public origin of the investor app (links in the mails). */
  origin: string;
  usdtDecimals: () => Promise<number>;
  log: { info(o: object, msg: string): void; warn(o: object, msg: string): void };
  /** How long a claimed job is reserved for this worker before another may take it. */
  leaseMs?: number;
  /** The first retry waits this long, each next one twice as long (at most an hour). */
  retryBaseMs?: number;
  maxAttempts?: number;
  batch?: number;
  intervalMs?: number;
  /** Runs before each pass (the "lock ended" check, applied prices due by the chain's time). */
  beforePass?: () => Promise<void>;
  /**
   * Asked right before a "new price in force" mail leaves: whether the chain has that price in force now
   * (server/mail/price-applied.ts). Without it the mail is sent as queued.
   */
  priceApplied?: (event: MailEvent & { event: 'price_applied' }) => Promise<AppliedDecision>;
};

type JobRow = {
  id: string;
  user_id: number;
  kind: string;
  to_address: string | null;
  data: MailEvent;
  attempts: number;
};

export type PassResult = { sent: number; failed: number; skipped: number };

export function createMailWorker(o: MailWorkerOptions) {
  const leaseMs = o.leaseMs ?? 120_000;
  const retryBaseMs = o.retryBaseMs ?? 30_000;
  const maxAttempts = o.maxAttempts ?? 8;
  const batch = o.batch ?? 10;
  const domain = o.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  let current: Promise<PassResult> | null = null;

  /** Takes up to `batch` due jobs (pending, or sending with an expired lease), skipping rows others hold. */
  async function claim(): Promise<JobRow[]> {
    const rows = await o.db.query<JobRow>(
      `update mail_jobs set status = 'sending', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $2::float8 / 1000)
       where id in (
         select id from mail_jobs
         where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
         order by next_attempt_at, id limit $1 for update skip locked)
       returning id, user_id, kind, to_address, data, attempts`,
      [batch, leaseMs],
    );
    // UPDATE … RETURNING keeps no order: send in queue order.
    return rows.sort((x, y) => Number(x.id) - Number(y.id));
  }

  async function propertyName(token: string, language: MailLanguage): Promise<string> {
    const [row] = await o.db.query<{ name: string; name_ru: string | null }>(
      `select coalesce(p.name, cp.name) as name, p.name_ru from chain_properties cp
       left join properties p on p.contract_address = cp.token where cp.token = lower($1) limit 1`,
      [token],
    );
    if (!row) return token;
    return language === 'ru' && row.name_ru ? row.name_ru : row.name;
  }

  async function finish(id: string, status: 'sent' | 'skipped', messageId: string | null) {
    // The verification token leaves the table once its mail is out (only its hash stays).
    await o.db.query(
      `update mail_jobs set status = $2, sent_at = case when $2 = 'sent' then now() end, message_id = $3,
              locked_until = null, last_error = null,
              data = case when kind = 'verify' then data - 'token' else data end
       where id = $1 and status = 'sending'`,
      [id, status, messageId],
    );
  }

  /** Puts a claimed job back, due in `seconds`, without counting the attempt. */
  async function postpone(id: string, seconds: number) {
    await o.db.query(
      `update mail_jobs set status = 'pending', attempts = greatest(attempts - 1, 0), locked_until = null,
              next_attempt_at = now() + make_interval(secs => $2::float8)
       where id = $1 and status = 'sending'`,
      [id, seconds],
    );
  }

  async function handle(job: JobRow): Promise<'sent' | 'skipped' | 'failed' | 'waiting'> {
    const [user] = await o.db.query<{
      verified_email: string | null;
      language: MailLanguage;
      enabled: boolean;
    }>(
      `select u.verified_email, u.language,
              coalesce((select p.enabled from notification_preferences p
                        where p.user_id = u.id and p.kind = $2), true) as enabled
       from users u where u.id = $1`,
      [job.user_id, job.kind],
    );
    // A notification goes to the address verified now, if the kind is still on; the link to the address asked.
    const to = job.kind === 'verify' ? job.to_address : user?.verified_email;
    if (!user || !to || (isNotificationKind(job.kind) && !user.enabled)) {
      await finish(job.id, 'skipped', null);
      return 'skipped';
    }
    const event = job.data;
    const messageId = `<mail-job-${job.id}@${domain}>`;
    try {
      // A price cancelled, replaced or dropped by a delisting is never announced as in force.
      if (event.event === 'price_applied' && o.priceApplied) {
        const decision = await o.priceApplied(event);
        if (decision.action === 'skip') {
          await finish(job.id, 'skipped', null);
          return 'skipped';
        }
        if (decision.action === 'wait') {
          await postpone(job.id, decision.seconds);
          return 'waiting';
        }
      }
      const property =
        'token' in event && event.event !== 'verify' ? await propertyName(event.token, user.language) : '';
      const mail = renderMail(event, {
        language: user.language,
        property,
        origin: o.origin,
        usdtDecimals: await o.usdtDecimals(),
      });
      await o.transport.sendMail({
        from: o.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
        headers: { 'X-Mail-Job': `${job.id}`, 'Content-Language': user.language },
      });
    } catch (error) {
      const message = errorText(error);
      const last = job.attempts >= maxAttempts;
      const delayMs = Math.min(retryBaseMs * 2 ** (job.attempts - 1), 3_600_000);
      await o.db.query(
        `update mail_jobs set status = $2, last_error = $3, locked_until = null,
                next_attempt_at = now() + make_interval(secs => $4::float8 / 1000)
         where id = $1 and status = 'sending'`,
        [job.id, last ? 'failed' : 'pending', message.slice(0, 500), delayMs],
      );
      o.log.warn({ component: 'mail', job: job.id, attempts: job.attempts, err: error }, 'mail not sent');
      return 'failed';
    }
    await finish(job.id, 'sent', messageId);
    return 'sent';
  }

  /** One pass: claims and sends due jobs until none is left. */
  async function runPass(): Promise<PassResult> {
    const result: PassResult = { sent: 0, failed: 0, skipped: 0 };
    await o.beforePass?.();
    for (;;) {
      // Stopping the loop ends a pass between jobs; a pass asked for by hand (`tick`) runs to the end.
      if (loop.running && loop.stopping) break;
      const jobs = await claim();
      if (jobs.length === 0) break;
      for (const job of jobs) {
        const outcome = await handle(job);
        // A job put back to wait for the chain is due later: not counted.
        if (outcome !== 'waiting') result[outcome]++;
      }
    }
    return result;
  }

  const pass = () => {
    const previous = current ?? Promise.resolve({ sent: 0, failed: 0, skipped: 0 });
    const next = previous.catch(() => null).then(runPass);
    current = next;
    return next;
  };

  const loop = pollLoop({
    pass,
    intervalMs: o.intervalMs ?? 2000,
    onError: (error) => o.log.warn({ component: 'mail', err: error }, 'mail pass failed; retrying'),
  });

  return {
    /** One pass now (tests, and after a verification request). */
    tick: pass,
    /** Asks the loop for a pass soon (something was enqueued). */
    poke: loop.poke,
    start: loop.start,
    /** Stops after the mails in flight are sent and marked. */
    async stop() {
      await loop.stop();
      await current?.catch(() => {});
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
