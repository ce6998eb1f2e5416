// A transaction hash: a BscScan link on 56/97, the shortened hash on the local chain.
import { useTranslation } from 'react-i18next';
import { useChainId } from 'wagmi';
import { explorerTxUrl } from '../config/chains.ts';
import { shortenAddress } from '../lib/shortenAddress.ts';

export function TxLink({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const url = explorerTxUrl(useChainId(), hash);
  if (!url) return <code title={hash}>{shortenAddress(hash)}</code>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('tx.viewOnExplorer', { hash: shortenAddress(hash) })}
    >
      {shortenAddress(hash)}
    </a>
  );
}
