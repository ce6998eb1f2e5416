// The routes of docs/routes.md#route-table. Investor pages load lazily inside the layout, except the main page,
// which comes with the app (a few KB; the landing page draws without another round trip); the admin console
// (react-admin + MUI) is a separate lazy chunk under /PropertyList that investor pages never load.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { AdminGate } from './AdminGate.tsx';
import { lazyPage } from './lazyPage.ts';
import { loadCatalogPage, loadPropertyPage } from './routeModules.ts';

const loadAdminApp = () => import('../admin/AdminApp.tsx');
const AdminApp = lazy(loadAdminApp);
const CatalogPage = lazyPage(loadCatalogPage, 'CatalogPage');
const PropertyPage = lazyPage(loadPropertyPage, 'PropertyPage');
const AccountLayout = lazyPage(() => import('../pages/account/AccountLayout.tsx'), 'AccountLayout');
const ProfilePage = lazyPage(() => import('../pages/account/ProfilePage.tsx'), 'ProfilePage');
const PartsPage = lazyPage(() => import('../pages/account/PartsPage.tsx'), 'PartsPage');
// The profile's email part (docs/email.md#profile), under the profile tab.
const EmailSection = lazyPage(() => import('../profile/EmailSection.tsx'), 'EmailSection');
const EmailVerifyPage = lazyPage(() => import('../pages/email/EmailVerifyPage.tsx'), 'EmailVerifyPage');
const CertificateVerifyPage = lazyPage(
  () => import('../pages/verify/CertificateVerifyPage.tsx'),
  'CertificateVerifyPage',
);
const StatementVerifyPage = lazyPage(
  () => import('../pages/statement/StatementVerifyPage.tsx'),
  'StatementVerifyPage',
);
const TestErrorPage = lazyPage(() => import('../pages/TestErrorPage.tsx'), 'TestErrorPage');
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/PropertyList/*"
        element={
          <AdminGate preload={loadAdminApp}>
            <Suspense fallback={<LoadingScreen fullPage />}>
              <AdminApp />
            </Suspense>
          </AdminGate>
        }
      />
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="catalog" element={<CatalogPage />} />
        <Route path="catalog/:contractAddress" element={<PropertyPage />} />
        <Route path="personal-account" element={<AccountLayout />}>
          <Route
            index
            element={
              <>
                <ProfilePage />
                <EmailSection />
              </>
            }
          />
          <Route path="parts" element={<PartsPage />} />
        </Route>
        <Route path="certificates/verify/:id" element={<CertificateVerifyPage />} />
        <Route path="statements/verify/:id" element={<StatementVerifyPage />} />
        <Route path="email/verify" element={<EmailVerifyPage />} />
        <Route path="test-error-button" element={<TestErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
