// The dev wallet's account picker (local chain only): anvil's test accounts with their demo roles.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortenAddress } from '../lib/shortenAddress.ts';
import { ANVIL_ACCOUNTS } from './anvilAccounts.ts';
import styles from './DevAccountSelect.module.css';
import { selectDevAccount, selectedDevAccountIndex } from './devWalletAccount.ts';

export function DevAccountSelect({ onSelected }: { onSelected?: (index: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(selectedDevAccountIndex);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('devWallet.account')}</label>
      <select
        id={id}
        value={index}
        onChange={(event) => {
          const next = Number(event.target.value);
          setIndex(next);
          selectDevAccount(next);
          onSelected?.(next);
        }}
      >
        {ANVIL_ACCOUNTS.map((account) => (
          <option key={account.index} value={account.index}>
            {`#${account.index} · ${t(`devWallet.roles.${account.role}`)} · ${shortenAddress(account.address)}`}
          </option>
        ))}
      </select>
      <p className={styles.hint}>{t('devWallet.hint')}</p>
    </div>
  );
}
