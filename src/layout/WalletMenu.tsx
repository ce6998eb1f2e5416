// The wallet menu (docs/routes.md#top-bar): the two personal-account tabs (profile, my shares) and an exit
// button that logs out and returns to /. Adds a sign-in entry while the wallet has no session and, on the
// local chain with the dev wallet, the test-account picker.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfig, useConnection } from 'wagmi';
import { selectIsLoggedIn, useAuth } from '../auth/authStore.ts';
import { logout } from '../auth/logout.ts';
import { modals } from '../modals/modalStore.ts';
import { DEV_WALLET_ID } from '../wallet/devWallet.ts';
import { LocalDevAccountSelect } from '../wallet/LocalDevAccountSelect.tsx';
import styles from './WalletMenu.module.css';

export function WalletMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const navigate = useNavigate();
  const { connector } = useConnection();
  const hasSession = useAuth(selectIsLoggedIn);

  const exit = async () => {
    onClose();
    await logout(config);
    navigate('/');
  };

  return (
    <div id={id} className={styles.menu}>
      <ul className={styles.list}>
        <li>
          <Link to="/personal-account" onClick={onClose}>
            {t('wallet.menu.profile')}
          </Link>
        </li>
        <li>
          <Link to="/personal-account/parts" onClick={onClose}>
            {t('wallet.menu.shares')}
          </Link>
        </li>
        {!hasSession && (
          <li>
            <button
              type="button"
              onClick={() => {
                onClose();
                modals.open('confirmWalletModal');
              }}
            >
              {t('wallet.menu.signIn')}
            </button>
          </li>
        )}
      </ul>
      {connector?.id === DEV_WALLET_ID && (
        <LocalDevAccountSelect
          onSelected={() => {
            // Another account means another session: sign in with it right away.
            onClose();
            modals.open('confirmWalletModal');
          }}
        />
      )}
      <button type="button" className={styles.exit} onClick={() => void exit()}>
        {t('wallet.menu.exit')}
      </button>
    </div>
  );
}
