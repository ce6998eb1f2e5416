// react-admin's i18nProvider (ra-i18n-polyglot) on the app's own i18next instance: the console's strings
// live in the `admin` namespace of /locales/{lng}/admin.json, loaded by the same backend (and retry
// rules) as the investor app. English merges ra-language-english with admin.json; Russian carries its
// own `ra.*` strings in admin.json; any key missing in Russian falls back to English.
// Placeholders are written `{{name}}` in every translation file, as i18next writes them: polyglot is told
// the same delimiters, and ra-language-english's `%{name}` placeholders are rewritten once on load, so the
// investor app and the console share one syntax.
import type { i18n as I18n } from 'i18next';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type Language } from '../../config/i18n.ts';

export const ADMIN_NAMESPACE = 'admin';

export const ADMIN_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
] satisfies { locale: Language; name: string }[];

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The placeholder delimiters of every translation file (i18next's), given to polyglot too. */
export const INTERPOLATION = { prefix: '{{', suffix: '}}' } as const;

/** `tree` with polyglot's default `%{name}` placeholders written `{{name}}`. */
export function withAppPlaceholders(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value.replace(/%\{(\w+)\}/g, '{{$1}}')
        : isTree(value)
          ? withAppPlaceholders(value)
          : value,
    ]),
  );
}

const englishBase = withAppPlaceholders(englishMessages as unknown as Tree);

/** Deep merge: `override` wins, nested objects are merged key by key. */
export function mergeMessages(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? mergeMessages(current, value) : value;
  }
  return merged;
}

/** The console's messages for `lng` from the loaded `admin` bundle (English also gets ra-language-english). */
export function adminMessages(i18n: I18n, lng: Language): TranslationMessages {
  const bundle = (i18n.getResourceBundle(lng, ADMIN_NAMESPACE) as Tree | undefined) ?? {};
  const base = lng === FALLBACK_LANGUAGE ? englishBase : {};
  return mergeMessages(base, bundle) as TranslationMessages;
}

/** The language the console starts in: i18next's current one when supported, else English. */
export function initialAdminLanguage(i18n: I18n): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(current) ? current : FALLBACK_LANGUAGE;
}

/**
 * Builds the provider once the `admin` namespace is loaded (useTranslation('admin') suspends until then).
 * Changing the locale also switches i18next, so the shared modals and messages follow.
 */
export function createAdminI18nProvider(i18n: I18n): I18nProvider {
  const english = polyglotI18nProvider(
    () => adminMessages(i18n, FALLBACK_LANGUAGE),
    FALLBACK_LANGUAGE,
    ADMIN_LOCALES,
    { interpolation: INTERPOLATION },
  );
  const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const lng: Language = isSupportedLanguage(locale) ? locale : FALLBACK_LANGUAGE;
    // The starting language is loaded already (synchronous, as polyglot requires); others load first.
    if (initialAdminLanguage(i18n) === lng) return adminMessages(i18n, lng);
    return i18n
      .changeLanguage(lng)
      .then(() => i18n.loadNamespaces(ADMIN_NAMESPACE))
      .then(() => adminMessages(i18n, lng));
  };
  return polyglotI18nProvider(getMessages, initialAdminLanguage(i18n), ADMIN_LOCALES, {
    allowMissing: true,
    interpolation: INTERPOLATION,
    // A "key" with spaces is a text already (a server detail, a translated message): shown as is.
    onMissingKey: (key: string, options: Record<string, unknown>) =>
      /\s/.test(key) ? key : english.translate(key, options),
  });
}
