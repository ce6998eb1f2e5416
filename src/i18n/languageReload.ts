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
  const mark: ReloadMark = { at: Date.now(), scrollY, path: window.location.pathname };
  sessionStorage.setItem(LANGUAGE_RELOAD_KEY, JSON.stringify(mark));
  browserNavigation.reload();
}

/** Reads and removes the mark; returns the scroll position to restore, if the mark is fresh. */
export function takeScrollToRestore(now = Date.now()): number | undefined {
  const raw = sessionStorage.getItem(LANGUAGE_RELOAD_KEY);
  if (raw === null) return undefined;
  sessionStorage.removeItem(LANGUAGE_RELOAD_KEY);
  try {
    const mark = JSON.parse(raw) as Partial<ReloadMark>;
    if (typeof mark.at !== 'number' || typeof mark.scrollY !== 'number') return undefined;
    if (now - mark.at > LANGUAGE_RELOAD_GUARD_MS || now < mark.at) return undefined;
    if (mark.path !== undefined && mark.path !== window.location.pathname) return undefined;
    return mark.scrollY;
  } catch {
    return undefined;
  }
}

/**
 * Scrolls back to `y` once the page is tall enough (lazy routes and data load after the reload);
 * gives up after `timeoutMs`, or as soon as the user scrolls.
 */
export function restoreScroll(y: number, timeoutMs = 5000): () => void {
  const started = performance.now();
  let frame = 0;
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', cancel);
    window.removeEventListener('touchstart', cancel);
    window.removeEventListener('keydown', cancel);
  };
  window.addEventListener('wheel', cancel, { passive: true });
  window.addEventListener('touchstart', cancel, { passive: true });
  window.addEventListener('keydown', cancel);
  const step = () => {
    if (cancelled) return;
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable) window.scrollTo({ top: y, behavior: 'instant' });
    if ((reachable && Math.abs(window.scrollY - y) < 2) || performance.now() - started > timeoutMs) {
      cancel();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return cancel;
}
