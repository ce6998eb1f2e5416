// The language detector (docs/product.md#languages, docs/validation.md#language-detection): ?lng= in the
// address, then the language chosen before (localStorage), then the browser's languages. Only values that
// look like a language code are taken: anything script-like is rejected before i18next sees it.
import type { LanguageDetectorModule } from 'i18next';

export const LANGUAGE_QUERY_PARAM = 'lng';
/** localStorage key the detector caches the chosen language under. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Keeps a detected language only when it looks like a language code (`ru`, `en-US`, `zh_Hant`):
 * anything with markup, quotes, spaces, URLs or script-like text is dropped (empty string = rejected).
 */
export function sanitizeDetectedLanguage(detected: string): string {
  const value = detected.trim();
  return /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,3}$/.test(value) ? value : '';
}

function candidates(): string[] {
  if (typeof window === 'undefined') return [];
  const found: string[] = [];
  const fromQuery = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  if (fromQuery) found.push(fromQuery);
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) found.push(stored);
  } catch {
    // Storage can be blocked (privacy mode): fall through to the browser's languages.
  }
  found.push(...(window.navigator.languages ?? []), window.navigator.language);
  return found;
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => candidates().map(sanitizeDetectedLanguage).filter(Boolean),
  cacheUserLanguage: (lng: string) => {
    try {
      if (sanitizeDetectedLanguage(lng)) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Not remembered when storage is blocked.
    }
  },
};
