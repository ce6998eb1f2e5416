// A transaction hash, shortened as everywhere (AddressText): a link to the block explorer where the chain has
// one (BscScan on 56/97), the shortened hash alone on the local chain.
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useChainId } from 'wagmi';
import { explorerTxUrl } from '../../config/chains.ts';
import { shortenAddress } from '../../lib/shortenAddress.ts';
import { AddressText } from './AddressText.tsx';

export function TxHashLink({ hash }: { hash: string }) {
  const translate = useTranslate();
  const url = explorerTxUrl(useChainId(), hash);
  if (!url) return <AddressText address={hash} />;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={translate('admin.common.viewTx', { hash: shortenAddress(hash) })}
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {shortenAddress(hash)}
    </Link>
  );
}
