// The recoveries resource (docs/admin.md#recoveries): the list with statuses, countdown and the status filter
// sent as simple-rest; "Request recovery" sends requestRecovery on chain; Execute (ready) moves the lost wallet's
// holdings; Cancel withdraws it; a revert is said in words. On the file's anvil with the real IdentityRegistry
// (src/test/testChain.ts): the recoveries are announced by real transactions and read back from the chain.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type Address, zeroAddress } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import contractConstants from '../../../abis/constants.json';
import type { InvestorDetail, Recovery } from '../../../generated/api/model/index.ts';
import { buy, createProperty, identity, increaseTime, m2Balance } from '../../test/chainActions.ts';
import { eventually } from '../../test/eventually.ts';
import { fakeIndexer } from '../../test/fakeIndexer.ts';
import { server } from '../../test/server.ts';
import { INVESTOR_WALLET, investorDetail } from '../investors/fixtures.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);

// Anvil accounts #3, #5 and #7, approved on the local deploy (scripts/lib/deploy.ts).
const LOST = INVESTOR_WALLET as Address;
const LOST_INDEX = 3;
const REPLACEMENT: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const OTHER_LOST: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const HOUR = 3600 * 1000;
const M2 = 10n ** 18n;
const RECOVERY_DELAY = BigInt(contractConstants.IdentityRegistry.RECOVERY_DELAY);

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

function serve(
  rows: Recovery[] | (() => Promise<Recovery[]>),
  filters: (string | null)[] = [],
  detail: InvestorDetail = investorDetail(),
) {
  server.use(
    http.get('*/custom_admin/recoveries/', async ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      filters.push(filter);
      const all = typeof rows === 'function' ? await rows() : rows;
      const shown = filter?.includes('"status":"ready"') ? all.filter((r) => r.status === 'ready') : all;
      return HttpResponse.json(shown, {
        headers: { 'Content-Range': `recoveries 0-${Math.max(shown.length - 1, 0)}/${shown.length}` },
      });
    }),
    http.get('*/custom_admin/investors/:wallet/', () => HttpResponse.json(detail)),
  );
}

const rowOf = async (lost: string) =>
  within((await screen.findByText(`${lost.slice(0, 7)}...${lost.slice(-3)}`)).closest('tr') as HTMLElement);

describe('Recoveries', { timeout: 45_000 }, () => {
  it('lists recoveries with their status and countdown and sends the status filter as simple-rest', async () => {
    const filters: (string | null)[] = [];
    serve([pending, ready], filters);
    const { user } = await renderAdminOnChain('/PropertyList/recoveries');
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

  it('requests a recovery on chain from the form, and the list it returns to shows it once indexed', async () => {
    // The API's list mirrors the registry as its indexer saw it: nothing while the indexer lags (held).
    serve(async () => {
      const [replacement] = await identity.recoveryOf(LOST);
      return fakeIndexer.isHeld || replacement === zeroAddress ? [] : [{ ...pending, lost: LOST }];
    });
    const { user, chain } = await renderAdminOnChain('/PropertyList/recoveries/create');
    await findConsole();
    await user.type(await screen.findByLabelText('Lost wallet'), LOST);
    await user.type(screen.getByLabelText('Replacement wallet'), REPLACEMENT);
    const properties = await screen.findByRole('list', { name: 'Properties to move' });
    expect(within(properties).getByText(/50 M2/)).toBeTruthy();
    await fakeIndexer.hold();
    await user.click(screen.getByRole('button', { name: 'Request recovery' }));
    await screen.findByText('Recovery requested: the delay has started');
    expect(chain.sent).toContain('requestRecovery');
    const [replacement, readyAt] = await identity.recoveryOf(LOST);
    expect(replacement).toBe(REPLACEMENT);
    expect(readyAt).toBeGreaterThan(0n);
    expect(await screen.findByText(/^No Recoveries yet/, undefined, { timeout: 8000 })).toBeTruthy();
    // The indexer passes the block: the list is asked again and shows the request without a reload.
    fakeIndexer.release();
    const row = await screen.findByText(`${LOST.slice(0, 7)}...${LOST.slice(-3)}`, undefined, {
      timeout: 8000,
    });
    expect(within(row.closest('tr') as HTMLElement).getByText('In delay')).toBeTruthy();
  });

  it('says why a request reverts: the replacement is not approved', async () => {
    serve([]);
    const { user, chain } = await renderAdminOnChain('/PropertyList/recoveries/create', {
      setup: () => identity.revoke(REPLACEMENT),
    });
    await findConsole();
    await user.type(await screen.findByLabelText('Lost wallet'), LOST);
    await user.type(screen.getByLabelText('Replacement wallet'), REPLACEMENT);
    await user.click(screen.getByRole('button', { name: 'Request recovery' }));
    expect(
      (await screen.findAllByText('The replacement wallet is not approved on the allow-list')).length,
    ).toBeGreaterThan(0);
    expect(chain.sent).not.toContain('requestRecovery');
    expect((await identity.recoveryOf(LOST))[0]).toBe(zeroAddress);
  });

  it('executes a ready recovery with the properties the lost wallet holds, and cancels a pending one', async () => {
    let token: Address = zeroAddress;
    const { user, chain } = await renderAdminOnChain('/PropertyList/recoveries', {
      setup: async () => {
        token = await createProperty({ name: 'Harbour Offices' });
        await buy(LOST_INDEX, token, 50n * M2);
        // LOST's recovery is past its delay; OTHER_LOST's is announced after it, so still in its delay.
        await identity.requestRecovery(LOST, REPLACEMENT);
        await increaseTime(RECOVERY_DELAY + 1n);
        await identity.requestRecovery(OTHER_LOST, REPLACEMENT);
      },
    });
    const [holding] = investorDetail().holdings;
    serve(
      [pending, ready],
      [],
      investorDetail({
        holdings: [{ ...(holding as InvestorDetail['holdings'][number]), contract_address: token }],
        recovery_properties: [token],
      }),
    );
    await findConsole();
    await user.click((await rowOf(LOST)).getByRole('button', { name: 'Execute' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await screen.findByText('Recovery executed: the M2 are in the replacement wallet');
    expect(chain.sent).toContain('executeRecovery');
    expect(await m2Balance(REPLACEMENT, token)).toBe(50n * M2);
    expect(await m2Balance(LOST, token)).toBe(0n);
    expect((await identity.recoveryOf(LOST))[0]).toBe(zeroAddress);
    // The confirmation dialog hides the page from assistive technology until its exit transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click((await rowOf(OTHER_LOST)).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await screen.findByText('Recovery cancelled');
    expect((await identity.recoveryOf(OTHER_LOST))[0]).toBe(zeroAddress);
  });
});
