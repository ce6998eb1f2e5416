// The profile tab: wallet address and email (the wallet-mail placeholder shows as no email), with the
// email update and its messages (docs/messages.md#profile-and-certificates), and the wallet's verification as the
// IdentityRegistry on chain gives it (docs/investors.md#statuses).
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authStore.ts';
import { messageText } from '../../lib/message.ts';
import { useEmailUpdate, useProfile } from '../../profile/useProfile.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TextField } from '../../ui/TextField.tsx';
import styles from './ProfilePage.module.css';

const VerificationStatus = lazy(() => import('./VerificationStatus.tsx'));

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const walletAddress = useAuth((s) => s.walletAddress);
  const emailUpdate = useEmailUpdate();
  const [email, setEmail] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await emailUpdate.update(email.trim());
      setEmail('');
    } catch {
      // Shown from emailUpdate.error.
    }
  };

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
      <form className={styles.card} onSubmit={(e) => void submit(e)} aria-labelledby="email-title">
        <h2 id="email-title">{profile.email ? t('profile.changeEmail') : t('profile.addEmail')}</h2>
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (emailUpdate.success || emailUpdate.error) emailUpdate.reset();
          }}
        />
        <Button
          type="submit"
          busy={emailUpdate.loading}
          disabled={emailUpdate.loading || email.trim() === ''}
        >
          {t('profile.saveEmail')}
        </Button>
        {emailUpdate.success && <Notice tone="success">{t('profile.emailUpdated')}</Notice>}
        {emailUpdate.error && <Notice tone="error">{messageText(t, emailUpdate.error)}</Notice>}
      </form>
    </div>
  );
}
