// On a phone whose browser has no wallet (docs/wallets.md#phones): links that open this same page in
// MetaMask's or Trust Wallet's in-app browser, where the login works as in any browser with a wallet.
import { useTranslation } from 'react-i18next';
import { walletAppLinks } from '../wallet/walletDeepLinks.ts';
import styles from './WalletLogin.module.css';

export function WalletAppLinks({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.apps} aria-labelledby="wallet-apps-title">
      <h3 id="wallet-apps-title" className={styles.subtitle}>
        {t('wallet.apps.title')}
      </h3>
      <p className={styles.text}>{t('wallet.apps.hint')}</p>
      <ul className={styles.list}>
        {walletAppLinks(pageUrl).map((app) => (
          <li key={app.id}>
            <a className={styles.wallet} href={app.href} rel="noopener">
              <span className={styles.walletIcon} aria-hidden="true">
                {app.name.slice(0, 1)}
              </span>
              <span>{t('wallet.apps.open', { wallet: app.name })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
