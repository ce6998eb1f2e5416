// The profile tab: wallet address and email (the wallet-mail placeholder shows as no email) and the wallet's
// verification as the IdentityRegistry on chain gives it (docs/investors.md#statuses). The email is changed in
// one form, the email section's (src/profile/EmailSection.tsx), which saves it and sends its confirmation link.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authStore.ts';
import { messageText } from '../../lib/message.ts';
import { useProfile } from '../../profile/useProfile.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from './ProfilePage.module.css';

const VerificationStatus = lazy(() => import('./VerificationStatus.tsx'));

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const walletAddress = useAuth((s) => s.walletAddress);
  if (profile.loading) return <LoadingScreen />;

  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profile.title')}</h2>
        {profile.error && <Notice tone="error">{messageText(t, profile.error)}</Notice>}
        <dl className={styles.details}>
          <div>
            <dt>{t('profile.wallet')}</dt>
            <dd>
              <code>{profile.wallet ?? walletAddress}</code>
            </dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email ?? <span className={styles.muted}>{t('profile.noEmail')}</span>}</dd>
          </div>
          <div>
            <dt>{t('verification.profileLabel')}</dt>
            <dd data-testid="verification-status">
              <Suspense fallback={t('verification.checking')}>
                <VerificationStatus wallet={walletAddress} />
              </Suspense>
            </dd>
          </div>
          {profile.id !== null && (
            <div>
              <dt>{t('profile.id')}</dt>
              <dd>{profile.id}</dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
