// The document title of each route (docs/routes.md#document-titles): '{page} — RealEstate', the home page with
// the site's full title, the property page with the property's name, the console with its tab's name.
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { createStore, useStore } from '../lib/createStore.ts';

export const SITE_NAME = 'RealEstate';

/** '{page} — RealEstate', or `site` alone without a page name. */
export function documentTitle(page: string | undefined, site = SITE_NAME): string {
  return page ? `${page} — ${site}` : site;
}

/** The translation key naming an investor route in the title; null for the home page (the site's full title). */
export function routeTitleKey(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return null;
  if (matchPath('/catalog', pathname)) return 'catalog.title';
  if (matchPath('/catalog/:contractAddress', pathname)) return 'meta.pages.property';
  if (matchPath('/personal-account', pathname)) return 'meta.pages.profile';
  if (matchPath('/personal-account/parts', pathname)) return 'meta.pages.parts';
  if (matchPath('/test-error-button', pathname)) return 'testError.title';
  return 'notFound.title';
}

/** The console's routes (relative to /PropertyList) → their menu key (admin.menu.*). */
export function consoleTitleKey(pathname: string): string {
  const path = pathname.replace(/^\/PropertyList/, '') || '/';
  if (path === '/') return 'allProperties';
  if (matchPath('/properties/create', path)) return 'createProperty';
  if (matchPath({ path: '/properties', end: false }, path)) return 'backendProperties';
  if (matchPath({ path: '/purchases', end: false }, path)) return 'purchases';
  if (matchPath('/roles', path)) return 'roles';
  if (matchPath('/tester', path)) return 'tester';
  if (matchPath('/buckets', path)) return 'buckets';
  return 'allProperties';
}

/** A page that names itself (the property page): its name for its own path. */
const namedPage = createStore<{ path: string; name: string }>({ path: '', name: '' });

export function setPageName(path: string, name: string): void {
  namedPage.setState({ path, name });
}

export function usePageName(path: string): string | undefined {
  return useStore(namedPage, (s) => (s.path === path && s.name ? s.name : undefined));
}

/** Names the current page in the title (the property page's property name). */
export function usePageTitleName(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    setPageName(pathname, name);
    return () => setPageName('', '');
  }, [pathname, name]);
}
