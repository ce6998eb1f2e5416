// The admin-functions tester: permission check by kind (docs/roles.md#permission-kinds), system-status check
// and the wallet / transaction error mapping.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, pause, sweep } from '../../test/chainActions.ts';
import { withTestChain } from '../../test/testChain.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
withTestChain();

const INVESTOR = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const FUND_MANAGER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const section = (name: string) => within(screen.getByRole('region', { name }));

async function open(setup?: () => Promise<unknown>) {
  const rendered = await renderAdminOnChain('/PropertyList/tester', { setup });
  await findConsole();
  await screen.findByRole('heading', { name: 'Admin functions tester', level: 1 });
  return rendered;
}

async function pick(
  user: Awaited<ReturnType<typeof renderAdminOnChain>>['user'],
  scope: ReturnType<typeof section>,
  label: string,
  option: string,
) {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Admin functions tester', { timeout: 20_000 }, () => {
  it('checks every permission kind for the wallet or a typed address', async () => {
    const { user } = await open();
    const check = section('Permission check');
    await user.click(check.getByRole('button', { name: 'Check' }));
    expect(await check.findByText('Allowed: system_admin')).toBeTruthy();

    await pick(user, check, 'Permission kind', 'property_create');
    await user.type(check.getByRole('textbox', { name: 'Address (empty: your wallet)' }), INVESTOR);
    await user.click(check.getByRole('button', { name: 'Check' }));
    expect(await check.findByText('Insufficient permissions for property_create')).toBeTruthy();

    await pick(user, check, 'Permission kind', 'fund_manage');
    await user.clear(check.getByRole('textbox', { name: 'Address (empty: your wallet)' }));
    await user.type(check.getByRole('textbox', { name: 'Address (empty: your wallet)' }), FUND_MANAGER);
    await user.click(check.getByRole('button', { name: 'Check' }));
    expect(await check.findByText('Allowed: fund_manage')).toBeTruthy();

    await pick(user, check, 'Permission kind', 'role_manage');
    await user.clear(check.getByRole('textbox', { name: 'Address (empty: your wallet)' }));
    await user.type(check.getByRole('textbox', { name: 'Address (empty: your wallet)' }), 'nope');
    await user.click(check.getByRole('button', { name: 'Check' }));
    expect(await check.findByText('Invalid address format')).toBeTruthy();
  });

  it('checks the system state', async () => {
    const { user } = await open();
    const system = section('System status check');
    await user.click(system.getByRole('button', { name: 'Check the system' }));
    expect(await system.findByText('The system is ready: trading is operational.')).toBeTruthy();
    await pause();
    await user.click(system.getByRole('button', { name: 'Check the system' }));
    expect(await system.findByText('Trading operations are paused')).toBeTruthy();
    await sweep();
    await user.click(system.getByRole('button', { name: 'Check the system' }));
    expect(await system.findByText('System is emergency-swept - operations disabled')).toBeTruthy();
  });

  it('maps each kind of wallet error to its text', async () => {
    const { user } = await open();
    const mapping = section('Error mapping test');
    const cases: [string, string][] = [
      ['User rejected (code 4001)', 'Transaction was rejected by user'],
      ['ACTION_REJECTED', 'Transaction was rejected by user'],
      ['AccessControl revert', 'Insufficient permissions for this operation'],
      ['InvalidInput revert', 'Invalid input parameters provided'],
      ['VaultTraderNotSet revert', 'System not fully initialized - VaultTrader not set'],
      ['AlreadyDelisted revert', 'Property is already delisted'],
      ['Insufficient funds for gas', 'Insufficient funds for gas fees'],
    ];
    for (const [sample, text] of cases) {
      await pick(user, mapping, 'Error', sample);
      await user.click(mapping.getByRole('button', { name: 'Map the error' }));
      expect(mapping.getByRole('status').textContent).toBe(text);
    }
    await pick(user, mapping, 'Error', 'Anything else (raw message)');
    await user.type(mapping.getByRole('textbox', { name: 'Operation' }), 'Deposit');
    await user.type(mapping.getByRole('textbox', { name: 'Raw message' }), 'TokensLocked');
    await user.click(mapping.getByRole('button', { name: 'Map the error' }));
    expect(mapping.getByRole('status').textContent).toBe('Deposit failed: TokensLocked');
  });

  it('maps a real failing call simulated on chain', async () => {
    const { user } = await open(() => createProperty({ name: 'Tower' }));
    const mapping = section('Error mapping test');
    const live = mapping.getByRole('button', { name: 'Try on chain (zero price)' });
    await screen.findByRole('heading', { name: 'Admin functions tester', level: 1 });
    // Enabled once the page has read the system state (the reads go out in one batch).
    await waitFor(() => expect((live as HTMLButtonElement).disabled).toBe(false));
    await user.click(live);
    expect((await mapping.findByRole('status')).textContent).toBe('Invalid input parameters provided');
  });
});
