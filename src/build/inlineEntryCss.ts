// The entry's stylesheet inside index.html instead of a <link>: on a slow mobile network a render-blocking
// stylesheet costs a round trip before the first paint (the boot shell), for a few KB that travel in the HTML as
// well (docs/architecture.md#first-paint). The file stays in the build (nothing else links it). Imported by
// vite.config.ts: nothing from the app.
import type { Plugin } from 'vite';

/** `<link rel="stylesheet" … href="/assets/….css">` as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** index.html with each linked stylesheet of `assets` (file name → CSS text) inlined as a <style> element. */
export function inlineStylesheets(html: string, assets: (fileName: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const css = assets(fileName);
    // A `</style` inside the CSS would end the element early: such a file stays linked.
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css.trim()}</style>`;
  });
}

/** Vite plugin (`vite build` only): inlines the stylesheets index.html links. */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
        });
      },
    },
  };
}
