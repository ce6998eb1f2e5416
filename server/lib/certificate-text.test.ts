// server/lib/certificate-text.ts: the certificate's language (?lang=, else Accept-Language, else English) and its
// figures as each language writes them, cut and never rounded.
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TEXTS, certificateLanguage, formatAmount } from './certificate-text.ts';

const USDT = 6;
const M2 = 18;

describe('certificate language', () => {
  it('test_certificateLanguage_prefers_lang_then_the_first_spoken_accept_language_then_english', () => {
    expect(certificateLanguage('en', 'ru-RU,ru;q=0.9')).toBe('en');
    expect(certificateLanguage('ru', 'en-GB')).toBe('ru');
    expect(certificateLanguage(undefined, 'ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(certificateLanguage(undefined, 'de-DE, RU;q=0.7, en;q=0.5')).toBe('ru');
    expect(certificateLanguage(undefined, 'fr, en-US;q=0.8, ru;q=0.5')).toBe('en');
    expect(certificateLanguage(undefined, 'de, fr')).toBe('en');
    expect(certificateLanguage(undefined, '')).toBe('en');
    expect(certificateLanguage(undefined, undefined)).toBe('en');
  });
});

describe('certificate figures', () => {
  it('test_formatAmount_groups_thousands_as_each_language_writes_them', () => {
    expect(formatAmount(1_250n * 10n ** 6n, USDT, 'en', 2)).toBe('1,250');
    expect(formatAmount(1_250n * 10n ** 6n, USDT, 'ru', 2)).toBe('1\u00a0250');
    expect(formatAmount(1_234_567n * 10n ** 6n + 500_000n, USDT, 'en', 2)).toBe('1,234,567.5');
    expect(formatAmount(1_234_567n * 10n ** 6n + 500_000n, USDT, 'ru', 2)).toBe('1\u00a0234\u00a0567,5');
  });

  it('test_formatAmount_cuts_the_fraction_without_rounding_and_drops_trailing_zeros', () => {
    // 12.99999 M2 shown with 4 decimals: 12.9999, never 13.
    expect(formatAmount(12_999_990_000_000_000_000n, M2, 'en', 4)).toBe('12.9999');
    expect(formatAmount(12_500_000_000_000_000_000n, M2, 'en', 4)).toBe('12.5');
    expect(formatAmount(12_500_000_000_000_000_000n, M2, 'ru', 4)).toBe('12,5');
    expect(formatAmount(12n * 10n ** 18n, M2, 'en', 4)).toBe('12');
    // Below the shown precision: the whole part alone.
    expect(formatAmount(1n, M2, 'en', 4)).toBe('0');
    expect(formatAmount(0n, USDT, 'ru', 2)).toBe('0');
  });
});

describe('certificate texts', () => {
  it('test_statement_names_holder_m2_property_block_cost_and_transaction_in_both_languages', () => {
    const s = { holder: '0xH', m2: '12.5', property: 'Canal House', block: '42', cost: '1,250', tx: '0xT' };
    expect(CERTIFICATE_TEXTS.en.statement(s)).toBe(
      '0xH holds 12.5 M2 of Canal House at block 42, bought for 1,250 USDT in transaction 0xT.',
    );
    expect(CERTIFICATE_TEXTS.ru.statement({ ...s, m2: '12,5', property: 'Дом у канала' })).toBe(
      '0xH владеет 12,5 М2 объекта «Дом у канала» на блоке 42, куплено за 1,250 USDT в транзакции 0xT.',
    );
    expect(CERTIFICATE_TEXTS.en.title('42')).toBe('Certificate of holding at block 42');
    expect(CERTIFICATE_TEXTS.ru.title('42')).toBe('Сертификат владения на блоке 42');
  });

  it('test_both_languages_have_every_text', () => {
    const keys = (language: 'en' | 'ru') => Object.keys(CERTIFICATE_TEXTS[language]).sort();
    expect(keys('ru')).toEqual(keys('en'));
    for (const language of ['en', 'ru'] as const) {
      for (const [key, value] of Object.entries(CERTIFICATE_TEXTS[language])) {
        const shown = typeof value === 'function' ? (value as (x: string) => string)('X') : value;
        expect(shown, `${language}.${key}`).toMatch(/\S/);
      }
    }
  });
});
