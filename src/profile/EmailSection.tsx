// The profile's email part (docs/email.md#profile): whether the address is verified, the one form that changes
// the email (it saves it as the profile's email, PUT /api/user/update-email/, then sends its confirmation link),
// asking for the link again, and one switch per kind of notification. Shown under the profile tab.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS } from '#core/notificationKinds.ts';
import { messageText } from '../lib/message.ts';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { TextField } from '../ui/TextField.tsx';
import styles from './EmailSection.module.css';
import { useEmailSettings } from './useEmailSettings.ts';
import { useEmailUpdate, useProfile } from './useProfile.ts';

export function EmailSection() {
  const { t } = useTranslation();
  const profile = useProfile();
  const email = useEmailSettings();
  const emailUpdate = useEmailUpdate();
  const [typed, setTyped] = useState<string | null>(null);
  const settings = email.settings;
  const address = typed ?? settings?.pending_email ?? profile.email ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await emailUpdate.update(address.trim());
      await email.verify(address.trim());
      setTyped(null);
    } catch {
      // Shown from email.error.
    }
  };

  if (email.loading || !settings) return null;
  const verified = settings.verified_email;

  return (
    <div className={styles.grid}>
      <form className={styles.card} onSubmit={(e) => void submit(e)} aria-labelledby="email-verify-title">
        <h2 id="email-verify-title">{t('email.title')}</h2>
        <p className={styles.status} data-testid="email-status">
          {verified ? (
            <>
              <span className={styles.verified}>{t('email.verified')}</span> {verified}
            </>
          ) : (
            <span className={styles.unverified}>{t('email.unverified')}</span>
          )}
        </p>
        {settings.pending_email && (
          <p className={styles.pending}>{t('email.pending', { email: settings.pending_email })}</p>
        )}
        <p className={styles.hint}>{t('email.why')}</p>
        <TextField
          label={t('email.address')}
          type="email"
          autoComplete="email"
          required
          value={address}
          onChange={(e) => {
            setTyped(e.target.value);
            email.reset();
            emailUpdate.reset();
          }}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={email.busy || emailUpdate.loading}
            disabled={email.busy || emailUpdate.loading || address.trim() === ''}
          >
            {t('email.sendLink')}
          </Button>
          {settings.pending_email && (
            <Button
              type="button"
              variant="secondary"
              disabled={email.busy}
              onClick={() => void email.resend().catch(() => {})}
            >
              {t('email.resend')}
            </Button>
          )}
        </div>
        {email.linkSent && <Notice tone="success">{t('email.linkSent')}</Notice>}
        {emailUpdate.error && <Notice tone="error">{messageText(t, emailUpdate.error)}</Notice>}
        {email.error && <Notice tone="error">{messageText(t, email.error)}</Notice>}
      </form>
      <fieldset className={styles.card} aria-describedby="email-kinds-hint">
        <legend className={styles.legend}>{t('email.notifications')}</legend>
        <p id="email-kinds-hint" className={styles.hint}>
          {verified ? t('email.kindsHint') : t('email.kindsHintUnverified')}
        </p>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className={styles.kind}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={settings.preferences[kind]}
              checked={settings.preferences[kind]}
              onChange={(e) => void email.setKind(kind, e.target.checked).catch(() => {})}
            />
            {t(`email.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
