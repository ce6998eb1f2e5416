// The admin console at /PropertyList (docs/admin.md): react-admin mounted inside the app's router,
// loaded lazily by src/routes/AppRoutes.tsx behind AdminGate (non-admins are sent to /), so investor pages
// never load react-admin or MUI. It shares the app's wallet, session, query client, i18next instance and
// modals: the authProvider reads the wallet session, the dataProvider goes through the Orval mutator,
// and ra-i18n-polyglot reads the `admin` namespace of the same /locales files.
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { Admin, CanAccess, CustomRoutes, localStorageStore, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Route, useLocation } from 'react-router';
import { useConfig } from 'wagmi';
import { messageText } from '../lib/message.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { AllPropertiesPage, firstPageQuery } from './allProperties/AllPropertiesPage.tsx';
import auditLog from './auditLog/index.ts';
import { BucketsPage } from './buckets/BucketsPage.tsx';
import distributions from './distributions/index.ts';
import investors from './investors/index.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { ADMIN_PATHS } from './layout/adminPaths.ts';
import { createAdminTheme } from './layout/adminTheme.ts';
import { TabClosed } from './layout/TabClosed.tsx';
import properties from './properties/index.ts';
import { createAuthProvider, startPermissionReads } from './providers/authProvider.ts';
import { createDataProvider } from './providers/dataProvider.ts';
import { ADMIN_NAMESPACE, createAdminI18nProvider } from './providers/i18nProvider.ts';
import { tabOf } from './providers/tabAccess.ts';
import purchases from './purchases/index.ts';
import recoveries from './recoveries/index.ts';
import { ManagerPanel } from './roles/ManagerPanel.tsx';
import { prefetchChainProperties } from './shared/chainProperties.ts';
import { TesterPage } from './tester/TesterPage.tsx';

export const ADMIN_BASENAME = '/PropertyList';

/** react-admin's store (its default, made here so the boot can read the remembered filter and sort). */
const store = localStorageStore();

/**
 * A view behind react-admin's CanAccess, which asks authProvider.canAccess (the roles of the tab of `resource` and
 * `action`, src/admin/providers/tabAccess.ts) as every other access check of the console does; closed, it says why.
 */
const onTab = (resource: string, action: string, View: ComponentType) => {
  const tab = tabOf(resource, action);
  if (!tab) throw new Error(`no console tab for ${action} on ${resource}`);
  return function TabView() {
    return (
      <CanAccess resource={resource} action={action} accessDenied={<TabClosed tab={tab} />}>
        <View />
      </CanAccess>
    );
  };
};

const Dashboard = onTab('allProperties', 'list', AllPropertiesPage);
const gatedProperties = {
  list: onTab('properties', 'list', properties.list),
  edit: onTab('properties', 'edit', properties.edit),
  create: onTab('properties', 'create', properties.create),
};
const gatedInvestors = {
  list: onTab('investors', 'list', investors.list),
  show: onTab('investors', 'show', investors.show),
  edit: onTab('investors', 'edit', investors.edit),
  create: onTab('investors', 'create', investors.create),
};
const gatedRecoveries = {
  list: onTab('recoveries', 'list', recoveries.list),
  create: onTab('recoveries', 'create', recoveries.create),
};
const PurchasesTab = onTab('purchases', 'list', purchases.list);
const DistributionsTab = onTab('distributions', 'list', distributions.list);
const AuditLogTab = onTab('audit-log', 'list', auditLog.list);
const RolesTab = onTab('roles', 'list', ManagerPanel);
const BucketsTab = onTab('buckets', 'list', BucketsPage);

export default function AdminApp() {
  const config = useConfig();
  // The wallet's permission kinds are read while the translations load and the frame renders: the tab waits for
  // them (CanAccess), and they would otherwise be asked only once the frame is drawn.
  useState(() => startPermissionReads(config));
  // Opened on the "All properties" tab: its first page is asked now too, not after the frame and the permissions.
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useState(() => {
    if (pathname.replace(/\/+$/, '') === ADMIN_BASENAME)
      prefetchChainProperties(queryClient, firstPageQuery(store));
  });
  // Suspends until /locales/{lng}/admin.json is loaded (react-admin needs the first messages at once).
  const { i18n, ready } = useTranslation(ADMIN_NAMESPACE);
  const i18nProvider = useMemo(() => createAdminI18nProvider(i18n), [i18n]);
  const theme = useMemo(() => createAdminTheme(i18nProvider.translate('ra.page.loading')), [i18nProvider]);
  const authProvider = useMemo(() => createAuthProvider(config), [config]);
  // The console's own texts (`admin.*`) live in the `admin` namespace, the shared ones in `translation`.
  const dataProvider = useMemo(
    () =>
      createDataProvider((m) =>
        messageText(
          (key, values) =>
            i18n.t(key, key.startsWith('admin.') ? { ...values, ns: ADMIN_NAMESPACE } : values),
          m,
        ),
      ),
    [i18n],
  );

  if (!ready) return <LoadingScreen fullPage />;
  return (
    <Admin
      basename={ADMIN_BASENAME}
      disableTelemetry
      requireAuth
      loginPage={false}
      queryClient={queryClient}
      store={store}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={AdminLayout}
      dashboard={Dashboard}
      theme={theme}
    >
      <Resource name="properties" {...properties} {...gatedProperties} />
      <Resource name="purchases" {...purchases} list={PurchasesTab} />
      <Resource name="distributions" {...distributions} list={DistributionsTab} />
      <Resource name="investors" {...investors} {...gatedInvestors} />
      <Resource name="audit-log" {...auditLog} list={AuditLogTab} />
      <Resource name="recoveries" {...recoveries} {...gatedRecoveries} />
      <CustomRoutes>
        <Route path={ADMIN_PATHS.roles} element={<RolesTab />} />
        <Route path={ADMIN_PATHS.tester} element={<TesterPage />} />
        <Route path={ADMIN_PATHS.buckets} element={<BucketsTab />} />
      </CustomRoutes>
    </Admin>
  );
}
