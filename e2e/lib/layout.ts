// Layout checks of the width sweep (e2e/widths.e2e.ts): no horizontal overflow and no header control cut by the
// viewport or by its own box.
import type { Page } from 'playwright-core';

export interface LayoutProblem {
  kind: 'overflow' | 'clipped' | 'truncated' | 'wrapped' | 'scrolls';
  detail: string;
}

/**
 * With `innerScroll` (the investor pages), also any box in <main> that scrolls sideways.
 * The page's horizontal overflow (`scrollWidth` beyond `innerWidth`), the header controls (links, buttons) whose
 * box leaves the viewport, header texts cut by their own box (ellipsis), and header links broken onto several
 * lines.
 */
export async function layoutProblems(
  page: Page,
  { innerScroll = true }: { innerScroll?: boolean } = {},
): Promise<LayoutProblem[]> {
  return page.evaluate((checkInnerScroll) => {
    const problems: { kind: 'overflow' | 'clipped' | 'truncated' | 'wrapped' | 'scrolls'; detail: string }[] =
      [];
    const width = window.innerWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth > width) {
      // Name the widest elements, to say what overflows.
      const wide = [...document.querySelectorAll('body *')]
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        .filter(({ el, right }) => right > width + 0.5 && (el as HTMLElement).offsetParent !== null)
        .slice(-3)
        .map(({ el, right }) => {
          const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
          return `${el.tagName.toLowerCase()}.${cls}→${Math.round(right)}`;
        });
      problems.push({
        kind: 'overflow',
        detail: `scrollWidth ${scrollWidth} > ${width} (${wide.join(', ')})`,
      });
    }
    const label = (el: Element) =>
      (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    for (const header of document.querySelectorAll('header')) {
      for (const control of header.querySelectorAll('a, button, [role="button"], h1, h6')) {
        const box = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        if (control.closest('[hidden]')) continue;
        // The visible area: the viewport, narrowed by every ancestor that clips its overflow.
        let left = 0;
        let right = width;
        for (let up = control.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const area = up.getBoundingClientRect();
          left = Math.max(left, area.left + up.clientLeft);
          right = Math.min(right, area.left + up.clientLeft + up.clientWidth);
        }
        if (box.left < left - 0.5 || box.right > right + 0.5) {
          problems.push({
            kind: 'clipped',
            detail: `'${label(control)}' at ${Math.round(box.left)}..${Math.round(box.right)} of ${Math.round(left)}..${Math.round(right)}`,
          });
        }
        const el = control as HTMLElement;
        if (el.scrollWidth > el.clientWidth + 1 && style.overflow !== 'visible') {
          problems.push({
            kind: 'truncated',
            detail: `'${label(control)}' ${el.scrollWidth} > ${el.clientWidth}`,
          });
        }
        if (control.tagName === 'A' && control.closest('nav')) {
          const lines = el.getClientRects().length;
          const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
          if (lines > 1 || box.height > lineHeight * 1.9 + 24) {
            problems.push({ kind: 'wrapped', detail: `'${label(control)}' on several lines` });
          }
        }
      }
    }
    // Content that scrolls sideways inside its own box (a table wider than the screen).
    if (checkInnerScroll) {
      for (const box of document.querySelectorAll('main *')) {
        const el = box as HTMLElement;
        const overflowX = getComputedStyle(el).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
          const name = el.getAttribute('aria-label') ?? el.tagName.toLowerCase();
          problems.push({ kind: 'scrolls', detail: `'${name}' ${el.scrollWidth} > ${el.clientWidth}` });
        }
      }
    }
    return problems;
  }, innerScroll);
}
