import { BrowserRouter } from 'react-router';
import { AppProviders, type AppProvidersProps } from './app/AppProviders.tsx';
import { AppShell } from './app/AppShell.tsx';

export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </AppProviders>
  );
}
