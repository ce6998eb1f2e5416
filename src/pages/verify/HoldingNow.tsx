// Whether a certificate's holding still stands now: the holder's balance of the property token, read on
// chain, against the certificate's M2 (docs/routes.md#certificate-verification).
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useReadPropertyTokenBalanceOf } from '../../../generated/wagmi.ts';
import { formatM2, toBigInt } from '../../lib/amounts.ts';

export function HoldingNow({
  certificate,
  className,
}: {
  certificate: { contract_address: string; holder: string; m2: string };
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const now = useReadPropertyTokenBalanceOf({
    address: certificate.contract_address as Address,
    args: [certificate.holder as Address],
  });
  if (now.data === undefined) return null;
  return (
    <span className={className}>
      {t(now.data >= toBigInt(certificate.m2) ? 'verify.standsNow' : 'verify.notNow', {
        m2: formatM2(now.data, i18n.language, 4),
      })}
    </span>
  );
}
