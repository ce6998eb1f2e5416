import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findConsole, preloadConsole, renderAdmin } from '../test/renderAdmin.tsx';

beforeAll(preloadConsole, 60_000);

describe('SystemStatusPanel', () => {
  it('shows OPERATIONAL / HEALTHY and offers only Pause', { timeout: 20_000 }, async () => {
    renderAdmin('/PropertyList');
    await findConsole();
    expect(await screen.findByText('OPERATIONAL')).toBeTruthy();
    expect(screen.getByTestId('health').textContent).toContain('HEALTHY');
    const panel = screen.getByRole('region', { name: 'System status' });
    expect(within(panel).getByRole('button', { name: 'Pause trading' })).toHaveProperty('disabled', false);
    expect(within(panel).getByRole('button', { name: 'Resume trading' })).toHaveProperty('disabled', true);
  });
});
