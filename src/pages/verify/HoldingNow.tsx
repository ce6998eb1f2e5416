// Whether a certificate's holding still stands now, as the verification answered it: the holder's balance of
// the property token now against the certificate's M2 (docs/routes.md#certificate-verification).
import { useTranslation } from 'react-i18next';
import type { CertificateVerificationHolding } from '../../../generated/api/model/index.ts';
import { formatM2, toBigInt } from '../../lib/amounts.ts';

export function HoldingNow({
  holding,
  className,
}: {
  holding: CertificateVerificationHolding;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span className={className}>
      {t(holding.still_stands ? 'verify.standsNow' : 'verify.notNow', {
        m2: formatM2(toBigInt(holding.m2_now), i18n.language, 4),
      })}
    </span>
  );
}
