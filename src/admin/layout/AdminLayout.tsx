// The console's frame: react-admin's layout (app bar with the language switch and the user menu, responsive
// sidebar) with the sign-in notice and the system-status panel above every tab (docs/admin.md#status-panel).

import { Box } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout, LoadingIndicator, LocalesMenuButton, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { consoleTitleKey, documentTitle } from '../../lib/pageTitle.ts';
import { SessionNotice } from '../shared/SessionNotice.tsx';
import { SystemStatusPanel } from '../status/SystemStatusPanel.tsx';
import { AdminMenu } from './AdminMenu.tsx';
import { AdminUserMenu } from './AdminUserMenu.tsx';

/**
 * On a phone the tab's name never hides behind an ellipsis or under the buttons: it may take two lines in a
 * smaller type, the language button shows its icons only (its name stays for screen readers) and the refresh
 * button, which the pages' own 30 s refetch makes optional, steps aside.
 */
const appBarSx = {
  '@media (max-width: 599.95px)': {
    '& .RaAppBar-title': {
      minWidth: 0,
      whiteSpace: 'normal',
      textOverflow: 'clip',
      fontSize: '0.95rem',
      lineHeight: 1.2,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
    '& .admin-locales .MuiButton-root': {
      fontSize: 0,
      minWidth: 0,
      paddingLeft: 0.5,
      paddingRight: 0.5,
    },
    '& .admin-locales .MuiButton-startIcon': { marginRight: 0 },
    '& .admin-refresh': { display: 'none' },
  },
} as const;

/**
 * The content column may shrink below its widest table: tables scroll inside their own container, the page
 * itself never scrolls sideways (docs/admin.md#small-screens).
 */
const layoutSx = {
  // react-admin's root is 'fit-content' wide: as wide as the widest table, so the whole page scrolled sideways.
  minWidth: 0,
  '& .RaLayout-appFrame': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaLayout-contentWithSidebar': { minWidth: 0 },
  // A list's table scrolls inside its card; the pagination bar wraps instead of widening the page.
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '@media (min-width: 600px)': {
    '& .RaList-main .MuiToolbar-root': { flexWrap: 'wrap', minWidth: 0 },
  },
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 },
  '& .MuiTablePagination-spacer': { display: 'none' },
  // Figures never break inside themselves ('105,000 / USDT').
  '& td.MuiTableCell-alignRight, & th.MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
} as const;

/** react-admin's own toolbar (language menu, refresh), in boxes the phone styles above can address. */
const AdminToolbar = () => (
  <>
    <Box component="span" className="admin-locales">
      <LocalesMenuButton />
    </Box>
    <Box className="admin-refresh">
      <LoadingIndicator />
    </Box>
  </>
);

const AdminAppBar = () => <AppBar userMenu={<AdminUserMenu />} toolbar={<AdminToolbar />} sx={appBarSx} />;

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
    <Layout menu={AdminMenu} appBar={AdminAppBar} sx={layoutSx}>
      <SessionNotice />
      <SystemStatusPanel />
      {children}
    </Layout>
  );
}
