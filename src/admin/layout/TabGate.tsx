// A console tab for the wallets whose on-chain roles open it (src/admin/layout/tabAccess.ts); anyone else sees
// which role the tab needs, which roles the wallet holds, and the tabs it can use instead.
import { Alert, AlertTitle, Box, Link as MuiLink, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AdminPermissions } from '../providers/authProvider.ts';
import { ADMIN_PATHS } from './adminPaths.ts';
import { ADMIN_TABS, type AdminTab, isTabOpen, type Role, rolesOf, TAB_KINDS } from './tabAccess.ts';

export function TabGate({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions, isPending } = usePermissions<AdminPermissions>();
  if (isPending) return null;
  const held = permissions ?? [];
  if (isTabOpen(tab, held)) return <>{children}</>;
  const roles = (list: Role[], none: string) =>
    list.length > 0 ? list.map((role) => translate(`admin.access.role.${role}`)).join(', ') : translate(none);
  const others = ADMIN_TABS.filter((other) => other !== tab && isTabOpen(other, held));
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(`admin.menu.${tab}`)} />
      <Alert severity="info">
        <AlertTitle>{translate('admin.access.closedTitle')}</AlertTitle>
        {translate('admin.access.closed', {
          needed:
            TAB_KINDS[tab].length > 0
              ? rolesOf(TAB_KINDS[tab])
                  .map((role) => translate(`admin.access.role.${role}`))
                  .join(translate('admin.access.or'))
              : '',
          held: roles(rolesOf(held), 'admin.access.noRole'),
        })}
        {others.length > 0 && (
          <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }} component="p">
            <span>{translate('admin.access.openTabs')}</span>
            {others.map((other) => (
              <MuiLink
                key={other}
                component={Link}
                to={`${basename}${ADMIN_PATHS[other] === '/' ? '/' : ADMIN_PATHS[other]}`}
              >
                {translate(`admin.menu.${other}`)}
              </MuiLink>
            ))}
          </Stack>
        )}
      </Alert>
    </Box>
  );
}
