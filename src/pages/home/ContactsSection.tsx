import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL, CONTACT_PHONE } from '../../layout/contacts.ts';
import { SECTION_IDS } from '../../layout/navItems.ts';
import styles from './ContactsSection.module.css';
import { Section } from './Section.tsx';

export function ContactsSection() {
  const { t } = useTranslation();
  return (
    <Section
      id={SECTION_IDS.contacts}
      tone="tinted"
      title={t('home.contacts.title')}
      intro={t('home.contacts.intro')}
    >
      <dl className={styles.grid}>
        <div className={styles.item}>
          <dt>{t('home.contacts.phone')}</dt>
          <dd>
            <a href={`tel:${CONTACT_PHONE.replace(/[^+\d]/g, '')}`}>{CONTACT_PHONE}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>{t('home.contacts.email')}</dt>
          <dd>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>{t('home.contacts.office')}</dt>
          <dd>{t('contacts.officeAddress')}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('home.contacts.hours')}</dt>
          <dd>{t('home.contacts.hoursValue')}</dd>
        </div>
      </dl>
    </Section>
  );
}
