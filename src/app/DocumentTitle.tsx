import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps the document title in the current language. */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on language change
  useEffect(() => {
    document.title = t('meta.title');
  }, [t, i18n.language]);
  return null;
}
