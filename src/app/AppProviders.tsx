// Library providers, in dependency order: wagmi -> react-query -> i18next. Tests pass their own
// instances (mock wallet, fresh query client, in-memory translations).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Config, type ResolvedRegister, WagmiProvider } from 'wagmi';

export interface AppProvidersProps {
  config: Config;
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

export function AppProviders({ config, queryClient, i18n, children }: AppProvidersProps) {
  return (
    <WagmiProvider config={config as ResolvedRegister['config']}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
