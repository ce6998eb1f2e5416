// The investor pages' frame: skip link, top bar, wrong-network banner, page, footer.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { ErrorFallback } from '../ui/ErrorFallback.tsx';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';
import { NetworkBanner } from './NetworkBanner.tsx';
import { ScrollManager } from './ScrollManager.tsx';

export const MAIN_CONTENT_ID = 'main-content';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
        {t('nav.skipToContent')}
      </a>
      <ScrollManager />
      <Header />
      <NetworkBanner />
      <ErrorBoundary fallback={<ErrorFallback />} resetKey={pathname}>
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {/* Inside <main>, whose height keeps the footer below the first screen while a page loads. */}
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </ErrorBoundary>
      <Footer />
    </>
  );
}
