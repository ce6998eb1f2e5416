// The dev mailbox (docs/email.md#dev-mailbox): with the sink on, the mails the app sent are listed with their
// links clickable; without it the page does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { INVESTOR_A } from '../helpers/chain.ts';
import { chainPerFile } from '../helpers/chain-hooks.ts';

const chain = chainPerFile();

describe('dev mailbox', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp(chain(), 'pglite', {
      mail: {
        smtpUrl: null,
        from: 'Dev <dev@test.localhost>',
        devSink: true,
        retryBaseMs: 40,
        intervalMs: 0,
      },
    });
    off = await createTestApp(chain(), 'pglite');
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  it('test_dev_mailbox_lists_the_mails_sent_with_clickable_links', async () => {
    const { access } = await t.login(INVESTOR_A);
    await t.app.inject({
      method: 'POST',
      url: '/api/email/verify/',
      headers: t.bearer(access),
      payload: { email: 'dev@example.com' },
    });
    expect(await t.app.mail.worker.tick()).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h2>Confirm your email address</h2>');
    expect(page.body).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/email\/verify\?token=[\w-]+">/);
    const json = (await t.app.inject({ url: '/dev/mailbox.json' })).json();
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ to: 'dev@example.com', subject: 'Confirm your email address' });
  });

  it('test_dev_mailbox_does_not_exist_without_the_sink', async () => {
    expect((await off.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
