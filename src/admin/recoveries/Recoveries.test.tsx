// The recoveries resource (docs/admin.md#recoveries): the list with statuses, countdown and the status filter
// sent as simple-rest; "Request recovery" sends requestRecovery on chain; Execute (ready) moves the lost wallet's
// holdings; Cancel withdraws it; a revert is said in words.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Recovery } from '../../../generated/api/model/index.ts';
import { eventually } from '../../test/eventually.ts';
import { server } from '../../test/server.ts';
import { INVESTOR_WALLET, investorDetail } from '../investors/fixtures.ts';
import { findConsole, preloadConsole, renderAdmin } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);

const LOST = INVESTOR_WALLET;
const REPLACEMENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const OTHER_LOST = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const TOKEN = '0x0ed2E86FcE2e5A7965f59708c01f88a722BC7f07';
const HOUR = 3600 * 1000;

const pending: Recovery = {
  id: `0x${'01'.repeat(32)}-0`,
  lost: OTHER_LOST,
  replacement: REPLACEMENT,
  requested_by: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  requested_at: new Date(Date.now() - HOUR).toISOString(),
  ready_at: new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR).toISOString(),
  status: 'pending',
  request_tx: `0x${'01'.repeat(32)}`,
  cancelled_by: null,
  cancelled_at: null,
  cancel_tx: null,
  executed_by: null,
  executed_at: null,
  execute_tx: null,
  properties: [],
};
const ready: Recovery = {
  ...pending,
  id: `0x${'02'.repeat(32)}-0`,
  lost: LOST,
  ready_at: new Date(Date.now() - HOUR).toISOString(),
  requested_at: new Date(Date.now() - 73 * HOUR).toISOString(),
  status: 'ready',
  request_tx: `0x${'02'.repeat(32)}`,
};

function serve(rows: Recovery[], filters: (string | null)[] = []) {
  server.use(
    http.get('*/custom_admin/recoveries/', ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      filters.push(filter);
      const shown = filter?.includes('"status":"ready"') ? rows.filter((r) => r.status === 'ready') : rows;
      return HttpResponse.json(shown, {
        headers: { 'Content-Range': `recoveries 0-${Math.max(shown.length - 1, 0)}/${shown.length}` },
      });
    }),
    http.get('*/custom_admin/investors/:wallet/', () => HttpResponse.json(investorDetail())),
  );
}

const rowOf = async (lost: string) =>
  within((await screen.findByText(`${lost.slice(0, 7)}...${lost.slice(-3)}`)).closest('tr') as HTMLElement);

describe('Recoveries', { timeout: 45_000 }, () => {
  it('lists recoveries with their status and countdown and sends the status filter as simple-rest', async () => {
    const filters: (string | null)[] = [];
    serve([pending, ready], filters);
    const { user } = renderAdmin('/PropertyList/recoveries');
    await findConsole();
    const waiting = await rowOf(OTHER_LOST);
    expect(waiting.getByText('In delay')).toBeTruthy();
    expect(waiting.getByText(/^Ready in 2 d 0[45]:\d\d:\d\d$/)).toBeTruthy();
    expect(waiting.queryByRole('button', { name: 'Execute' })).toBeNull();
    expect(waiting.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const due = await rowOf(LOST);
    expect(due.getByText('Ready', { selector: 'span' })).toBeTruthy();
    expect(due.getByRole('button', { name: 'Execute' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Ready' }));
    await eventually(() => expect(filters.at(-1)).toBe('{"status":"ready"}'));
    await eventually(() => expect(screen.queryByText('0x14dC7...955')).toBeNull());
  });

  it('requests a recovery on chain from the form, showing the properties that will move', async () => {
    serve([]);
    const { user, chain } = renderAdmin('/PropertyList/recoveries/create');
    await findConsole();
    await user.type(await screen.findByLabelText('Lost wallet'), LOST);
    await user.type(screen.getByLabelText('Replacement wallet'), REPLACEMENT);
    const properties = await screen.findByRole('list', { name: 'Properties to move' });
    expect(within(properties).getByText(/50 M2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request recovery' }));
    await screen.findByText('Recovery requested: the delay has started');
    expect(chain.sent).toContain('requestRecovery');
    expect(chain.recoveries.get(LOST.toLowerCase())?.replacement).toBe(REPLACEMENT.toLowerCase());
  });

  it('says why a request reverts: the replacement is not approved', async () => {
    serve([]);
    const { user, chain } = renderAdmin('/PropertyList/recoveries/create', {
      setup: (c) =>
        c.identities.set(REPLACEMENT.toLowerCase(), {
          approved: false,
          frozen: false,
          country: 0,
          expiry: 0,
        }),
    });
    await findConsole();
    await user.type(await screen.findByLabelText('Lost wallet'), LOST);
    await user.type(screen.getByLabelText('Replacement wallet'), REPLACEMENT);
    await user.click(screen.getByRole('button', { name: 'Request recovery' }));
    expect(
      (await screen.findAllByText('The replacement wallet is not approved on the allow-list')).length,
    ).toBeGreaterThan(0);
    expect(chain.sent).not.toContain('requestRecovery');
  });

  it('executes a ready recovery with the properties the lost wallet holds, and cancels a pending one', async () => {
    serve([pending, ready]);
    const { user, chain } = renderAdmin('/PropertyList/recoveries', {
      setup: (c) => {
        c.recoveries.set(LOST.toLowerCase(), { replacement: REPLACEMENT.toLowerCase(), readyAt: c.now - 1n });
        c.recoveries.set(OTHER_LOST.toLowerCase(), {
          replacement: REPLACEMENT.toLowerCase(),
          readyAt: c.now + 86_400n,
        });
      },
    });
    await findConsole();
    await user.click((await rowOf(LOST)).getByRole('button', { name: 'Execute' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await screen.findByText('Recovery executed: the M2 are in the replacement wallet');
    expect(chain.executedRecoveries).toEqual([{ lost: LOST.toLowerCase(), tokens: [TOKEN.toLowerCase()] }]);
    // The confirmation dialog hides the page from assistive technology until its exit transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click((await rowOf(OTHER_LOST)).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await screen.findByText('Recovery cancelled');
    expect(chain.recoveries.has(OTHER_LOST.toLowerCase())).toBe(false);
  });
});
