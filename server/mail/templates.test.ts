// server/mail/templates.ts: every mail in English and Russian (docs/email.md#templates): its subject, its text,
// amounts in M2 and USDT as each language writes them (the USDT's decimals as given, 6 here), never base units;
// the HTML carries the same lines escaped, the footer and the link. The price mails' bookkeeping fields
// (effective_at, block, log_index) never show.
import { describe, expect, it } from 'vitest';
import { type MailEvent, type MailLanguage, renderMail } from './templates.ts';

const TOKEN = '0x00000000000000000000000000000000000000aa';
const ORIGIN = 'https://app.test';
const ACCOUNT = { en: 'Open your account', ru: 'Открыть личный кабинет' } as const;
const FOOTER = {
  en: 'You receive this email because you confirmed this address in your RealEstate BSC profile; turn each kind of notification off there.',
  ru: 'Вы получили это письмо, потому что подтвердили этот адрес в профиле RealEstate BSC; там же можно отключить каждый вид уведомлений.',
} as const;

type Case = {
  event: MailEvent;
  /** The base-unit figures of the event, none of which may show. */
  raw: string[];
  en: [subject: string, ...lines: string[]];
  ru: [subject: string, ...lines: string[]];
  link: 'account' | 'verify' | null;
};

const CASES: Case[] = [
  {
    event: { event: 'verify', email: 'anna@example.com', token: 'tok123' },
    raw: [],
    en: [
      'Confirm your email address',
      'To receive notifications at anna@example.com, confirm the address with the link below.',
      'The link works for 60 minutes. If you did not ask for it, ignore this email.',
    ],
    ru: [
      'Подтвердите адрес электронной почты',
      'Чтобы получать уведомления на anna@example.com, подтвердите адрес по ссылке ниже.',
      'Ссылка действует 60 минут. Если вы не запрашивали подтверждение, просто проигнорируйте это письмо.',
    ],
    link: 'verify',
  },
  {
    event: { event: 'bought', token: TOKEN, m2: '12500000000000000000', cost: '1234567890', tx: '0xabc' },
    raw: ['12500000000000000000', '1234567890'],
    en: ['Purchase confirmed: Villa', 'You bought 12.5 M2 of Villa for 1,234.56 USDT.', 'Transaction: 0xabc'],
    ru: [
      'Покупка подтверждена: Вилла',
      'Вы купили 12,5 M2 объекта «Вилла» за 1 234,56 USDT.',
      'Транзакция: 0xabc',
    ],
    link: 'account',
  },
  {
    event: { event: 'sold', token: TOKEN, m2: '2000000000000000000', payout: '250500000', tx: '0xdef' },
    raw: ['2000000000000000000', '250500000'],
    en: ['Sale confirmed: Villa', 'You sold 2 M2 of Villa for 250.5 USDT.', 'Transaction: 0xdef'],
    ru: [
      'Продажа подтверждена: Вилла',
      'Вы продали 2 M2 объекта «Вилла» за 250,5 USDT.',
      'Транзакция: 0xdef',
    ],
    link: 'account',
  },
  {
    event: { event: 'income_distributed', token: TOKEN, amount: '1000000000', period_end: '1702592000' },
    raw: ['1000000000', '1702592000'],
    en: [
      'Rental income distributed: Villa',
      '1,000 USDT of rental income was distributed to the holders of Villa.',
      'Claim your share in your account.',
    ],
    ru: [
      'Начислен арендный доход: Вилла',
      'По объекту «Вилла» распределено 1 000 USDT арендного дохода между владельцами.',
      'Вашу долю можно получить в личном кабинете.',
    ],
    link: 'account',
  },
  {
    event: {
      event: 'price_announced',
      token: TOKEN,
      old_price: '100000000',
      new_price: '110250000',
      effective_at: '1767225600',
    },
    raw: ['100000000', '110250000', '1767225600'],
    en: [
      'Price change announced: Villa',
      'The price of one M2 of Villa changes from 100 USDT to 110.25 USDT on 1 January 2026 at 00:00 (UTC).',
    ],
    ru: [
      'Объявлено изменение цены: Вилла',
      'Цена M2 объекта «Вилла» изменится с 100 USDT на 110,25 USDT 1 января 2026 г. в 00:00 (UTC).',
    ],
    link: null,
  },
  {
    event: {
      event: 'price_applied',
      token: TOKEN,
      new_price: '110250000',
      effective_at: '1767225600',
      block: '4242',
      log_index: 3,
    },
    raw: ['110250000', '1767225600', '4242'],
    en: ['New price in force: Villa', 'One M2 of Villa now costs 110.25 USDT.'],
    ru: ['Новая цена действует: Вилла', 'Цена M2 объекта «Вилла» теперь 110,25 USDT.'],
    link: null,
  },
  {
    event: { event: 'delisted', token: TOKEN, refund: true },
    raw: [],
    en: [
      'Property delisted: Villa',
      'Villa has been delisted.',
      'A refund will open for its holders; we will tell you when it does.',
    ],
    ru: [
      'Объект снят с продажи: Вилла',
      'Объект «Вилла» снят с продажи.',
      'Для владельцев будет открыт возврат средств; мы сообщим, когда он начнётся.',
    ],
    link: 'account',
  },
  {
    event: { event: 'delisted', token: TOKEN, refund: false },
    raw: [],
    en: ['Property delisted: Villa', 'Villa has been delisted.', 'No refund is offered for this property.'],
    ru: [
      'Объект снят с продажи: Вилла',
      'Объект «Вилла» снят с продажи.',
      'Возврат средств по этому объекту не предусмотрен.',
    ],
    link: 'account',
  },
  {
    event: { event: 'closure_announced', token: TOKEN, closure: 'sell_back', effective_at: '1767225600' },
    raw: ['1767225600'],
    en: [
      'Selling back ends: Villa',
      'Selling back of Villa ends on 1 January 2026 at 00:00 (UTC): you can sell your M2 back until then.',
    ],
    ru: [
      'Продажа обратно прекращается: Вилла',
      'Продажа обратно M2 объекта «Вилла» прекращается 1 января 2026 г. в 00:00 (UTC): до этого времени вы можете продать свои M2 обратно.',
    ],
    link: 'account',
  },
  {
    event: { event: 'closure_announced', token: TOKEN, closure: 'delist', effective_at: '1767225600' },
    raw: ['1767225600'],
    en: [
      'Delisting announced: Villa',
      'Villa will be delisted on 1 January 2026 at 00:00 (UTC): buying is closed, you can sell back until then.',
    ],
    ru: [
      'Объявлено снятие с продажи: Вилла',
      'Объект «Вилла» будет снят с продажи 1 января 2026 г. в 00:00 (UTC): покупка закрыта, продать свои M2 обратно можно до этого времени.',
    ],
    link: 'account',
  },
  {
    event: { event: 'closure_cancelled', token: TOKEN, closure: 'sell_back' },
    raw: [],
    en: [
      'Selling back stays open: Villa',
      'The announced end of selling back of Villa was withdrawn: you can still sell your M2 back.',
    ],
    ru: [
      'Продажа обратно продолжается: Вилла',
      'Объявленное прекращение продажи обратно M2 объекта «Вилла» отменено: вы по-прежнему можете продавать свои M2 обратно.',
    ],
    link: null,
  },
  {
    event: { event: 'closure_cancelled', token: TOKEN, closure: 'delist' },
    raw: [],
    en: [
      'Delisting withdrawn: Villa',
      'The announced delisting of Villa was withdrawn: buying is open again.',
    ],
    ru: [
      'Снятие с продажи отменено: Вилла',
      'Объявленное снятие объекта «Вилла» с продажи отменено: покупка снова открыта.',
    ],
    link: null,
  },
  {
    event: { event: 'sell_back_ended', token: TOKEN },
    raw: [],
    en: ['Selling back ended: Villa', 'Selling back of Villa has ended: its M2 can no longer be sold back.'],
    ru: [
      'Продажа обратно прекращена: Вилла',
      'Продажа обратно M2 объекта «Вилла» прекращена: их больше нельзя продать обратно.',
    ],
    link: 'account',
  },
  {
    event: { event: 'refund_opened', token: TOKEN, refund_price: '99990000', deadline: '1769904000' },
    raw: ['99990000', '1769904000'],
    en: [
      'Refund open: Villa',
      'A refund is open for Villa: 99.99 USDT per M2, until 1 February 2026 at 00:00 (UTC).',
    ],
    ru: [
      'Открыт возврат средств: Вилла',
      'По объекту «Вилла» открыт возврат: 99,99 USDT за M2, до 1 февраля 2026 г. в 00:00 (UTC).',
    ],
    link: 'account',
  },
  {
    event: { event: 'paused' },
    raw: [],
    en: ['Trading paused', 'Buying and selling M2 is paused for now.'],
    ru: ['Торговля приостановлена', 'Покупка и продажа M2 временно приостановлены.'],
    link: null,
  },
  {
    event: { event: 'resumed' },
    raw: [],
    en: ['Trading resumed', 'Buying and selling M2 is open again.'],
    ru: ['Торговля возобновлена', 'Покупка и продажа M2 снова доступны.'],
    link: null,
  },
  {
    event: { event: 'lock_ended', token: TOKEN, m2: '3000000000000000000' },
    raw: ['3000000000000000000'],
    en: ['Lock ended: Villa', 'Your 3 M2 of Villa are no longer locked: you may sell them.'],
    ru: [
      'Блокировка закончилась: Вилла',
      'Ваши 3 M2 объекта «Вилла» больше не заблокированы: их можно продать.',
    ],
    link: 'account',
  },
  {
    event: { event: 'verification_status', status: 'approved' },
    raw: [],
    en: [
      'Your verification status changed',
      'The verification status of your account is now: approved: you may buy and receive M2 of every property.',
    ],
    ru: [
      'Статус проверки изменился',
      'Новый статус проверки вашего аккаунта: подтверждён: вы можете покупать и получать M2 любого объекта.',
    ],
    link: 'account',
  },
];

const render = (event: MailEvent, language: MailLanguage) =>
  renderMail(event, {
    language,
    property: language === 'ru' ? 'Вилла' : 'Villa',
    origin: ORIGIN,
    usdtDecimals: 6,
  });

/** Intl groups Russian thousands with a no-break space: compared as a plain one. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('mail templates', () => {
  it('test_every_event_kind_has_a_case_here', () => {
    const kinds: MailEvent['event'][] = [
      'verify',
      'bought',
      'sold',
      'income_distributed',
      'price_announced',
      'price_applied',
      'delisted',
      'closure_announced',
      'closure_cancelled',
      'sell_back_ended',
      'refund_opened',
      'paused',
      'resumed',
      'lock_ended',
      'verification_status',
    ];
    expect([...new Set(CASES.map((c) => c.event.event))].sort()).toEqual([...kinds].sort());
  });

  describe.each(['en', 'ru'] as const)('in %s', (language) => {
    it.each(
      CASES.map((c) => [
        `${c.event.event}${'refund' in c.event ? `(refund ${c.event.refund})` : ''}${'closure' in c.event ? `(${c.event.closure})` : ''}`,
        c,
      ]),
    )('test_%s_renders_its_subject_and_lines_in_m2_and_usdt_units', (_name, c) => {
      const mail = render(c.event, language);
      const [subject, ...lines] = c[language];
      expect(plain(mail.subject)).toBe(subject);
      const link =
        c.link === 'verify'
          ? `${language === 'ru' ? 'Подтвердить адрес' : 'Confirm the address'}: ${ORIGIN}/email/verify?token=tok123`
          : c.link === 'account'
            ? `${ACCOUNT[language]}: ${ORIGIN}/personal-account`
            : null;
      const footer = c.event.event === 'verify' ? [] : ['', '--', FOOTER[language]];
      expect(plain(mail.text)).toBe([...lines, ...(link ? ['', link] : []), ...footer].join('\n'));
      // Never a base-unit figure, a chain position or a bookkeeping field, in the text or the HTML.
      for (const raw of c.raw) {
        expect(mail.text).not.toContain(raw);
        expect(mail.html).not.toContain(raw);
      }
      expect(mail.text).not.toMatch(/effective_at|log_index|block/);
      // The HTML: the language, every line (escaped: « » and ; stay as they are), the link and the footer.
      expect(mail.html).toContain(`<html lang="${language}">`);
      for (const line of lines) expect(plain(mail.html)).toContain(`<p>${line}</p>`);
      if (link)
        expect(mail.html).toMatch(
          /<a href="https:\/\/app\.test\/(personal-account|email\/verify\?token=tok123)">/,
        );
      if (c.event.event !== 'verify') expect(mail.html).toContain(FOOTER[language]);
    });
  });

  it('test_amounts_follow_the_usdt_decimals_given_and_cut_instead_of_rounding', () => {
    const event: MailEvent = { event: 'price_applied', token: TOKEN, new_price: '110999999999999999999' };
    const at18 = renderMail(event, { language: 'en', property: 'Villa', origin: ORIGIN, usdtDecimals: 18 });
    expect(at18.text.split('\n')[0]).toBe('One M2 of Villa now costs 110.99 USDT.');
    const ru = renderMail(event, { language: 'ru', property: 'Вилла', origin: ORIGIN, usdtDecimals: 18 });
    expect(ru.text.split('\n')[0]).toBe('Цена M2 объекта «Вилла» теперь 110,99 USDT.');
  });

  it('test_the_html_escapes_a_property_name', () => {
    const mail = renderMail(
      { event: 'lock_ended', token: TOKEN, m2: '1000000000000000000' },
      { language: 'en', property: 'A&B <Loft>', origin: ORIGIN, usdtDecimals: 6 },
    );
    expect(mail.html).toContain(
      '<p>Your 1 M2 of A&amp;B &lt;Loft&gt; are no longer locked: you may sell them.</p>',
    );
    expect(mail.html).not.toContain('<Loft>');
  });
});
