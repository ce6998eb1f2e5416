// Shows a flow's steps: waiting, confirm in wallet, pending (with the BscScan link on 56/97),
// confirmed, failed with its mapped reason.
import { useTranslation } from 'react-i18next';
import { useChainId } from 'wagmi';
import { explorerTxUrl } from '../config/chains.ts';
import { messageText } from '../lib/message.ts';
import { shortenAddress } from '../lib/shortenAddress.ts';
import styles from './TxSteps.module.css';
import type { TxStep } from './useTxSteps.ts';

export function TxSteps({ steps }: { steps: TxStep[] }) {
  const { t } = useTranslation();
  const chainId = useChainId();
  if (steps.length === 0) return null;
  return (
    <ol className={styles.steps} aria-live="polite">
      {steps.map((step) => {
        const url = step.hash ? explorerTxUrl(chainId, step.hash) : undefined;
        return (
          <li key={step.id} className={`${styles.step} ${styles[step.status]}`}>
            <span className={styles.icon} aria-hidden="true" />
            <div className={styles.content}>
              <span className={styles.label}>{t(step.labelKey)}</span>
              <span className={styles.status}>{t(`tx.status.${step.status}`)}</span>
              {step.hash &&
                (url ? (
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {t('tx.viewOnExplorer', { hash: shortenAddress(step.hash) })}
                  </a>
                ) : (
                  <span className={styles.hash}>{t('tx.hash', { hash: shortenAddress(step.hash) })}</span>
                ))}
              {step.error && (
                <span className={styles.error} role="alert">
                  {messageText(t, step.error)}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
