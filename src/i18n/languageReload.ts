// The RUS/ENG switch (docs/flows.md#language-switch): a language change stores a reload-time mark and the
// scroll position, reloads the page (so every server text comes back in the new language), and the scroll
// position is restored after loading when the mark is at most 2000 ms old.
import type { i18n as I18n } from 'i18next';
import { browserNavigation } from '../lib/browserNavigation.ts';

export const LANGUAGE_RELOAD_KEY = 'languageReload';
const LANGUAGE_RELOAD_GUARD_MS = 2000;

interface ReloadMark {
  at: number;
  scrollY: number;
  path: string;
}

export async function switchLanguage(i18n: I18n, lng: string): Promise<void> {
  if (i18n.resolvedLanguage === lng) return;
  const scrollY = window.scrollY;
  await i18n.changeLanguage(lng);
  // The reload-time mark is taken right before reloading, so loading the other language's texts does not
  // eat into the 2000 ms guard.
  // A language given in the address (?lng=) would win again after the reload: it is replaced by the new one.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lng')) {
    url.searchParams.set('lng', lng);
    history.replaceState(history.state, '', url);
  }
  const mark: ReloadMark = { at: Date.now(), scrollY, path: window.location.pathname };
  sessionStorage.setItem(LANGUAGE_RELOAD_KEY, JSON.stringify(mark));
  browserNavigation.reload();
}

/**
 * Reads and removes the mark; returns the scroll position to restore, if the mark is fresh: the reload began at
 * most 2000 ms after the mark was taken. The guard is measured to the start of this page load
 * (`performance.timeOrigin`), not to the moment the app's code runs, so a slow load (a phone, a cold cache) never
 * turns a fresh switch into a stale one.
 */
export function takeScrollToRestore(loadStartedAt = performance.timeOrigin): number | undefined {
  const raw = sessionStorage.getItem(LANGUAGE_RELOAD_KEY);
  if (raw === null) return undefined;
  sessionStorage.removeItem(LANGUAGE_RELOAD_KEY);
  try {
    const mark = JSON.parse(raw) as Partial<ReloadMark>;
    if (typeof mark.at !== 'number' || typeof mark.scrollY !== 'number') return undefined;
    if (loadStartedAt - mark.at > LANGUAGE_RELOAD_GUARD_MS || loadStartedAt < mark.at) return undefined;
    if (mark.path !== undefined && mark.path !== window.location.pathname) return undefined;
    // The position is ours to restore: the browser's own restoration must not move it meanwhile (restoreScroll
    // hands it back when done).
    if (mark.scrollY > 0 && 'scrollRestoration' in history) history.scrollRestoration = 'manual';
    return mark.scrollY;
  } catch {
    return undefined;
  }
}

/**
 * Scrolls back to `y` once the page is tall enough (lazy routes and data load after the reload) and holds it
 * for `holdMs`; gives up after `timeoutMs`, or as soon as the user scrolls.
 */
export function restoreScroll(y: number, timeoutMs = 5000, holdMs = 600): () => void {
  const started = performance.now();
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  let frame = 0;
  let cancelled = false;
  const cancel = () => {
    if (!cancelled && 'scrollRestoration' in history) history.scrollRestoration = 'auto';
    cancelled = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    window.removeEventListener('keydown', cancel);
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });
  window.addEventListener('keydown', cancel);
  // Once reached, the position is held for a moment more: late content (images, data, the wallet's reconnect
  // changing the header) may still move it.
  let reachedAt: number | undefined;
  const step = () => {
    if (cancelled) return;
    const now = performance.now();
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable && Math.abs(window.scrollY - y) >= 1) window.scrollTo({ top: y, behavior: 'instant' });
    if (reachable && Math.abs(window.scrollY - y) < 2) reachedAt ??= now;
    if ((reachedAt !== undefined && now - reachedAt > holdMs) || now - started > timeoutMs) {
      cancel();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return cancel;
}
