// The console's menu: the six tabs of docs/admin.md#tabs (all properties, create property, backend
// properties, manager panel, tester, buckets dashboard) and every purchase, plus the way back to the site.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ScienceIcon from '@mui/icons-material/Science';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Divider } from '@mui/material';
import { Menu, useBasename, useTranslate } from 'react-admin';
import properties from '../properties/index.ts';
import purchases from '../purchases/index.ts';

/** Paths of the custom pages, relative to the console's base path. */
export const ADMIN_PATHS = {
  allProperties: '/',
  createProperty: '/properties/create',
  backendProperties: '/properties',
  roles: '/roles',
  tester: '/tester',
  buckets: '/buckets',
  purchases: '/purchases',
} as const;

export function AdminMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const item = (key: keyof typeof ADMIN_PATHS, Icon: typeof ViewModuleIcon) => (
    <Menu.Item
      to={`${basename}${ADMIN_PATHS[key] === '/' ? '/' : ADMIN_PATHS[key]}`}
      primaryText={translate(`admin.menu.${key}`)}
      leftIcon={<Icon />}
    />
  );
  return (
    <Menu>
      {item('allProperties', ViewModuleIcon)}
      {item('createProperty', AddBusinessIcon)}
      {item('backendProperties', properties.icon)}
      {item('roles', ManageAccountsIcon)}
      {item('tester', ScienceIcon)}
      {item('buckets', AccountBalanceIcon)}
      {item('purchases', purchases.icon)}
      <Divider />
      <Menu.Item to="/" primaryText={translate('admin.menu.backToSite')} leftIcon={<ArrowBackIcon />} />
    </Menu>
  );
}
