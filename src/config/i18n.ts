// i18next for the investor app and (later) the admin console: English and Russian, fallback English,
// translations loaded from /locales/{lng}/{ns}.json (default namespace `translation`) with the retry rules of
// docs/constants.md#retry-delays, and a language detector that only accepts plain language codes
// (src/i18n/languageDetector.ts).
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from '../i18n/languageDetector.ts';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'translation';
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
export function isSupportedLanguage(lng: string | undefined): lng is Language {
  return (LANGUAGES as readonly string[]).includes(lng ?? '');
}

/** The options shared by the browser instance and the tests (which pass `resources` instead). */
export function i18nOptions(overrides: InitOptions = {}): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // Up to 5 retries with a 350 ms timeout that doubles, up to 10 parallel reads.
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    ...overrides,
  };
}

/**
 * The supported language a language tag stands for: `ru-RU` (as detected from the browser) is `ru`;
 * anything unsupported is the fallback language, which is what the page then shows.
 */
export function baseLanguage(lng: string | undefined): Language {
  const base = lng?.split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(base) ? base : FALLBACK_LANGUAGE;
}

// <html lang> follows the language shown, so screen readers pronounce it right and browsers do not offer to
// translate Russian pages "from English".
function reflectLanguageInDocument(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = baseLanguage(lng);
}

/** Creates and initialises the browser i18n instance (HTTP backend + language detector). */
export function createBrowserI18n(): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', reflectLanguageInDocument);
  void instance
    .use(HttpBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init(i18nOptions({ backend: { loadPath: LOAD_PATH } }));
  return instance;
}
