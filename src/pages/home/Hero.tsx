import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/authStore.ts';
import { modals } from '../../modals/modalStore.ts';
import styles from './Hero.module.css';

const FACTS = ['fractions', 'stablecoin', 'chain'] as const;

export function Hero() {
  const { t } = useTranslation();
  const connected = useAuth((s) => s.isWalletConnected);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('home.hero.title')}
          </h1>
          <p className={styles.lead}>{t('home.hero.lead')}</p>
          <div className={styles.actions}>
            <Link to="/catalog" className={styles.primary}>
              {t('home.hero.browse')}
            </Link>
            {connected ? (
              <Link to="/personal-account/parts" className={styles.secondary}>
                {t('home.hero.myShares')}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => modals.open('confirmWalletModal')}
              >
                {t('wallet.connect')}
              </button>
            )}
          </div>
        </div>
        <ul className={styles.facts}>
          {FACTS.map((fact) => (
            <li key={fact} className={styles.fact}>
              <strong>{t(`home.hero.facts.${fact}.value`)}</strong>
              <span>{t(`home.hero.facts.${fact}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
