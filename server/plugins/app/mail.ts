// Email (docs/email.md): the SMTP transport (SMTP_URL, or the local sink when MAIL_DEV_SINK is on), the mail
// worker on every process (jobs are claimed with FOR UPDATE SKIP LOCKED, so processes never send one twice at
// once), the periodic "lock ended" check, the applied-price guard (server/mail/price-applied.ts), and `app.mail`
// for the routes and the other parts of the API.
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { getAddress } from 'viem';
import { enqueueEndedLocks } from '../../mail/enqueue.ts';
import { appliedDecision, releaseAppliedPrices } from '../../mail/price-applied.ts';
import { type SmtpSink, startSmtpSink } from '../../mail/smtp-sink.ts';
import { createMailWorker, type MailWorker } from '../../mail/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      worker: MailWorker;
      /** The local sink (MAIL_DEV_SINK and the tests), null otherwise. */
      sink: SmtpSink | null;
      /** Whether mails can leave (an SMTP server is configured). */
      enabled: boolean;
    };
  }
}

export default fp(
  async (app) => {
    const { mail, dataDir, publicUrl, port, chainId } = app.config;
    const sink = mail.devSink ? await startSmtpSink({ folder: `${dataDir}/mailbox` }) : null;
    if (sink) app.addHook('onClose', () => sink.close());
    const smtpUrl = sink?.url ?? mail.smtpUrl;
    const transport = smtpUrl
      ? createTransport({
          url: smtpUrl,
          connectionTimeout: 20_000,
          greetingTimeout: 20_000,
          socketTimeout: 60_000,
        })
      : null;
    const worker = createMailWorker({
      db: app.db,
      transport: transport ?? {
        sendMail: async () => {
          throw new Error('no SMTP server configured (SMTP_URL)');
        },
      },
      from: mail.from,
      origin: publicUrl ?? `http://127.0.0.1:${port}`,
      usdtDecimals: () => app.chain.usdtDecimals(),
      log: app.log.child({ component: 'mail' }),
      retryBaseMs: mail.retryBaseMs,
      intervalMs: mail.intervalMs,
      async beforePass() {
        if (!app.chain.loadDeployment()) return;
        try {
          const chainNow = await app.chain.latestTime();
          await enqueueEndedLocks(app.db, chainId, chainNow);
          await releaseAppliedPrices(app.db, chainId, chainNow);
        } catch (error) {
          app.log.warn(
            { component: 'mail', err: error },
            'chain-time check (lock ended, applied prices) failed',
          );
        }
      },
      // The price in force as the chain has it, all read at one block (server/mail/price-applied.ts).
      async priceApplied(event) {
        return appliedDecision(event, await app.chain.priceSchedule(getAddress(event.token)));
      },
    });
    app.decorate('mail', { worker, sink, enabled: transport !== null });
    if (transport && mail.intervalMs > 0) {
      app.addHook('onReady', async () => worker.start());
    } else if (!transport) {
      app.log.info({ component: 'mail' }, 'no SMTP_URL: mails are queued and not sent');
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'chain'] },
);
