// What a console tab shows a wallet whose on-chain roles do not open it (react-admin's CanAccess asks
// authProvider.canAccess, src/admin/providers/tabAccess.ts): which role the tab needs, which roles the wallet holds, and
// the tabs it can use instead.
import { Alert, AlertTitle, Box, Link as MuiLink, Stack } from '@mui/material';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AdminPermissions } from '../providers/authProvider.ts';
import {
  ADMIN_TABS,
  type AdminTab,
  isTabOpen,
  type Role,
  rolesOf,
  TAB_KINDS,
} from '../providers/tabAccess.ts';
import { ADMIN_PATHS } from './adminPaths.ts';

export function TabClosed({ tab }: { tab: AdminTab }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<AdminPermissions>();
  const held = permissions ?? [];
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
