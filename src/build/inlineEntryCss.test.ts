// The entry's stylesheet travels inside index.html: linked stylesheets of the build become <style> elements,
// anything else (or CSS that would end the element early) stays as it was.
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineEntryCss.ts';

const files: Record<string, string> = {
  'assets/index-abc.css': '.a{color:red}\n',
  'assets/odd-def.css': '.b::after{content:"</style>"}',
};
const lookup = (name: string) => files[name];

describe('inlineStylesheets', () => {
  it("replaces the build's stylesheet link with its CSS", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-x.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(inlineStylesheets(html, lookup)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-x.js"></script>\n<style>.a{color:red}</style></head>',
    );
  });

  it('keeps links it cannot inline: unknown files, CSS holding </style, other links', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/missing.css">',
      '<link rel="stylesheet" crossorigin href="/assets/odd-def.css">',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      '<link rel="preload" href="/locales/en/translation.json" as="fetch" crossorigin="anonymous" />',
    ].join('\n');
    expect(inlineStylesheets(html, lookup)).toBe(html);
  });
});
