// Mail in the server tests (docs/email.md#tests): a local SMTP sink, the config that sends the queue to it, and
// the steps a user takes to verify an address (ask for a link, read it in the sink, confirm it).
import { expect } from 'vitest';
import type { MailConfig } from '../../config.ts';
import { type SmtpSink, startSmtpSink } from '../../mail/smtp-sink.ts';
import type { TestApp } from './app.ts';

export { type SmtpSink, startSmtpSink };

/** Mail settings for a test app: the sink as SMTP server, fast retries, no background loop (tests tick). */
export const mailConfig = (sink: SmtpSink): MailConfig => ({
  smtpUrl: sink.url,
  from: 'RealEstate BSC <no-reply@test.localhost>',
  devSink: false,
  retryBaseMs: 40,
  intervalMs: 0,
});

/** The token of the verification link in a mail's text. */
export function linkToken(text: string): string {
  const token = text.match(/\/email\/verify\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification link in: ${text}`);
  return token;
}

/** Asks for a link to `email` as `access`, sends the queue, confirms the link that arrived. */
export async function verifyEmail(
  t: TestApp,
  sink: SmtpSink,
  access: string,
  email: string,
  language: 'en' | 'ru',
): Promise<void> {
  const before = sink.mails().length;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/email/verify/',
    headers: t.bearer(access),
    payload: { email, language },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  await t.app.mail.worker.tick();
  const mail = sink
    .mails()
    .slice(before)
    .find((m) => m.envelopeTo[0] === email);
  expect(mail, `a link to ${email}`).toBeDefined();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/email/confirm/',
    payload: { token: linkToken(mail?.text ?? '') },
  });
  expect(confirmed.json()).toEqual({ detail: 'Email verified', email });
}
