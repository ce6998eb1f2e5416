// Checks a certificate in place through the public verification endpoint: the server's signature
// and the purchase on chain, then whether the holding still stands now. The public link itself is shown next to
// it for sharing.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  certificatesVerify,
  getCertificatesVerifyQueryKey,
} from '../../../generated/api/certificates/certificates.ts';
import type { Certificate } from '../../../generated/api/model/index.ts';
import { isApiError } from '../../api/ApiError.ts';
import { Button } from '../../ui/Button.tsx';
import { HoldingNow } from '../verify/HoldingNow.tsx';
import styles from './CertificatesSection.module.css';

export function CertificateCheck({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const params = { signature: certificate.signature };
  const check = useQuery({
    queryKey: getCertificatesVerifyQueryKey(certificate.id, params),
    queryFn: ({ signal }) => certificatesVerify(certificate.id, params, { signal, skipAuth: true }),
    enabled: false,
    retry: false,
  });
  const result = check.data?.data;
  const status = check.isFetching
    ? t('parts.certificates.checking')
    : check.error
      ? isApiError(check.error) && check.error.status === 503
        ? t('propertyErrors.blockchainConnection')
        : t('parts.certificates.checkFailed')
      : result
        ? result.valid
          ? t('parts.certificates.valid')
          : t('parts.certificates.invalid')
        : null;
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => void check.refetch()}
        disabled={check.isFetching}
        aria-label={t('parts.certificates.checkLabel', { id: certificate.id })}
      >
        {t('parts.certificates.check')}
      </Button>
      <a
        href={certificate.verify_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('parts.certificates.verifyLabel', { id: certificate.id })}
      >
        {t('parts.certificates.verify')}
      </a>
      {status && (
        <span className={result?.valid ? styles.valid : styles.status} role="status">
          {status}
        </span>
      )}
      {result && <HoldingNow holding={result.holding} className={styles.status} />}
    </>
  );
}
