// Wrong network: a wallet on another chain is offered a switch to the app's chain.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp.tsx';
import { loggedInInvestor } from '../test/session.ts';

describe('wrong network', () => {
  it('offers to switch when the wallet is on another chain', async () => {
    const { config } = renderApp('/', { config: loggedInInvestor() });
    await screen.findByRole('button', { name: /0x90F79\.\.\.906/ });
    expect(screen.queryByText(/connected to another network/)).toBeNull();
    act(() =>
      config.setState((state) => ({
        ...state,
        connections: new Map(
          [...state.connections].map(([uid, connection]) => [uid, { ...connection, chainId: 56 }]),
        ),
      })),
    );
    expect(
      await screen.findByText(
        'Your wallet is connected to another network. This app works on Local chain (anvil).',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Switch to Local chain (anvil)' })).toBeTruthy();
  });
});
