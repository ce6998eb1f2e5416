// i18n: detection accepts only language codes; every key the app uses exists in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_TEMPLATES } from '#core/validationMessages.ts';
import en from '../../public/locales/en/translation.json';
import ru from '../../public/locales/ru/translation.json';
import { sanitizeDetectedLanguage } from '../i18n/languageDetector.ts';
import { baseLanguage, i18nOptions } from './i18n.ts';

describe('language detection', () => {
  it('keeps plain language codes', () => {
    expect(sanitizeDetectedLanguage('ru')).toBe('ru');
    expect(sanitizeDetectedLanguage('en-US')).toBe('en-US');
    expect(sanitizeDetectedLanguage('zh_Hant')).toBe('zh_Hant');
  });

  it('rejects script-like text', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '" onmouseover="x()',
      'javascript:alert(1)',
      'en<b>',
      '../../etc',
      'ru;drop',
    ]) {
      expect(sanitizeDetectedLanguage(bad)).toBe('');
    }
  });

  it('maps a detected language tag to the language shown (the <html lang> of the page)', () => {
    expect(baseLanguage('ru-RU')).toBe('ru');
    expect(baseLanguage('ru')).toBe('ru');
    expect(baseLanguage('en-US')).toBe('en');
    expect(baseLanguage('RU_ru')).toBe('ru');
    expect(baseLanguage('de-DE')).toBe('en');
    expect(baseLanguage(undefined)).toBe('en');
  });

  it('sets the loading rules explicitly: 5 retries, 350 ms doubling timeout, 10 parallel reads', () => {
    const options = i18nOptions();
    expect(options).toMatchObject({
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      fallbackLng: 'en',
      defaultNS: 'translation',
    });
    expect(options.supportedLngs).toEqual(['en', 'ru']);
  });
});

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'admin' || name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('translations', () => {
  const enKeys = new Set(flatten(en as Tree));
  const ruKeys = new Set(flatten(ru as Tree));
  const base = (key: string) => key.replace(/_(one|few|many|other)$/, '');

  it('has the same keys in English and Russian (Russian adds plural forms)', () => {
    expect([...enKeys].map(base).filter((k) => ![...ruKeys].some((r) => base(r) === k))).toEqual([]);
    expect([...ruKeys].map(base).filter((k) => ![...enKeys].some((e) => base(e) === k))).toEqual([]);
  });

  it('defines every literal key the investor app uses, in both languages', () => {
    const used = new Set<string>();
    const pattern = /(?:\bt\(|message\(|labelKey:\s*|Key:\s*)\s*'([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)'/g;
    for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(150);
    const has = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_other`);
    expect([...used].filter((key) => !has(enKeys, key))).toEqual([]);
    expect([...used].filter((key) => !has(ruKeys, key))).toEqual([]);
  });

  it('keeps the product texts exactly', () => {
    expect(ru.modal.transactionError).toEqual({
      title: 'Ошибка транзакции',
      text: 'Транзакция не выполнена — проверьте настройки сети, баланс и повторите попытку.',
    });
    expect(ru.login.errors.invalidSignature).toBe('Неверная подпись или истекшее время');
    expect(ru.login.errors.invalidData).toBe('Некорректные данные авторизации');
    expect(en.errorFallback.title).toBe('Something went wrong');
    expect(en.wallet.connect).toBe('connect wallet');
    expect(en.buy.errors.insufficientUsdt).toBe('Insufficient USDT balance');
  });
});

describe('API validation texts', () => {
  it('has every code in both languages, the English text word for word as the API sends it', () => {
    for (const [code, template] of Object.entries(VALIDATION_TEMPLATES)) {
      const english = (en.validation as Record<string, unknown>)[code];
      expect(english, code).toBe(template.replace(/\{(\w+)\}/g, '{{$1}}'));
      const russian = (ru.validation as Record<string, unknown>)[code];
      expect(typeof russian === 'string' && russian.length > 0, code).toBe(true);
      // The same parameters in the Russian text.
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(russian as string), code).toEqual(names(english as string));
    }
  });
});
