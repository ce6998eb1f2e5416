// The local SMTP sink of `npm start` and the tests (docs/email.md#dev-mailbox): an SMTP server on loopback that
// accepts every mail and keeps it (as JSON files in a folder, or in memory), for the dev mailbox page. It can be
// told to refuse the next mails, so the tests see the queue retry, or to hold one unanswered (a mail in flight).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './mime.ts';

export type SinkMail = ParsedMail & { id: number; receivedAt: string; envelopeTo: string[] };

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  /** Every mail received, oldest first. */
  mails(): SinkMail[];
  /** Refuses the next `count` mails with a temporary failure (451). */
  refuseNext(count: number): void;
  /**
   * Holds the next mail once its data arrived, unanswered, until `release` (the tests' mail in flight):
   * `arrived` resolves when it is held; it is then accepted as any other.
   */
  holdNext(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
};

export async function startSmtpSink(
  options: { folder?: string | null; port?: number } = {},
): Promise<SmtpSink> {
  const folder = options.folder ?? null;
  const memory: SinkMail[] = [];
  if (folder) mkdirSync(folder, { recursive: true });
  const stored = (): SinkMail[] =>
    folder
      ? readdirSync(folder)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as SinkMail)
      : [...memory];
  let next = stored().reduce((max, m) => Math.max(max, m.id), 0) + 1;
  let refusals = 0;
  let hold: { arrived(): void; released: Promise<void> } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    rejectOversized: true,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const held = hold;
        hold = null;
        if (held) {
          held.arrived();
          await held.released;
        }
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const mail: SinkMail = {
          id: next++,
          receivedAt: new Date().toISOString(),
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        };
        if (folder)
          writeFileSync(path.join(folder, `${String(mail.id).padStart(8, '0')}.json`), JSON.stringify(mail));
        else memory.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: stored,
    refuseNext(count) {
      refusals = count;
    },
    holdNext() {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { arrived: () => arrive(), released };
      return { arrived, release: () => release() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
