// RUS/ENG switch (docs/routes.md#top-bar): changing the language reloads the page and keeps the scroll
// position.
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/languageReload.ts';
import styles from './LanguageSwitch.module.css';

const OPTIONS = [
  { lng: 'ru', labelKey: 'language.ru', nameKey: 'language.russian' },
  { lng: 'en', labelKey: 'language.en', nameKey: 'language.english' },
] as const;

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {OPTIONS.map(({ lng, labelKey, nameKey }) => (
        <button
          key={lng}
          type="button"
          className={styles.option}
          aria-pressed={current === lng}
          lang={lng}
          onClick={() => void switchLanguage(i18n, lng)}
        >
          {t(labelKey)}
          <span className="visually-hidden"> ({t(nameKey)})</span>
        </button>
      ))}
    </fieldset>
  );
}
