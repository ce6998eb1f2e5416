// /personal-account (docs/routes.md#personal-account): rendered only when the auth state exists (wallet
// connected and logged in); otherwise an invitation to connect. Tabs: profile (index) and my shares (/parts).
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { modals } from '../../modals/modalStore.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './AccountLayout.module.css';

export function AccountLayout() {
  const { t } = useTranslation();
  const loggedIn = useAuth(selectIsLoggedIn);
  const connected = useAuth((s) => s.isWalletConnected);

  if (!loggedIn) {
    return (
      <section className={`container ${styles.page}`} aria-labelledby="account-title">
        <h1 id="account-title">{t('account.title')}</h1>
        <div className={styles.gate}>
          <p>{connected ? t('account.signInRequired') : t('account.connectRequired')}</p>
          <Button onClick={() => modals.open('confirmWalletModal')}>
            {connected ? t('account.signIn') : t('wallet.connect')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={`container ${styles.page}`} aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <nav aria-label={t('account.tabs')} className={styles.tabs}>
        <NavLink
          to="/personal-account"
          end
          className={({ isActive }) => (isActive ? styles.active : undefined)}
        >
          {t('wallet.menu.profile')}
        </NavLink>
        <NavLink
          to="/personal-account/parts"
          className={({ isActive }) => (isActive ? styles.active : undefined)}
        >
          {t('wallet.menu.shares')}
        </NavLink>
      </nav>
      <Outlet />
    </section>
  );
}
