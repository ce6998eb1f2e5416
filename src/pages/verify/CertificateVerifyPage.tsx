// /certificates/verify/{id}/?signature=… (docs/routes.md#certificate-verification): the public, human page of
// a certificate's verify link. It asks the API (GET /api/certificates/verify/{id}/) whether the server's
// signature and the purchase on chain check out, says what the holding was at the certificate's block, and
// reads the holder's balance now to say whether that holding still stands in full.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { Address } from 'viem';
import {
  certificatesVerify,
  getCertificatesVerifyQueryKey,
} from '../../../generated/api/certificates/certificates.ts';
import { useReadPropertyTokenBalanceOf } from '../../../generated/wagmi.ts';
import { formatM2, toBigInt } from '../../lib/amounts.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { Notice } from '../../ui/Notice.tsx';

export function CertificateVerifyPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const signature = search.get('signature') ?? '';
  const certificateId = Number(id);
  const params = { signature };
  const check = useQuery({
    queryKey: getCertificatesVerifyQueryKey(certificateId, params),
    queryFn: ({ signal }) => certificatesVerify(certificateId, params, { signal, skipAuth: true }),
    enabled: Number.isInteger(certificateId) && certificateId > 0 && signature !== '',
    retry: false,
  });
  const result = check.data?.data;
  const certificate = result?.certificate;
  const now = useReadPropertyTokenBalanceOf({
    address: certificate?.contract_address as Address | undefined,
    args: certificate ? [certificate.holder as Address] : undefined,
    query: { enabled: certificate !== undefined },
  });

  if (check.isLoading) return <LoadingScreen />;
  return (
    <section className="container" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('verify.title', { id })}</h1>
      {!certificate || !result ? (
        <Notice tone="error">{t('verify.notFound')}</Notice>
      ) : (
        <>
          <p>
            {t('verify.holding', {
              holder: certificate.holder,
              m2: formatM2(toBigInt(certificate.m2), lng, 4),
              property: certificate.property_name,
              block: certificate.block_number,
              tx: certificate.tx_hash,
            })}
          </p>
          <Notice tone={result.valid ? 'success' : 'error'}>
            {t(result.valid ? 'verify.genuine' : 'verify.notGenuine')}
          </Notice>
          {now.data !== undefined && (
            <p role="status">
              {t(now.data >= toBigInt(certificate.m2) ? 'verify.standsNow' : 'verify.notNow', {
                m2: formatM2(now.data, lng, 4),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
