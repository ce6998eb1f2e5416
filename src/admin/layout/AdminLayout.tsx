// The console's frame: react-admin's layout (app bar with the language switch and the user menu, responsive
// sidebar) with the sign-in notice and the system-status panel above every tab (docs/admin.md#status-panel).
import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { SessionNotice } from '../shared/SessionNotice.tsx';
import { SystemStatusPanel } from '../status/SystemStatusPanel.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { AdminUserMenu } from './AdminUserMenu.tsx';

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} />;

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      <SessionNotice />
      <SystemStatusPanel />
      {children}
    </Layout>
  );
}
