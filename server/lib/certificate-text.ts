// A certificate's words in the holder's language (docs/product.md#certificates): English and Russian, figures
// grouped as each language writes them. The SVG layout is in certificate-svg.ts.
import { formatUnits } from 'viem';

export const CERTIFICATE_LANGUAGES = ['en', 'ru'] as const;
export type CertificateLanguage = (typeof CERTIFICATE_LANGUAGES)[number];

/** `?lang=` when given, else the first of Accept-Language's languages the certificate speaks, else English. */
export function certificateLanguage(
  lang: CertificateLanguage | undefined,
  acceptLanguage: string | undefined,
): CertificateLanguage {
  if (lang) return lang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'ru') return code;
  }
  return 'en';
}

/** Base units as a decimal with grouped thousands and at most `maxFraction` decimals, cut (never rounded). */
export function formatAmount(
  units: bigint,
  decimals: number,
  language: CertificateLanguage,
  maxFraction: number,
) {
  const [whole = '0', fraction = ''] = formatUnits(units, decimals).split('.');
  const shown = fraction.slice(0, maxFraction).replace(/0+$/, '');
  const grouped = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(BigInt(whole));
  const separator = language === 'ru' ? ',' : '.';
  return shown ? `${grouped}${separator}${shown}` : grouped;
}

export type Statement = {
  holder: string;
  m2: string;
  property: string;
  block: string;
  cost: string;
  tx: string;
};

export const CERTIFICATE_TEXTS = {
  en: {
    title: (block: string) => `Certificate of holding at block ${block}`,
    subtitle: (id: string) => `No. ${id} · fractional real-estate shares on BNB Smart Chain`,
    statement: (s: Statement) =>
      `${s.holder} holds ${s.m2} M2 of ${s.property} at block ${s.block}, bought for ${s.cost} USDT in transaction ${s.tx}.`,
    holder: 'Holder',
    contract: 'Contract',
    transaction: 'Transaction',
    date: 'Date',
    log: 'log',
    signedBy: (signer: string) => `Signed by ${signer} (EIP-712)`,
    verify: 'Verify at',
    scan: 'Scan to verify',
    ariaLabel: (id: string) => `Certificate of holding ${id}`,
  },
  ru: {
    title: (block: string) => `Сертификат владения на блоке ${block}`,
    subtitle: (id: string) => `№ ${id} · доли недвижимости на BNB Smart Chain`,
    statement: (s: Statement) =>
      `${s.holder} владеет ${s.m2} М2 объекта «${s.property}» на блоке ${s.block}, куплено за ${s.cost} USDT в транзакции ${s.tx}.`,
    holder: 'Владелец',
    contract: 'Контракт',
    transaction: 'Транзакция',
    date: 'Дата',
    log: 'лог',
    signedBy: (signer: string) => `Подписано ${signer} (EIP-712)`,
    verify: 'Проверка',
    scan: 'Сканируйте для проверки',
    ariaLabel: (id: string) => `Сертификат владения ${id}`,
  },
} as const satisfies Record<CertificateLanguage, unknown>;
