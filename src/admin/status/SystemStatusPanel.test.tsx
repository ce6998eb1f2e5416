// The status panel above every tab: state, health, readiness and the pause/resume control
// (docs/admin.md#status-panel, docs/product.md#system-state).
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { deposit, isPaused, pause, sweep } from '../../test/chainActions.ts';
import { withTestChain } from '../../test/testChain.ts';
import { findConsole, preloadConsole, renderAdminOnChain } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);
withTestChain();

const panel = () => screen.getByRole('region', { name: 'System status' });
const button = (name: string) => within(panel()).getByRole('button', { name }) as HTMLButtonElement;

describe('SystemStatusPanel', { timeout: 20_000 }, () => {
  it('shows OPERATIONAL / HEALTHY and offers only Pause', async () => {
    await renderAdminOnChain('/PropertyList');
    await findConsole();
    expect(await within(panel()).findByText('OPERATIONAL')).toBeTruthy();
    expect(screen.getByTestId('health').textContent).toBe('Health: HEALTHY');
    expect(button('Pause trading').disabled).toBe(false);
    expect(button('Resume trading').disabled).toBe(true);
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('shows TRADING PAUSED / WARNING with the readiness message and offers only Resume', async () => {
    await renderAdminOnChain('/PropertyList', { setup: pause });
    await findConsole();
    expect(await within(panel()).findByText('TRADING PAUSED')).toBeTruthy();
    expect(screen.getByTestId('health').textContent).toBe('Health: WARNING');
    expect(within(panel()).getByText('Trading operations are paused')).toBeTruthy();
    expect(button('Pause trading').disabled).toBe(true);
    expect(button('Resume trading').disabled).toBe(false);
  });

  it('shows EMERGENCY SWEPT / CRITICAL and offers neither', async () => {
    await renderAdminOnChain('/PropertyList', { setup: sweep });
    await findConsole();
    expect(await within(panel()).findByText('EMERGENCY SWEPT')).toBeTruthy();
    expect(screen.getByTestId('health').textContent).toBe('Health: CRITICAL');
    expect(within(panel()).getByText('System is emergency-swept - operations disabled')).toBeTruthy();
    expect(button('Pause trading').disabled).toBe(true);
    expect(button('Resume trading').disabled).toBe(true);
  });

  it('pauses and resumes trading on chain', async () => {
    const { user, admin } = await renderAdminOnChain('/PropertyList');
    await findConsole();
    await within(panel()).findByText('OPERATIONAL');
    await user.click(button('Pause trading'));
    expect(await within(panel()).findByText('TRADING PAUSED')).toBeTruthy();
    expect(await isPaused()).toBe(true);
    await waitFor(() => expect(button('Resume trading').disabled).toBe(false));
    await user.click(button('Resume trading'));
    expect(await within(panel()).findByText('OPERATIONAL')).toBeTruthy();
    expect(admin.sent).toEqual(['pause', 'unpause']);
  });

  it('shows the hover details of the system', async () => {
    const { user } = await renderAdminOnChain('/PropertyList', {
      setup: () => deposit('general', 1234n * 10n ** 18n),
    });
    await findConsole();
    await user.hover(within(panel()).getByRole('button', { name: 'System status details' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('General bucket')).toBeTruthy();
    expect(within(tooltip).getByText('1,234 USDT')).toBeTruthy();
  });
});
