// Renders the whole app shell (routes, modals, session sync) at `path` with test providers.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Config } from 'wagmi';
import { AppProviders } from '../app/AppProviders.tsx';
import { AppShell } from '../app/AppShell.tsx';
import type { Language } from '../config/i18n.ts';
import { createTestI18n } from './i18n.ts';
import { createTestWagmiConfig } from './wallet.ts';

export interface RenderAppOptions {
  config?: Config;
  lng?: Language;
  /** userEvent options (fake timers need `advanceTimers`). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderApp(
  path = '/',
  { config = createTestWagmiConfig(), lng = 'en', userOptions }: RenderAppOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: 0 } },
  });
  const i18n = createTestI18n(lng);
  const user = userEvent.setup(userOptions);
  // StrictMode as in src/main.tsx: effects run twice, as they do in development.
  const utils = render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient} i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <AppShell />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { ...utils, queryClient, i18n, config, user };
}
