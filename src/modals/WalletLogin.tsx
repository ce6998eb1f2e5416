// The wallet login inside the wallet-confirmation modal (docs/flows.md#wallet-modal): opened without an
// access token it starts a wallet login after 0.5 s; a rejection retries after 2 s, once: a second rejection in a
// row is the person's answer, and the dialog waits for them to pick a wallet again; any other error retries after 3
// s; without any wallet it sends the visitor to the install page. On a phone whose browser has no wallet it
// starts nothing and sends nobody to an app store: it offers to open the page in a wallet app's browser,
// the store only as a secondary link (docs/wallets.md#phones). Wallets announced through EIP-6963 are listed
// first (docs/wallets.md#the-wallet-dialog). Picking a wallet (or, on anvil, a test account) starts a login
// with it at once. Loaded with the modal's first opening.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Connector, useConfig, useConnection, useConnectors } from 'wagmi';
import { selectIsLoggedIn, useAuth } from '../auth/authStore.ts';
import { LoginError, loginWithWallet } from '../auth/walletLogin.ts';
import { type Message, messageText } from '../lib/message.ts';
import { shortenAddress } from '../lib/shortenAddress.ts';
import { DEV_WALLET_ID } from '../wallet/devWallet.ts';
import { LocalDevAccountSelect } from '../wallet/LocalDevAccountSelect.tsx';
import { hasBrowserWallet, preferredConnector, walletChoices } from '../wallet/walletChoices.ts';
import { WALLETCONNECT_ID } from '../wallet/walletConnectId.ts';
import { isPhoneWithoutWallet } from '../wallet/walletDeepLinks.ts';
import { mobilePlatform, redirectToWalletInstall, walletInstallUrl } from '../wallet/walletInstall.ts';
import { modals } from './modalStore.ts';
import { WalletAppLinks } from './WalletAppLinks.tsx';
import styles from './WalletLogin.module.css';

const AUTO_LOGIN_DELAY_MS = 500;
const RETRY_AFTER_REJECTION_MS = 2000;
const RETRY_AFTER_ERROR_MS = 3000;
/** Rejections in a row after which the dialog stops asking by itself (the spec's retry after 2 s runs once). */
const REJECTIONS_BEFORE_WAITING = 2;

const userAgent = () => globalThis.navigator?.userAgent ?? '';

type Phase = 'idle' | 'working' | 'retrying' | 'declined' | 'done';

export function WalletLogin() {
  const { t } = useTranslation();
  const config = useConfig();
  const connectors = useConnectors();
  const connection = useConnection();
  const hasSession = useAuth(selectIsLoggedIn);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<Message | null>(null);
  const [retryMs, setRetryMs] = useState(0);
  const attempt = useRef(0);
  /** Signatures or connections rejected in a row in this opening of the dialog. */
  const rejections = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const choices = walletChoices(connectors);
  const browserWallet = hasBrowserWallet(connectors);
  const phoneWithoutWallet = isPhoneWithoutWallet(userAgent(), browserWallet);
  // Leaving for the install page by itself only on a computer with nothing else to pick.
  const leavesForInstall =
    mobilePlatform(userAgent()) === null && !choices.some((c) => c.id === WALLETCONNECT_ID);
  const leavesForInstallRef = useRef(leavesForInstall);
  leavesForInstallRef.current = leavesForInstall;
  const phoneWithoutWalletRef = useRef(phoneWithoutWallet);
  phoneWithoutWalletRef.current = phoneWithoutWallet;

  const pickConnector = useCallback(async (): Promise<Connector | undefined> => {
    const recentId = await Promise.resolve(config.storage?.getItem('recentConnectorId')).catch(() => null);
    return preferredConnector(connectors, { currentUid: connection.connector?.uid, recentId });
  }, [config, connectors, connection.connector?.uid]);

  const start = useCallback(
    async (chosen?: Connector) => {
      const id = ++attempt.current;
      clearTimeout(retryTimer.current);
      setPhase('working');
      setError(null);
      const connector = chosen ?? (await pickConnector());
      try {
        await loginWithWallet(config, connector);
        if (id !== attempt.current) return;
        setPhase('done');
        modals.close('confirmWalletModal');
      } catch (failure) {
        if (id !== attempt.current) return;
        const loginError = failure instanceof LoginError ? failure : undefined;
        if (loginError?.kind === 'walletMissing') {
          setError(loginError.userMessage);
          setPhase('idle');
          if (leavesForInstallRef.current) redirectToWalletInstall();
          return;
        }
        const rejected = loginError?.kind === 'rejected';
        rejections.current = rejected ? rejections.current + 1 : 0;
        setError(loginError?.userMessage ?? null);
        if (rejections.current >= REJECTIONS_BEFORE_WAITING) {
          // Declined twice: the dialog asks no more by itself; picking a wallet below starts again.
          rejections.current = 0;
          setPhase('declined');
          return;
        }
        const delay = rejected ? RETRY_AFTER_REJECTION_MS : RETRY_AFTER_ERROR_MS;
        setRetryMs(delay);
        setPhase('retrying');
        retryTimer.current = setTimeout(() => void start(chosen), delay);
      }
    },
    [config, pickConnector],
  );

  // Opened without a session (or the session went away while open, e.g. another account was chosen):
  // start the login automatically, once per opening; not on a phone without a wallet, where the person
  // chooses a wallet app first.
  const startRef = useRef(start);
  startRef.current = start;
  const autoStarted = useRef(false);
  useEffect(() => {
    if (hasSession || autoStarted.current) return;
    // Marked only when the timer fires, so a cancelled timer (StrictMode's re-run) starts again.
    const timer = setTimeout(() => {
      autoStarted.current = true;
      if (phoneWithoutWalletRef.current) return;
      void startRef.current();
    }, AUTO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasSession]);

  useEffect(
    () => () => {
      clearTimeout(retryTimer.current);
      attempt.current++;
    },
    [],
  );

  const usesDevWallet = choices.some((c) => c.id === DEV_WALLET_ID);

  if (hasSession && phase !== 'working') {
    return (
      <div className={styles.body}>
        <p>{t('walletModal.signedIn', { address: shortenAddress(connection.address) })}</p>
      </div>
    );
  }

  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('modal.meta.text')}</p>
      <p className={styles.status} role="status" aria-live="polite">
        {phase === 'working' && t('walletModal.waiting')}
        {phase === 'retrying' && t('walletModal.retrying', { seconds: retryMs / 1000 })}
        {phase === 'declined' && t('walletModal.declined')}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {messageText(t, error)}
        </p>
      )}
      {phoneWithoutWallet && <WalletAppLinks pageUrl={window.location.href} />}
      {choices.length > 0 && <h3 className={styles.subtitle}>{t('walletModal.choose')}</h3>}
      <ul className={styles.list} hidden={choices.length === 0}>
        {choices.map((connector) => (
          <li key={connector.uid}>
            <button type="button" className={styles.wallet} onClick={() => void start(connector)}>
              {connector.icon ? (
                <img src={connector.icon} alt="" width={28} height={28} />
              ) : (
                <span className={styles.walletIcon} aria-hidden="true">
                  {connector.name.slice(0, 1)}
                </span>
              )}
              <span>{connector.id === DEV_WALLET_ID ? t('walletModal.devWallet') : connector.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {!browserWallet && (
        <a className={phoneWithoutWallet ? styles.install : styles.wallet} href={walletInstallUrl()}>
          {phoneWithoutWallet ? t('wallet.install.app') : t('walletModal.install')}
        </a>
      )}
      {usesDevWallet && (
        <LocalDevAccountSelect
          onSelected={() => void start(connectors.find((c) => c.id === DEV_WALLET_ID))}
        />
      )}
    </div>
  );
}
