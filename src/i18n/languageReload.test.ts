import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/browserNavigation.ts';
import { LANGUAGE_RELOAD_KEY, switchLanguage, takeScrollToRestore } from './languageReload.ts';

const mark = (at: number, scrollY: number, path = window.location.pathname) =>
  sessionStorage.setItem(LANGUAGE_RELOAD_KEY, JSON.stringify({ at, scrollY, path }));

describe('scroll restore after a language reload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('restores the position when the reload began at most 2000 ms after the mark, once', () => {
    mark(10_000, 900);
    expect(takeScrollToRestore(10_000 + 2000)).toBe(900);
    expect(takeScrollToRestore(10_000 + 10)).toBeUndefined();
  });

  it('ignores an old mark, a mark for another page and a broken mark', () => {
    mark(10_000, 900);
    expect(takeScrollToRestore(10_000 + 2001)).toBeUndefined();
    mark(10_000, 900, '/elsewhere');
    expect(takeScrollToRestore(10_100)).toBeUndefined();
    sessionStorage.setItem(LANGUAGE_RELOAD_KEY, '{not json');
    expect(takeScrollToRestore(10_100)).toBeUndefined();
  });

  it('measures the guard to the start of the page load, so a slow load still restores', () => {
    // The reload began 100 ms after the mark; the app's code ran 3 s later (a phone, a cold cache).
    const at = Date.now() - 3000;
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(at + 100);
    mark(at, 640);
    expect(takeScrollToRestore()).toBe(640);
  });

  it('takes the restoration from the browser once it has a position to restore', () => {
    history.scrollRestoration = 'auto';
    mark(10_000, 300);
    takeScrollToRestore(10_050);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('replaces a language given in the address, which would otherwise win again after the reload', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    history.replaceState(null, '', '/catalog?lng=en&x=1');
    const i18n = { resolvedLanguage: 'en', changeLanguage: vi.fn(async () => {}) } as unknown as I18n;
    await switchLanguage(i18n, 'ru');
    expect(window.location.pathname + window.location.search).toBe('/catalog?lng=ru&x=1');
    expect(reload).toHaveBeenCalledOnce();
    history.replaceState(null, '', '/');
  });
});
