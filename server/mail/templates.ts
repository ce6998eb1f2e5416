// The mails, in the recipient's language (docs/email.md#templates): a subject, plain text and simple HTML for
// every event; amounts in M2 and USDT, never base units.
import { formatAmount } from '../lib/certificate-text.ts';
import type { Closure } from '../lib/closures.ts';

export type MailLanguage = 'en' | 'ru';

/** What a queued mail is about; amounts are base-unit decimal strings. */
export type MailEvent =
  | { event: 'verify'; email: string; token: string }
  | { event: 'bought'; token: string; m2: string; cost: string; tx: string }
  | { event: 'sold'; token: string; m2: string; payout: string; tx: string }
  | { event: 'income_distributed'; token: string; amount: string; period_end: string }
  | { event: 'price_announced'; token: string; old_price: string; new_price: string; effective_at: string }
  | {
      event: 'price_applied';
      token: string;
      new_price: string;
      /** When the price applies (chain seconds) and the confirmation's log (block, index): not shown, they let
       *  the queue drop the mail of a price cancelled or replaced (server/mail/price-applied.ts). Optional: older
       *  rows lack them. */
      effective_at?: string;
      block?: string;
      log_index?: number;
    }
  | { event: 'delisted'; token: string; refund: boolean }
  /** A closure announced (docs/email.md#closures): selling back ends, or the property is delisted without
   *  refund, at `effective_at` (chain seconds); holders may sell back until then. */
  | { event: 'closure_announced'; token: string; closure: Closure; effective_at: string }
  /** The announced closure was withdrawn (cancelled, or selling back enabled again). */
  | { event: 'closure_cancelled'; token: string; closure: Closure }
  /** An announced end of selling back was applied (SellEnabledUpdated false). */
  | { event: 'sell_back_ended'; token: string }
  | { event: 'refund_opened'; token: string; refund_price: string; deadline: string }
  | { event: 'paused' }
  | { event: 'resumed' }
  | { event: 'lock_ended'; token: string; m2: string }
  | { event: 'verification_status'; status: VerificationChange };

/** A change of an account on the investors' allow-list (docs/compliance.md), as the mail names it. */
export type VerificationChange = 'approved' | 'revoked' | 'frozen' | 'unfrozen';

const VERIFICATION_TEXT: Record<MailLanguage, Record<VerificationChange, string>> = {
  en: {
    approved: 'approved: you may buy and receive M2 of every property',
    revoked:
      'revoked: you can no longer buy or receive M2 where verification is required; selling back and claiming income and refunds stay open',
    frozen:
      'frozen: you cannot buy, receive or transfer M2; selling back and claiming income and refunds stay open',
    unfrozen: 'no longer frozen',
  },
  ru: {
    approved: 'подтверждён: вы можете покупать и получать M2 любого объекта',
    revoked:
      'отозван: вы больше не можете покупать или получать M2 там, где требуется проверка; продажа обратно и получение дохода и возвратов остаются доступны',
    frozen:
      'заморожен: вы не можете покупать, получать или передавать M2; продажа обратно и получение дохода и возвратов остаются доступны',
    unfrozen: 'больше не заморожен',
  },
};

export type RenderContext = {
  language: MailLanguage;
  /** The property's name in the recipient's language (events about a property). */
  property: string;
  /** Public origin of the investor app, for links. */
  origin: string;
  usdtDecimals: number;
};

export type RenderedMail = { subject: string; text: string; html: string };

const M2_DECIMALS = 18;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const date = (seconds: string | number, language: MailLanguage) =>
  new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Number(seconds) * 1000));

type Words = { subject: string; lines: string[]; link?: { label: string; url: string } };

function words(e: MailEvent, c: RenderContext): Words {
  const ru = c.language === 'ru';
  const m2 = (v: string) => `${formatAmount(BigInt(v), M2_DECIMALS, c.language, 4)} M2`;
  const usdt = (v: string) => `${formatAmount(BigInt(v), c.usdtDecimals, c.language, 2)} USDT`;
  const p = c.property;
  const account = {
    label: ru ? 'Открыть личный кабинет' : 'Open your account',
    url: `${c.origin}/personal-account`,
  };
  switch (e.event) {
    case 'verify':
      return ru
        ? {
            subject: 'Подтвердите адрес электронной почты',
            lines: [
              `Чтобы получать уведомления на ${e.email}, подтвердите адрес по ссылке ниже.`,
              'Ссылка действует 60 минут. Если вы не запрашивали подтверждение, просто проигнорируйте это письмо.',
            ],
            link: { label: 'Подтвердить адрес', url: `${c.origin}/email/verify?token=${e.token}` },
          }
        : {
            subject: 'Confirm your email address',
            lines: [
              `To receive notifications at ${e.email}, confirm the address with the link below.`,
              'The link works for 60 minutes. If you did not ask for it, ignore this email.',
            ],
            link: { label: 'Confirm the address', url: `${c.origin}/email/verify?token=${e.token}` },
          };
    case 'bought':
      return ru
        ? {
            subject: `Покупка подтверждена: ${p}`,
            lines: [`Вы купили ${m2(e.m2)} объекта «${p}» за ${usdt(e.cost)}.`, `Транзакция: ${e.tx}`],
            link: account,
          }
        : {
            subject: `Purchase confirmed: ${p}`,
            lines: [`You bought ${m2(e.m2)} of ${p} for ${usdt(e.cost)}.`, `Transaction: ${e.tx}`],
            link: account,
          };
    case 'sold':
      return ru
        ? {
            subject: `Продажа подтверждена: ${p}`,
            lines: [`Вы продали ${m2(e.m2)} объекта «${p}» за ${usdt(e.payout)}.`, `Транзакция: ${e.tx}`],
            link: account,
          }
        : {
            subject: `Sale confirmed: ${p}`,
            lines: [`You sold ${m2(e.m2)} of ${p} for ${usdt(e.payout)}.`, `Transaction: ${e.tx}`],
            link: account,
          };
    case 'income_distributed':
      return ru
        ? {
            subject: `Начислен арендный доход: ${p}`,
            lines: [
              `По объекту «${p}» распределено ${usdt(e.amount)} арендного дохода между владельцами.`,
              'Вашу долю можно получить в личном кабинете.',
            ],
            link: account,
          }
        : {
            subject: `Rental income distributed: ${p}`,
            lines: [
              `${usdt(e.amount)} of rental income was distributed to the holders of ${p}.`,
              'Claim your share in your account.',
            ],
            link: account,
          };
    case 'price_announced':
      return ru
        ? {
            subject: `Объявлено изменение цены: ${p}`,
            lines: [
              `Цена M2 объекта «${p}» изменится с ${usdt(e.old_price)} на ${usdt(e.new_price)} ${date(e.effective_at, c.language)} (UTC).`,
            ],
          }
        : {
            subject: `Price change announced: ${p}`,
            lines: [
              `The price of one M2 of ${p} changes from ${usdt(e.old_price)} to ${usdt(e.new_price)} on ${date(e.effective_at, c.language)} (UTC).`,
            ],
          };
    case 'price_applied':
      return ru
        ? {
            subject: `Новая цена действует: ${p}`,
            lines: [`Цена M2 объекта «${p}» теперь ${usdt(e.new_price)}.`],
          }
        : { subject: `New price in force: ${p}`, lines: [`One M2 of ${p} now costs ${usdt(e.new_price)}.`] };
    case 'delisted':
      return ru
        ? {
            subject: `Объект снят с продажи: ${p}`,
            lines: [
              `Объект «${p}» снят с продажи.`,
              e.refund
                ? 'Для владельцев будет открыт возврат средств; мы сообщим, когда он начнётся.'
                : 'Возврат средств по этому объекту не предусмотрен.',
            ],
            link: account,
          }
        : {
            subject: `Property delisted: ${p}`,
            lines: [
              `${p} has been delisted.`,
              e.refund
                ? 'A refund will open for its holders; we will tell you when it does.'
                : 'No refund is offered for this property.',
            ],
            link: account,
          };
    case 'closure_announced': {
      const when = `${date(e.effective_at, c.language)} (UTC)`;
      if (e.closure === 'sell_back')
        return ru
          ? {
              subject: `Продажа обратно прекращается: ${p}`,
              lines: [
                `Продажа обратно M2 объекта «${p}» прекращается ${when}: до этого времени вы можете продать свои M2 обратно.`,
              ],
              link: account,
            }
          : {
              subject: `Selling back ends: ${p}`,
              lines: [`Selling back of ${p} ends on ${when}: you can sell your M2 back until then.`],
              link: account,
            };
      return ru
        ? {
            subject: `Объявлено снятие с продажи: ${p}`,
            lines: [
              `Объект «${p}» будет снят с продажи ${when}: покупка закрыта, продать свои M2 обратно можно до этого времени.`,
            ],
            link: account,
          }
        : {
            subject: `Delisting announced: ${p}`,
            lines: [`${p} will be delisted on ${when}: buying is closed, you can sell back until then.`],
            link: account,
          };
    }
    case 'closure_cancelled':
      if (e.closure === 'sell_back')
        return ru
          ? {
              subject: `Продажа обратно продолжается: ${p}`,
              lines: [
                `Объявленное прекращение продажи обратно M2 объекта «${p}» отменено: вы по-прежнему можете продавать свои M2 обратно.`,
              ],
            }
          : {
              subject: `Selling back stays open: ${p}`,
              lines: [
                `The announced end of selling back of ${p} was withdrawn: you can still sell your M2 back.`,
              ],
            };
      return ru
        ? {
            subject: `Снятие с продажи отменено: ${p}`,
            lines: [`Объявленное снятие объекта «${p}» с продажи отменено: покупка снова открыта.`],
          }
        : {
            subject: `Delisting withdrawn: ${p}`,
            lines: [`The announced delisting of ${p} was withdrawn: buying is open again.`],
          };
    case 'sell_back_ended':
      return ru
        ? {
            subject: `Продажа обратно прекращена: ${p}`,
            lines: [`Продажа обратно M2 объекта «${p}» прекращена: их больше нельзя продать обратно.`],
            link: account,
          }
        : {
            subject: `Selling back ended: ${p}`,
            lines: [`Selling back of ${p} has ended: its M2 can no longer be sold back.`],
            link: account,
          };
    case 'refund_opened':
      return ru
        ? {
            subject: `Открыт возврат средств: ${p}`,
            lines: [
              `По объекту «${p}» открыт возврат: ${usdt(e.refund_price)} за M2, до ${date(e.deadline, c.language)} (UTC).`,
            ],
            link: account,
          }
        : {
            subject: `Refund open: ${p}`,
            lines: [
              `A refund is open for ${p}: ${usdt(e.refund_price)} per M2, until ${date(e.deadline, c.language)} (UTC).`,
            ],
            link: account,
          };
    case 'paused':
      return ru
        ? { subject: 'Торговля приостановлена', lines: ['Покупка и продажа M2 временно приостановлены.'] }
        : { subject: 'Trading paused', lines: ['Buying and selling M2 is paused for now.'] };
    case 'resumed':
      return ru
        ? { subject: 'Торговля возобновлена', lines: ['Покупка и продажа M2 снова доступны.'] }
        : { subject: 'Trading resumed', lines: ['Buying and selling M2 is open again.'] };
    case 'lock_ended':
      return ru
        ? {
            subject: `Блокировка закончилась: ${p}`,
            lines: [`Ваши ${m2(e.m2)} объекта «${p}» больше не заблокированы: их можно продать.`],
            link: account,
          }
        : {
            subject: `Lock ended: ${p}`,
            lines: [`Your ${m2(e.m2)} of ${p} are no longer locked: you may sell them.`],
            link: account,
          };
    case 'verification_status':
      return ru
        ? {
            subject: 'Статус проверки изменился',
            lines: [`Новый статус проверки вашего аккаунта: ${VERIFICATION_TEXT.ru[e.status]}.`],
            link: account,
          }
        : {
            subject: 'Your verification status changed',
            lines: [`The verification status of your account is now: ${VERIFICATION_TEXT.en[e.status]}.`],
            link: account,
          };
  }
}

const FOOTER = {
  en: 'You receive this email because you confirmed this address in your RealEstate BSC profile; turn each kind of notification off there.',
  ru: 'Вы получили это письмо, потому что подтвердили этот адрес в профиле RealEstate BSC; там же можно отключить каждый вид уведомлений.',
};

export function renderMail(event: MailEvent, context: RenderContext): RenderedMail {
  const w = words(event, context);
  const footer = event.event === 'verify' ? null : FOOTER[context.language];
  const text = [
    ...w.lines,
    ...(w.link ? ['', `${w.link.label}: ${w.link.url}`] : []),
    ...(footer ? ['', '--', footer] : []),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${context.language}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...w.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(w.link ? [`<p><a href="${escapeHtml(w.link.url)}">${escapeHtml(w.link.label)}</a></p>`] : []),
    ...(footer ? [`<hr><p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { subject: w.subject, text, html };
}

/** The notification kind (profile opt-out) of an event; null for the verification link itself. */
export function kindOf(event: MailEvent['event']) {
  switch (event) {
    case 'verify':
      return null;
    case 'bought':
    case 'sold':
      return 'trade_confirmed';
    case 'income_distributed':
      return 'income_distributed';
    case 'price_announced':
    case 'price_applied':
      return 'price_change';
    case 'delisted':
    case 'refund_opened':
    // A property closing to its holders (docs/email.md#closures): the same switch as its delisting.
    case 'closure_announced':
    case 'closure_cancelled':
    case 'sell_back_ended':
      return 'property_delisted';
    case 'paused':
    case 'resumed':
      return 'trading_paused';
    case 'lock_ended':
      return 'lock_ended';
    case 'verification_status':
      return 'verification_status';
  }
}
