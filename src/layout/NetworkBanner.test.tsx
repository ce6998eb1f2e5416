// Wrong network: a wallet on another chain is offered a switch to the app's chain.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Config } from 'wagmi';
import { renderApp } from '../test/renderApp.tsx';
import { loggedInInvestor } from '../test/session.ts';
import { INVESTOR } from '../test/wallet.ts';

describe('wrong network', () => {
  function moveWalletToBsc(config: Config) {
    act(() =>
      config.setState((state) => ({
        ...state,
        connections: new Map(
          [...state.connections].map(([uid, connection]) => [uid, { ...connection, chainId: 56 }]),
        ),
      })),
    );
  }

  it('offers to switch when the wallet is on another chain', async () => {
    const { config } = renderApp('/', { config: loggedInInvestor() });
    await screen.findByRole('button', { name: /0x90F79\.\.\.906/ });
    expect(screen.queryByText(/connected to another network/)).toBeNull();
    moveWalletToBsc(config);
    expect(
      await screen.findByText(
        'Your wallet is connected to another network. This app works on Local chain (anvil).',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Switch to Local chain (anvil)' })).toBeTruthy();
  });

  it('says the switch was declined, not that a transaction was rejected, when the wallet declines it', async () => {
    const { config, user } = renderApp('/', { config: loggedInInvestor(INVESTOR, { rejectSwitch: true }) });
    await screen.findByRole('button', { name: /0x90F79\.\.\.906/ });
    moveWalletToBsc(config);
    await user.click(await screen.findByRole('button', { name: 'Switch to Local chain (anvil)' }));
    expect(
      await screen.findByText(
        'You declined the switch: switch your wallet to Local chain (anvil) to trade here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Transaction was rejected by user')).toBeNull();
  });

  it('names the local chain in Russian in the Russian UI', async () => {
    const { config } = renderApp('/', { config: loggedInInvestor(), lng: 'ru' });
    await screen.findByRole('button', { name: /0x90F79\.\.\.906/ });
    moveWalletToBsc(config);
    expect(
      await screen.findByText(
        'Кошелёк подключён к другой сети. Приложение работает в сети anvil (локальная сеть).',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Переключиться на anvil (локальная сеть)' }),
    ).toBeTruthy();
  });
});
