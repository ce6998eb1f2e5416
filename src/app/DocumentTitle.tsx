import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { documentTitle, routeTitleKey, usePageName } from '../lib/pageTitle.ts';

/**
 * Keeps the document title of the investor routes in the current language (docs/routes.md#document-titles);
 * the console (/PropertyList) sets its own.
 */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const named = usePageName(pathname);
  const console = pathname === '/PropertyList' || pathname.startsWith('/PropertyList/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on language change
  useEffect(() => {
    if (console) return;
    const key = routeTitleKey(pathname);
    document.title = key === null ? t('meta.title') : documentTitle(named ?? t(key));
  }, [t, i18n.language, pathname, named, console]);
  return null;
}
