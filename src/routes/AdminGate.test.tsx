// The admin route's gate follows the wallet connected right now: switching from an admin account to
// another one never shows the console to the new account, not even for one render.
import { act, screen, waitFor } from '@testing-library/react';
import { getAddress } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { useConnection } from 'wagmi';
import { renderApp } from '../test/renderApp.tsx';
import { ADMIN, createTestWagmiConfig, INVESTOR } from '../test/wallet.ts';

const consoleRenders = vi.hoisted(() => [] as (string | undefined)[]);

vi.mock('../admin/AdminApp.tsx', () => ({
  default: function AdminAppProbe() {
    consoleRenders.push(useConnection().address);
    return <h1>Admin console loaded</h1>;
  },
}));

describe('AdminGate', () => {
  it('closes the console at once when the admin wallet switches to a non-admin account', async () => {
    const { config } = renderApp('/PropertyList', {
      config: createTestWagmiConfig({ connected: true, account: ADMIN }),
    });
    expect(await screen.findByText('Admin console loaded')).toBeTruthy();
    expect(new Set(consoleRenders)).toEqual(new Set([getAddress(ADMIN)]));

    const [connector] = config.connectors;
    act(() => connector?.onAccountsChanged([INVESTOR]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Own real estate by the square metre' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Admin console loaded')).toBeNull());
    // The console never rendered for the investor's address.
    expect(new Set(consoleRenders)).toEqual(new Set([getAddress(ADMIN)]));
  });
});
