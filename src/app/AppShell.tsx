// Everything inside the router: session sync, routes, app-wide modals, the last-resort error screen.
import { Suspense } from 'react';
import { SessionSync } from '../auth/SessionSync.tsx';
import { GlobalModals } from '../modals/GlobalModals.tsx';
import { AppRoutes } from '../routes/AppRoutes.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorFallback } from './ErrorFallback.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

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
