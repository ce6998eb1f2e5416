import { useTranslation } from 'react-i18next';
import styles from './HowItWorks.module.css';
import { Section } from './Section.tsx';

const STEPS = ['connect', 'choose', 'buy', 'earn'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section id="how-it-works" title={t('home.how.title')} intro={t('home.how.intro')}>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(`home.how.steps.${step}.title`)}</h3>
            <p>{t(`home.how.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
