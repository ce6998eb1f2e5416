// Email verification and notification settings (docs/email.md#verification, docs/api.md#endpoints):
// GET|PUT /api/email/settings/, POST /api/email/verify/, /resend/ (logged in) and /confirm/ (the link's token).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_VERIFICATION, isNotificationKind, preferencesOf } from '#core/notificationKinds.ts';
import { validationMessage } from '#core/validationMessages.ts';
import { isWalletMail, WALLET_MAIL_DOMAIN } from '#core/walletMail.ts';
import { isUniqueViolation, type Queryable } from '../../db/database.ts';
import { isEmailAddress } from '../../lib/email-address.ts';
import { fieldError, HttpError, messages } from '../../lib/errors.ts';
import {
  confirmEmailSchema,
  type EmailSettings,
  emailSettingsSchema,
  resendEmailSchema,
  updateEmailSettingsSchema,
  verifyEmailSchema,
} from '../../schemas/email.ts';

export const emailMessages = {
  linkSent: 'If this address can receive our mail, a confirmation link is on its way to it.',
  tooMany: 'Too many verification emails. Try again later.',
  nothingPending: 'No address is waiting for verification.',
  invalidLink: 'This link is invalid or has expired.',
  verified: 'Email verified',
} as const;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const email: FastifyPluginAsyncTypebox = async (app) => {
  const auth = app.authenticate(messages.userNotAuthenticated);
  const userId = (request: { user?: { id: number } | null }) => {
    const id = request.user?.id;
    if (!id) throw new HttpError(401, messages.userNotAuthenticated);
    return id;
  };

  async function settingsOf(db: Queryable, id: number): Promise<EmailSettings> {
    const [user] = await db.query<{ verified_email: string | null; language: 'en' | 'ru' }>(
      'select verified_email, language from users where id = $1',
      [id],
    );
    if (!user) throw new HttpError(401, messages.userNotAuthenticated);
    const [pending] = await db.query<{ email: string }>(
      `select email from email_verifications
       where user_id = $1 and used_at is null and expires_at > now()
       order by created_at desc, id desc limit 1`,
      [id],
    );
    const saved = await db.query<{ kind: string; enabled: boolean }>(
      'select kind, enabled from notification_preferences where user_id = $1',
      [id],
    );
    const pendingEmail =
      pending && pending.email.toLowerCase() !== user.verified_email?.toLowerCase() ? pending.email : null;
    return {
      verified_email: user.verified_email,
      pending_email: pendingEmail,
      language: user.language,
      preferences: preferencesOf(Object.fromEntries(saved.map((r) => [r.kind, r.enabled]))),
    };
  }

  /**
   * Records a verification link for `address` and queues its mail, within the rate limits. When another user
   * verified the address already, the link is recorded (it counts for the limits) but no mail leaves: the
   * caller's answer is the same either way.
   */
  async function sendLink(id: number, address: string, language: 'en' | 'ru' | undefined) {
    await app.db.transaction(async (tx) => {
      // One request at a time per user, so two concurrent ones cannot both pass the limit.
      await tx.query('select id from users where id = $1 for update', [id]);
      const [counts] = await tx.query<{ by_user: number; by_address: number }>(
        `select
           (select count(*)::int from email_verifications
            where user_id = $1 and created_at > now() - interval '1 hour') as by_user,
           (select count(*)::int from email_verifications
            where lower(email) = lower($2) and created_at > now() - interval '1 hour') as by_address`,
        [id, address],
      );
      if (
        (counts?.by_user ?? 0) >= EMAIL_VERIFICATION.perUserPerHour ||
        (counts?.by_address ?? 0) >= EMAIL_VERIFICATION.perAddressPerHour
      ) {
        throw new HttpError(429, emailMessages.tooMany, { 'retry-after': '3600' });
      }
      if (language) await tx.query('update users set language = $2 where id = $1', [id, language]);
      const token = randomBytes(32).toString('base64url');
      const [link] = await tx.query<{ id: string }>(
        `insert into email_verifications (user_id, email, token_hash, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4)) returning id`,
        [id, address, sha256(token), EMAIL_VERIFICATION.linkLifetimeMinutes],
      );
      const [owner] = await tx.query(
        'select 1 from users where lower(verified_email) = lower($1) and id <> $2',
        [address, id],
      );
      if (owner || !link) return;
      await tx.query(
        `insert into mail_jobs (user_id, event_key, kind, to_address, data)
         values ($1, $2, 'verify', $3, $4::jsonb)`,
        [id, `verify:${link.id}`, address, JSON.stringify({ event: 'verify', email: address, token })],
      );
    });
    app.mail.worker.poke();
  }

  app.get('/settings/', { schema: emailSettingsSchema, onRequest: auth }, async (request) =>
    settingsOf(app.db, userId(request)),
  );

  app.put('/settings/', { schema: updateEmailSettingsSchema, onRequest: auth }, async (request) => {
    const id = userId(request);
    const { language, preferences = {} } = request.body;
    await app.db.transaction(async (tx) => {
      if (language) await tx.query('update users set language = $2 where id = $1', [id, language]);
      for (const [kind, enabled] of Object.entries(preferences)) {
        if (!isNotificationKind(kind) || typeof enabled !== 'boolean') continue;
        await tx.query(
          `insert into notification_preferences (user_id, kind, enabled) values ($1, $2, $3)
           on conflict (user_id, kind) do update set enabled = excluded.enabled`,
          [id, kind, enabled],
        );
      }
    });
    return settingsOf(app.db, id);
  });

  app.post('/verify/', { schema: verifyEmailSchema, onRequest: auth }, async (request, reply) => {
    const address = request.body.email.trim();
    if (!isEmailAddress(address)) throw fieldError('email', 'Enter a valid email address.');
    if (isWalletMail(address)) {
      throw fieldError('email', validationMessage('walletMail', { domain: WALLET_MAIL_DOMAIN }));
    }
    await sendLink(userId(request), address, request.body.language);
    return reply.code(202).send({ detail: emailMessages.linkSent });
  });

  app.post('/resend/', { schema: resendEmailSchema, onRequest: auth }, async (request, reply) => {
    const id = userId(request);
    const pending = (await settingsOf(app.db, id)).pending_email;
    if (!pending) throw new HttpError(400, emailMessages.nothingPending);
    await sendLink(id, pending, undefined);
    return reply.code(202).send({ detail: emailMessages.linkSent });
  });

  app.post('/confirm/', { schema: confirmEmailSchema }, async (request) => {
    const hash = sha256(request.body.token);
    try {
      // Mails about chain events compare the chain's times with this one (server/mail/enqueue.ts); without the
      // chain, the wall clock, which the chain's follows.
      const chainTime = await app.chain.latestTime().catch(() => Math.floor(Date.now() / 1000));
      const address = await app.db.transaction(async (tx) => {
        const [link] = await tx.query<{ id: string; user_id: number; email: string }>(
          `update email_verifications set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now()
           returning id, user_id, email`,
          [hash],
        );
        if (!link) return null;
        const [taken] = await tx.query(
          'select 1 from users where lower(verified_email) = lower($1) and id <> $2',
          [link.email, link.user_id],
        );
        if (taken) return null;
        await tx.query(
          `update users set verified_email = $2, email = $2, email_verified_at = now(),
             email_verified_chain_time = $3 where id = $1`,
          [link.user_id, link.email, chainTime],
        );
        return link.email;
      });
      if (!address) throw new HttpError(400, emailMessages.invalidLink);
      return { detail: emailMessages.verified, email: address };
    } catch (error) {
      // Two users confirming one address at the same moment: the second link is spent.
      if (isUniqueViolation(error)) throw new HttpError(400, emailMessages.invalidLink);
      throw error;
    }
  });
};

export default email;
