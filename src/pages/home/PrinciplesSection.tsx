import { useTranslation } from 'react-i18next';
import { SECTION_IDS } from '../../layout/navItems.ts';
import styles from './PrinciplesSection.module.css';
import { Section } from './Section.tsx';

const PRINCIPLES = ['transparency', 'fractional', 'liquidity', 'protection'] as const;

export function PrinciplesSection() {
  const { t } = useTranslation();
  return (
    <Section
      id={SECTION_IDS.principles}
      tone="tinted"
      title={t('home.principles.title')}
      intro={t('home.principles.intro')}
    >
      <ul className={styles.grid}>
        {PRINCIPLES.map((principle) => (
          <li key={principle} className={styles.card}>
            <h3>{t(`home.principles.items.${principle}.title`)}</h3>
            <p>{t(`home.principles.items.${principle}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
