// Everything inside the router: session sync, routes, app-wide modals, the last-resort error screen.
import { Suspense } from 'react';
import { SessionSync } from '../auth/SessionSync.tsx';
import { GlobalModals } from '../modals/GlobalModals.tsx';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ErrorFallback } from '../ui/ErrorFallback.tsx';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';

export function AppShell() {
  return (
    <ErrorBoundary fallback={<ErrorFallback />}>
      <Suspense fallback={<LoadingScreen fullPage />}>
        <DocumentTitle />
        <SessionSync />
        <AppRoutes />
        <GlobalModals />
      </Suspense>
    </ErrorBoundary>
  );
}
