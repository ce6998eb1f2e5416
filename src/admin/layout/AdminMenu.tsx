// The console's menu: the six tabs of docs/admin.md#tabs (all properties, create property, backend
// properties, manager panel, tester, buckets dashboard), every purchase, every income distribution, the
// investors, the audit log and the recoveries, plus the way back to the site.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
// The distributions resource's icon (src/admin/distributions/index.ts), imported here directly: that list links
// to the buckets tab, so the menu does not import it back.
import PaidIcon from '@mui/icons-material/Paid';
import ScienceIcon from '@mui/icons-material/Science';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Divider } from '@mui/material';
import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import investors from '../investors/index.ts';
import properties from '../properties/index.ts';
import type { AdminPermissions } from '../providers/authProvider.ts';
import { type AdminTab, isTabOpen } from '../providers/tabAccess.ts';
import purchases from '../purchases/index.ts';
import recoveries from '../recoveries/index.ts';
import { ADMIN_PATHS } from './adminPaths.ts';

export { ADMIN_PATHS } from './adminPaths.ts';

export function AdminMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<AdminPermissions>();
  // A tab the wallet's roles do not open keeps its place with a lock; opening it says why (TabClosed).
  const item = (key: AdminTab, Icon: typeof ViewModuleIcon) => {
    const open = permissions === undefined || isTabOpen(key, permissions);
    return (
      <Menu.Item
        to={`${basename}${ADMIN_PATHS[key] === '/' ? '/' : ADMIN_PATHS[key]}`}
        primaryText={translate(`admin.menu.${key}`)}
        leftIcon={open ? <Icon /> : <LockOutlinedIcon titleAccess={translate('admin.access.locked')} />}
      />
    );
  };
  return (
    <Menu>
      {item('allProperties', ViewModuleIcon)}
      {item('createProperty', AddBusinessIcon)}
      {item('backendProperties', properties.icon)}
      {item('roles', ManageAccountsIcon)}
      {item('tester', ScienceIcon)}
      {item('buckets', AccountBalanceIcon)}
      {item('purchases', purchases.icon)}
      {item('distributions', PaidIcon)}
      {item('investors', investors.icon)}
      {item('auditLog', HistoryIcon)}
      {item('recoveries', recoveries.icon)}
      <Divider />
      <Menu.Item to="/" primaryText={translate('admin.menu.backToSite')} leftIcon={<ArrowBackIcon />} />
    </Menu>
  );
}
