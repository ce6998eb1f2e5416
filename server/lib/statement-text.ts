// The words of the portfolio exports in the holder's language (docs/portfolio.md#exports): the CSV's headers and
// kinds, and the yearly statement's labels. Amounts are formatted by certificate-text.ts's rule.

import { type CertificateLanguage, formatAmount } from './certificate-text.ts';
import type { PortfolioTxKind } from './record-types.ts';

export type ExportLanguage = CertificateLanguage;

/** A signed amount of base units in whole units, grouped as the language writes them, at most 6 decimals. */
export function formatSigned(units: bigint, decimals: number, language: ExportLanguage): string {
  const shown = formatAmount(units < 0n ? -units : units, decimals, language, 6);
  return units < 0n ? `−${shown}` : shown;
}

export const EXPORT_TEXTS = {
  en: {
    csv: {
      headers: [
        'Date (UTC)',
        'Type',
        'Property',
        'Contract',
        'M2',
        'Amount (USDT)',
        'Price (USDT per M2)',
        'Transaction',
      ],
      kinds: {
        purchase: 'Purchase',
        sale: 'Sale',
        income_claim: 'Income claimed',
        income_reinvest: 'Income reinvested',
        refund: 'Refund',
        transfer_in: 'M2 received',
        transfer_out: 'M2 sent',
      } satisfies Record<PortfolioTxKind, string>,
    },
    pdf: {
      title: (year: number) => `Annual statement ${year}`,
      subtitle: 'Fractional real-estate shares on BNB Smart Chain',
      holder: 'Holder',
      period: 'Period',
      issued: 'Issued',
      totals: 'Totals',
      value: 'Value at the end of the period',
      costBasis: 'Cost basis (FIFO)',
      unrealised: 'Unrealised gain or loss',
      realised: 'Realised gain or loss in the period',
      income: 'Rental income received',
      refunds: 'Refunds received',
      invested: 'Purchases',
      saleProceeds: 'Sales',
      usdtBalance: (date: string) => `USDT balance on ${date}`,
      gain: 'gain',
      loss: 'loss',
      byProperty: 'By property',
      columns: ['Property', 'M2 held', 'Value', 'Cost basis', 'Unrealised', 'Realised', 'Income', 'Refunds'],
      none: 'No holdings or transactions in this period.',
      amountsNote: 'Amounts in USDT; value at the price in force at the end of the period.',
      statementNo: (id: number) => `Statement No. ${id}`,
      signedBy: (signer: string) => `Signed by ${signer} (EIP-712, as the certificates)`,
      signature: 'Signature',
      verify: 'Verify at',
    },
  },
  ru: {
    csv: {
      headers: [
        'Дата (UTC)',
        'Тип',
        'Объект',
        'Контракт',
        'M2',
        'Сумма (USDT)',
        'Цена (USDT за M2)',
        'Транзакция',
      ],
      kinds: {
        purchase: 'Покупка',
        sale: 'Продажа',
        income_claim: 'Доход получен',
        income_reinvest: 'Доход реинвестирован',
        refund: 'Возврат',
        transfer_in: 'M2 получены',
        transfer_out: 'M2 отправлены',
      } satisfies Record<PortfolioTxKind, string>,
    },
    pdf: {
      title: (year: number) => `Годовая выписка за ${year}`,
      subtitle: 'Доли в недвижимости на BNB Smart Chain',
      holder: 'Владелец',
      period: 'Период',
      issued: 'Выдана',
      totals: 'Итого',
      value: 'Стоимость на конец периода',
      costBasis: 'Стоимость приобретения (FIFO)',
      unrealised: 'Нереализованная прибыль или убыток',
      realised: 'Реализованная прибыль или убыток за период',
      income: 'Получен арендный доход',
      refunds: 'Получены возвраты',
      invested: 'Покупки',
      saleProceeds: 'Продажи',
      usdtBalance: (date: string) => `Баланс USDT на ${date}`,
      gain: 'прибыль',
      loss: 'убыток',
      byProperty: 'По объектам',
      columns: ['Объект', 'M2', 'Стоимость', 'Приобретение', 'Нереализ.', 'Реализ.', 'Доход', 'Возвраты'],
      none: 'За этот период нет владений и операций.',
      amountsNote: 'Суммы в USDT; стоимость по цене, действовавшей на конец периода.',
      statementNo: (id: number) => `Выписка № ${id}`,
      signedBy: (signer: string) => `Подписано ${signer} (EIP-712, как сертификаты)`,
      signature: 'Подпись',
      verify: 'Проверить',
    },
  },
} as const;

/** A day as the language writes it (UTC). */
export const formatDay = (seconds: number, language: ExportLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));
