// /certificates/verify/{id}/?signature=… (docs/routes.md#certificate-verification): the public, human page of
// a certificate's verify link. It asks the API (GET /api/certificates/verify/{id}/) whether the server's
// signature and the purchase on chain check out, says what the holding was at the certificate's block (with its
// cost, the property named in the page's language), and whether that holding still stands in full now.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  certificatesVerify,
  getCertificatesVerifyQueryKey,
} from '../../../generated/api/certificates/certificates.ts';
import { useUsdtDecimals } from '../../chain/usdtReads.ts';
import { formatM2, formatUsdt, toBigInt } from '../../lib/amounts.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { HoldingNow } from './HoldingNow.tsx';

export function CertificateVerifyPage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const usdtDecimals = useUsdtDecimals();
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
              property: (lng === 'ru' && certificate.property_name_ru) || certificate.property_name,
              block: certificate.block_number,
              cost: formatUsdt(toBigInt(certificate.cost), usdtDecimals, lng),
              tx: certificate.tx_hash,
            })}
          </p>
          <Notice tone={result.valid ? 'success' : 'error'}>
            {t(result.valid ? 'verify.genuine' : 'verify.notGenuine')}
          </Notice>
          <p>
            <HoldingNow holding={result.holding} />
          </p>
        </>
      )}
    </section>
  );
}
