// The footer (docs/routes.md#footer): navigation (catalog only with a wallet connected), documents (text
// only), contacts with a placeholder phone and office address, social icons and a 'made by' credit.
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/authStore.ts';
import { CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_LINKS } from './contacts.ts';
import styles from './Footer.module.css';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { footerNavItems } from './navItems.ts';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer() {
  const { t } = useTranslation();
  const connected = useAuth((s) => s.isWalletConnected);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo variant="footer" />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <h2 className={styles.heading}>{t('footer.navigation')}</h2>
          <NavLinks items={footerNavItems({ connected })} className={styles.list} />
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.documents')}</h2>
          <ul className={styles.list}>
            <li>{t('footer.privacyPolicy')}</li>
            <li>{t('footer.serviceTerms')}</li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.contacts')}</h2>
          <ul className={styles.list}>
            <li>
              <a href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>{CONTACT_PHONE}</a>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </li>
            <li>{t('contacts.officeAddress')}</li>
          </ul>
          <ul className={styles.socials} aria-label={t('footer.socials')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.social.${social.id}`)}
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{t('footer.madeBy')}</span>
      </div>
    </footer>
  );
}
