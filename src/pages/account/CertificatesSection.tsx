// Certificates: list, SVG download saved as certificate_{id}.svg, and the public verification link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certificateFileName } from '#core/certificate.ts';
import {
  certificatesDownload,
  useCertificatesList,
} from '../../../generated/api/certificates/certificates.ts';
import {
  certificateDownloadErrorMessage,
  certificatesListErrorMessage,
} from '../../api/errors/certificateErrors.ts';
import { selectIsLoggedIn, useAuth } from '../../auth/authStore.ts';
import { formatM2, toBigInt } from '../../lib/amounts.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { type Message, messageText } from '../../lib/message.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { AccountListSection, useListPage } from './AccountListSection.tsx';
import { CertificateCheck } from './CertificateCheck.tsx';
import styles from './CertificatesSection.module.css';
import { saveBlob } from './saveBlob.ts';

export function CertificatesSection() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const loggedIn = useAuth(selectIsLoggedIn);
  const { params, setPage, placeholderData } = useListPage();
  const query = useCertificatesList(params, { query: { enabled: loggedIn, placeholderData } });
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<Message | null>(null);

  const download = async (id: number) => {
    setDownloading(id);
    setDownloadError(null);
    try {
      // In the holder's language (docs/product.md#certificates).
      const response = await certificatesDownload(id, { lang: lng.startsWith('ru') ? 'ru' : 'en' });
      const data: unknown = response.data;
      const blob = data instanceof Blob ? data : new Blob([String(data)], { type: 'image/svg+xml' });
      saveBlob(blob, certificateFileName(id));
    } catch (error) {
      setDownloadError(certificateDownloadErrorMessage(error));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      {downloadError && <Notice tone="error">{messageText(t, downloadError)}</Notice>}
      <AccountListSection
        id="certificates"
        query={query}
        onPage={setPage}
        describeError={certificatesListErrorMessage}
        columns={(property) => [
          { key: 'id', header: t('parts.columns.certificate'), render: (row) => `№ ${row.id}` },
          property,
          {
            key: 'm2',
            header: t('parts.columns.m2'),
            numeric: true,
            render: (row) => formatM2(toBigInt(row.m2), lng, 4),
          },
          {
            key: 'issued',
            header: t('parts.columns.issued'),
            render: (row) => formatDateTime(row.issued_at, lng),
          },
          {
            key: 'actions',
            header: t('parts.columns.actions'),
            render: (row) => (
              <span className={styles.actions}>
                <Button
                  variant="secondary"
                  busy={downloading === row.id}
                  disabled={downloading !== null}
                  onClick={() => void download(row.id)}
                  aria-label={t('parts.certificates.downloadLabel', { id: row.id })}
                >
                  {t('parts.certificates.download')}
                </Button>
                <CertificateCheck certificate={row} />
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
