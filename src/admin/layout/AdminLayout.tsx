// The console's frame: react-admin's layout (app bar with the language switch and the user menu, responsive
// sidebar) with the sign-in notice and the system-status panel above every tab (docs/admin.md#status-panel).
import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { consoleTitleKey, documentTitle } from '../../lib/pageTitle.ts';
import { SessionNotice } from '../shared/SessionNotice.tsx';
import { SystemStatusPanel } from '../status/SystemStatusPanel.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { AdminUserMenu } from './AdminUserMenu.tsx';

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

/** The document title names the open tab: '{tab} — Admin console' (docs/routes.md#document-titles). */
function useConsoleTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(
      translate(`admin.menu.${consoleTitleKey(pathname)}`),
      translate('admin.title'),
    );
  }, [translate, pathname]);
}

export function AdminLayout({ children }: { children: ReactNode }) {
  useConsoleTitle();
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      <SessionNotice />
      <SystemStatusPanel />
      {children}
    </Layout>
  );
}
