// Scrolling on navigation: a hash link (/#principles) scrolls to its section, a new page starts at the
// top, and after a language reload the previous scroll position comes back (docs/flows.md#language-switch).
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { restoreScroll, takeScrollToRestore } from '../i18n/languageReload.ts';

/** The scroll position a language reload left behind, read once per page load (StrictMode runs effects twice). */
let pendingRestore: { y: number | undefined } | undefined;
function scrollToRestore(): number | undefined {
  pendingRestore ??= { y: takeScrollToRestore() };
  return pendingRestore.y;
}

export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useLayoutEffect(() => {
    const y = scrollToRestore();
    if (y !== undefined && y > 0) return restoreScroll(y);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname scrolls to the top even without a hash change
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    // The target section may render a moment later (lazy page): look for it for up to ~1 s.
    const find = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < 60) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
