// The page a verification link opens (docs/email.md#verification): confirms the link's token once and says
// whether the address is now verified, in the reader's language. No login needed: the token is the proof.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEmailConfirm } from '../../../generated/api/email/email.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from './EmailVerifyPage.module.css';

export function EmailVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useEmailConfirm({ request: { skipAuth: true } });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // A link works once: ask once per token, also when the effect runs twice.
    if (!token || asked.current === token) return;
    asked.current = token;
    confirm.mutate({ data: { token } });
  }, [token, confirm.mutate]);

  const verified = confirm.data?.status === 200 ? confirm.data.data.email : null;
  return (
    <section className={styles.page} aria-labelledby="email-verify-heading">
      <h1 id="email-verify-heading">{t('email.verifyTitle')}</h1>
      {!token || confirm.isError ? (
        <Notice tone="error">{t('email.invalidLink')}</Notice>
      ) : verified ? (
        <Notice tone="success">{t('email.confirmed', { email: verified })}</Notice>
      ) : (
        <LoadingScreen />
      )}
      <p>
        <Link to="/personal-account">{t('email.backToProfile')}</Link>
      </p>
    </section>
  );
}
