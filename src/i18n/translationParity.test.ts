// Both translation files of both trees stay in step: every key in English exists in Russian and the other way
// round, with the same placeholders, all written the one way `{{name}}` (docs/architecture.md#web). The
// console's Russian file also carries react-admin's own `ra.*` texts, which English takes from
// ra-language-english.
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import enAdmin from '../../public/locales/en/admin.json';
import enTranslation from '../../public/locales/en/translation.json';
import ruAdmin from '../../public/locales/ru/admin.json';
import ruTranslation from '../../public/locales/ru/translation.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
  }
  return flat;
}

/** i18next plural forms (`_one`, `_few`, …) of one key count as that key. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The placeholders of every text of a key (all its plural forms), sorted. */
function placeholders(texts: Map<string, string>): Map<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const [key, text] of texts) {
    const set = byKey.get(base(key)) ?? new Set<string>();
    for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) if (m[1] !== 'count') set.add(m[1] as string);
    byKey.set(base(key), set);
  }
  return new Map([...byKey].map(([key, set]) => [key, [...set].sort()]));
}

const files = {
  translation: { en: flatten(enTranslation as Tree), ru: flatten(ruTranslation as Tree) },
  admin: { en: flatten(enAdmin as Tree), ru: flatten(ruAdmin as Tree) },
};

describe.each(Object.entries(files))('%s.json', (_, { en, ru }) => {
  const enPlaceholders = placeholders(en);
  const ruPlaceholders = placeholders(ru);
  // react-admin's own texts: English has them from ra-language-english, Russian translates them here.
  const own = (key: string) => !key.startsWith('ra.');

  it('has every key in both languages', () => {
    const enKeys = [...enPlaceholders.keys()].filter(own);
    const ruKeys = [...ruPlaceholders.keys()].filter(own);
    expect(enKeys.filter((key) => !ruPlaceholders.has(key))).toEqual([]);
    expect(ruKeys.filter((key) => !enPlaceholders.has(key))).toEqual([]);
  });

  it('has the same placeholders in both languages', () => {
    const differing = [...enPlaceholders]
      .filter(([key, names]) => ruPlaceholders.has(key) && ruPlaceholders.get(key)?.join() !== names.join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('writes every placeholder {{name}}, never polyglot’s %{name}', () => {
    const old = [...en, ...ru].filter(([, text]) => /%\{\w+\}/.test(text)).map(([key]) => key);
    expect(old).toEqual([]);
  });
});

describe('react-admin texts of the console in Russian', () => {
  it('translate only texts react-admin has, with its placeholders', () => {
    const english = flatten(englishMessages as unknown as Tree);
    const ruOwn = [...files.admin.ru].filter(([key]) => key.startsWith('ra.'));
    expect(ruOwn.length).toBeGreaterThan(50);
    expect(ruOwn.filter(([key]) => !english.has(key)).map(([key]) => key)).toEqual([]);
    const names = (text: string, pattern: RegExp) =>
      [...new Set([...text.matchAll(pattern)].map((m) => m[1]))].sort().join();
    const differing = ruOwn
      .filter(([key, text]) => names(text, /\{\{(\w+)\}\}/g) !== names(english.get(key) ?? '', /%\{(\w+)\}/g))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
