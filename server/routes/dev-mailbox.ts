// The dev mailbox (docs/email.md#dev-mailbox): the mails the local SMTP sink received, newest first, with their
// links clickable. Registered only when the sink is on (MAIL_DEV_SINK, npm start); English only, a developer's
// page. GET /dev/mailbox (HTML) and /dev/mailbox.json.
import type { FastifyPluginAsync } from 'fastify';
import type { SinkMail } from '../mail/smtp-sink.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The text with every http(s) URL as a link (escaped first, so the mail cannot inject markup). */
export const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (mails: SinkMail[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
pre{white-space:pre-wrap;font-family:inherit}.meta{color:#555;font-size:.9em}</style></head>
<body><h1>Dev mailbox</h1>
<p>Mails the local SMTP sink received (${mails.length}), newest first. Nothing here left this machine.</p>
${mails
  .slice()
  .reverse()
  .map(
    (m) => `<article aria-label="${escapeHtml(m.subject)}">
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.receivedAt)} · ${escapeHtml(m.messageId)}</p>
<pre>${linkify(m.text)}</pre></article>`,
  )
  .join('\n')}
</body></html>`;

const devMailbox: FastifyPluginAsync = async (app) => {
  const sink = app.mail.sink;
  if (!sink) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(sink.mails())),
  );
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => sink.mails());
};

export default devMailbox;
