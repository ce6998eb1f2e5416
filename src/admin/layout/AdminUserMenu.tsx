// The app bar's user menu: the connected wallet (shortened) and logout. Its accessible name contains the
// visible address, so what a screen-reader user hears matches what is shown.
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

export function AdminUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${menu}: ${identity.fullName}` : menu}>
      <Logout />
    </UserMenu>
  );
}
