// i18next for tests: the real translation files, loaded in memory (no HTTP, no detection).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translation.json';
import ru from '../../public/locales/ru/translation.json';
import { i18nOptions, type Language } from '../config/i18n.ts';

export function createTestI18n(lng: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init(
    i18nOptions({
      lng,
      resources: { en: { translation: en }, ru: { translation: ru } },
      initAsync: false,
      react: { useSuspense: false },
    }),
  );
  return instance;
}
