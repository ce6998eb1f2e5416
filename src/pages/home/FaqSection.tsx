import { useTranslation } from 'react-i18next';
import { SECTION_IDS } from '../../layout/navItems.ts';
import styles from './FaqSection.module.css';
import { Section } from './Section.tsx';

const QUESTIONS = ['what', 'minimum', 'lock', 'sell', 'wallet', 'certificate'] as const;

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <Section id={SECTION_IDS.faq} title={t('home.faq.title')}>
      <div className={styles.list}>
        {QUESTIONS.map((question) => (
          <details key={question} className={styles.item}>
            <summary className={styles.question}>{t(`home.faq.items.${question}.q`)}</summary>
            <p className={styles.answer}>{t(`home.faq.items.${question}.a`)}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
