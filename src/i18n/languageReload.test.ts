import { describe, expect, it } from 'vitest';
import { LANGUAGE_RELOAD_KEY, takeScrollToRestore } from './languageReload.ts';

/** The spec's guard (docs/constants.md#retry-delays), by value. */
const LANGUAGE_RELOAD_GUARD_MS = 2000;

const mark = (at: number, scrollY: number, path = window.location.pathname) =>
  sessionStorage.setItem(LANGUAGE_RELOAD_KEY, JSON.stringify({ at, scrollY, path }));

describe('scroll restore after a language reload', () => {
  it('restores the position when the mark is at most 2000 ms old, once', () => {
    mark(10_000, 900);
    expect(takeScrollToRestore(10_000 + LANGUAGE_RELOAD_GUARD_MS)).toBe(900);
    expect(takeScrollToRestore(10_000 + 10)).toBeUndefined();
  });

  it('ignores an old mark, a mark for another page and a broken mark', () => {
    mark(10_000, 900);
    expect(takeScrollToRestore(10_000 + LANGUAGE_RELOAD_GUARD_MS + 1)).toBeUndefined();
    mark(10_000, 900, '/elsewhere');
    expect(takeScrollToRestore(10_100)).toBeUndefined();
    sessionStorage.setItem(LANGUAGE_RELOAD_KEY, '{not json');
    expect(takeScrollToRestore(10_100)).toBeUndefined();
  });
});
