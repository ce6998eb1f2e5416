import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, languageDetector } from './languageDetector.ts';

const detect = () => (languageDetector.detect as () => string[])();

describe('language detector', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('prefers ?lng=, then the stored choice, then the browser languages', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    window.history.replaceState(null, '', '/?lng=en');
    expect(detect().slice(0, 4)).toEqual(['en', 'ru', 'de-DE', 'en']);
  });

  it('drops script-like values wherever they come from', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<img src=x onerror=alert(1)>');
    window.history.replaceState(null, '', `/?lng=${encodeURIComponent('"><script>alert(1)</script>')}`);
    const detected = detect();
    expect(detected.some((lng) => /[<>"]/.test(lng))).toBe(false);
  });

  it('remembers only a clean language code', () => {
    languageDetector.cacheUserLanguage?.('ru');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    languageDetector.cacheUserLanguage?.('<b>x</b>');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
  });
});
