// The profile's verification line (docs/investors.md#statuses): the wallet's status on the IdentityRegistry, read
// from the chain, and how to get verified when it is not. Loaded lazily so the profile page itself does not wait
// for the chain code (docs/architecture.md#first-paint).
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useVerification } from '../../chain/identityReads.ts';
import { CONTACT_EMAIL } from '../../layout/contacts.ts';
import styles from './ProfilePage.module.css';

export default function VerificationStatus({ wallet }: { wallet: Address | null }) {
  const { t } = useTranslation();
  const { status } = useVerification(wallet);
  if (!status) return <>{t('verification.checking')}</>;
  return (
    <>
      {t(`verification.status.${status}`)}
      {status !== 'approved' && (
        <span className={styles.muted}> {t('verification.profileHint', { email: CONTACT_EMAIL })}</span>
      )}
    </>
  );
}
