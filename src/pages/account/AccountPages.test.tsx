// The personal account: profile and email update, the shares tab's lists with their messages,
// certificate download as certificate_{id}.svg.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserPortfolioRetrieveMockHandler } from '../../../generated/api/user/user.msw.ts';
import {
  buy,
  claimableIncome,
  createProperty,
  delist,
  delistWithRefund,
  distributeIncome,
  identity,
  m2Balance,
  setSellEnabled,
  usdtBalance,
} from '../../test/chainActions.ts';
import {
  certificate,
  ownership,
  portfolio,
  propertyRecord,
  purchase,
  sale,
  TOKEN_A,
  TOKEN_B,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { server } from '../../test/server.ts';
import { loggedInInvestor } from '../../test/session.ts';
import { withTestChain } from '../../test/testChain.ts';
import { INVESTOR } from '../../test/wallet.ts';

const chain = withTestChain();
/** Anvil account of INVESTOR. */
const ME = 3;

const profile = {
  id: 3,
  wallet_address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  email: 'investor@example.com',
};

describe('profile tab', { timeout: 15_000 }, () => {
  it('has one email form, the email section (the profile card shows the address only)', async () => {
    server.use(http.get('*/api/user/profile', () => HttpResponse.json(profile)));
    renderApp('/personal-account', { config: loggedInInvestor() });
    expect(await screen.findByText('investor@example.com')).toBeTruthy();
    expect(await screen.findByLabelText('Email for notifications')).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the verification status read from the chain, and how to get verified, in both languages', async () => {
    server.use(http.get('*/api/user/profile', () => HttpResponse.json(profile)));
    const verified = renderApp('/personal-account', { config: loggedInInvestor() });
    expect(await screen.findByText('Verified: you can buy M2', undefined, { timeout: 5000 })).toBeTruthy();
    verified.unmount();
    await identity.revoke(INVESTOR);
    const pending = renderApp('/personal-account', { config: loggedInInvestor() });
    const status = await screen.findByTestId('verification-status');
    expect(await within(status).findByText(/Not verified yet/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(status.textContent).toContain('support@realestate.example');
    pending.unmount();
    renderApp('/personal-account', { config: loggedInInvestor(), lng: 'ru' });
    expect(await screen.findByText(/Ещё не верифицирован/, undefined, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the server's message when the profile cannot be read", async () => {
    server.use(
      http.get('*/api/user/profile', () =>
        HttpResponse.json({ detail: 'Profile service unavailable' }, { status: 500 }),
      ),
    );
    renderApp('/personal-account', { config: loggedInInvestor() });
    expect(await screen.findByText('Profile service unavailable')).toBeTruthy();
  });
});

describe('shares tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [
      401,
      'User not authenticated',
      'User not authenticated',
      'User not authenticated',
      'User not authenticated',
    ],
    [
      500,
      'Failed to fetch purchases',
      'Failed to fetch sales',
      'Failed to fetch ownerships',
      'Failed to fetch certificates',
    ],
  ])('shows the list messages for %i', async (code, purchases, sales, ownerships, certificates) => {
    const fail = () => HttpResponse.json({ detail: 'x' }, { status: code });
    server.use(
      http.get('*/api/purchases/', fail),
      http.get('*/api/purchases/sales/', fail),
      http.get('*/api/purchases/ownerships/', fail),
      http.get('*/api/certificates/', fail),
      // A 401 first refreshes the session (which works here) and retries once.
      http.post('*/api/auth/refresh/', () => HttpResponse.json({ access: 'refreshed' })),
    );
    renderApp('/personal-account/parts', { config: loggedInInvestor() });
    const section = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
    expect(await within(await section('Purchases')).findByText(purchases)).toBeTruthy();
    expect(await within(await section('Sales')).findByText(sales)).toBeTruthy();
    expect(await within(await section('Ownership records')).findByText(ownerships)).toBeTruthy();
    expect(await within(await section('Certificates')).findByText(certificates)).toBeTruthy();
  });

  it.each([
    ['en', 'Download SVG: certificate № 5'],
    ['ru', 'Скачать SVG: сертификат № 5'],
  ] as const)(
    "downloads a certificate as certificate_{id}.svg in the holder's language (%s)",
    async (lng, button) => {
      const languages: (string | null)[] = [];
      server.use(
        http.get('*/api/certificates/', () => HttpResponse.json([certificate()])),
        http.get('*/api/certificates/5/download/', ({ request }) => {
          languages.push(new URL(request.url).searchParams.get('lang'));
          return new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
            headers: { 'Content-Type': 'image/svg+xml' },
          });
        }),
      );
      const createUrl = vi.fn((_blob: Blob) => 'blob:certificate');
      Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
      const clicked: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor(), lng });
      await user.click(await screen.findByRole('button', { name: button }));
      await vi.waitFor(() => expect(clicked).toEqual(['certificate_5.svg']));
      expect(languages).toEqual([lng]);
      const blob = createUrl.mock.calls[0]?.[0] as Blob;
      expect(await blob.text()).toContain('<svg');
    },
  );

  it('shows the message when the certificate file is missing', async () => {
    server.use(
      http.get('*/api/certificates/', () => HttpResponse.json([certificate()])),
      http.get('*/api/certificates/5/download/', () =>
        HttpResponse.json({ detail: 'gone' }, { status: 404 }),
      ),
    );
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor() });
    await user.click(await screen.findByRole('button', { name: 'Download SVG: certificate № 5' }));
    expect(await screen.findByText('File not found on disk or certificate does not exist')).toBeTruthy();
  });
});

describe('property names on the shares tab', () => {
  const E18 = 10n ** 18n;
  /** Every list of the tab with one row on TOKEN_A, whose on-chain name is 'Marina Loft'. */
  /** Six lists fill in one after another: more than waitFor's default second on a busy machine. */
  const LIST_WAIT = { timeout: 4000 };

  async function sharesOf(records: unknown[]) {
    await createProperty({ name: 'Marina Loft' });
    await buy(ME, TOKEN_A, 2n * E18);
    let recordRequests = 0;
    server.use(
      http.get('*/api/properties/', () => {
        recordRequests += 1;
        return HttpResponse.json(records);
      }),
      http.get('*/api/purchases/', () => HttpResponse.json([purchase()])),
      http.get('*/api/purchases/sales/', () => HttpResponse.json([sale()])),
      http.get('*/api/purchases/ownerships/', () => HttpResponse.json([ownership()])),
      http.get('*/api/certificates/', () => HttpResponse.json([certificate()])),
      getUserPortfolioRetrieveMockHandler(portfolio()),
    );
    return { recordRequests: () => recordRequests };
  }

  it("shows the backend record's Russian name in every list, from one request for all records", async () => {
    const { recordRequests } = await sharesOf([
      propertyRecord(),
      propertyRecord({ id: 2, contract_address: TOKEN_B }),
    ]);
    renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'ru' });
    // Portfolio, holdings, purchases, sales, ownerships and certificates, each linking to the item page.
    await vi.waitFor(
      () => expect(screen.getAllByRole('link', { name: 'Лофт у марины' })).toHaveLength(6),
      LIST_WAIT,
    );
    for (const link of screen.getAllByRole('link', { name: 'Лофт у марины' })) {
      expect(link.getAttribute('href')?.toLowerCase()).toBe(`/catalog/${TOKEN_A}`);
    }
    expect(screen.queryByText('Marina Loft')).toBeNull();
    expect(recordRequests()).toBe(1);
  });

  it("falls back to the record's English name when it has no Russian one", async () => {
    await sharesOf([propertyRecord({ name: 'Marina Loft Residences', name_ru: null })]);
    renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'ru' });
    await vi.waitFor(
      () => expect(screen.getAllByRole('link', { name: 'Marina Loft Residences' })).toHaveLength(6),
      LIST_WAIT,
    );
  });

  it.each([
    [
      'the property has no backend record',
      () => HttpResponse.json([propertyRecord({ contract_address: TOKEN_B })]),
    ],
    ['the records cannot be read', () => HttpResponse.json({ detail: 'x' }, { status: 500 })],
  ])('keeps the on-chain names when %s', async (_case, records) => {
    await sharesOf([]);
    server.use(http.get('*/api/properties/', records));
    renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'ru' });
    await vi.waitFor(
      () => expect(screen.getAllByRole('link', { name: 'Marina Loft' })).toHaveLength(6),
      LIST_WAIT,
    );
  });
});

describe('certificate check', () => {
  it('checks the signature and the on-chain purchase without leaving the page', async () => {
    await createProperty({ name: 'Marina Loft' });
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/api/certificates/', () => HttpResponse.json([certificate()])),
      http.get('*/api/certificates/verify/5/', ({ request }) => {
        authorization = request.headers.get('Authorization');
        expect(new URL(request.url).searchParams.get('signature')).toBe('0x00');
        return HttpResponse.json({
          valid: true,
          version: 2,
          checks: { signature: true, chain: true },
          holding: { m2_at_block: certificate().m2, m2_now: '0', still_stands: false },
          signer: certificate().signer,
          certificate: certificate(),
        });
      }),
    );
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor() });
    await user.click(await screen.findByRole('button', { name: 'Check certificate № 5' }));
    expect(
      await screen.findByText('Valid: signed by the platform, purchase confirmed on chain'),
    ).toBeTruthy();
    expect(authorization).toBeNull();
    // The verification says the holder holds none of the certified 2 M2 now.
    expect(
      await screen.findByText('No longer stands in full: the holder now holds 0 M2 of this property.'),
    ).toBeTruthy();
  });
});

describe('paged lists on the shares tab', () => {
  it('asks for 25 purchases at a time and pages through the total the server reports', async () => {
    const total = 60;
    const ranges: string[] = [];
    await createProperty({ name: 'Marina Loft' });
    server.use(
      http.get('*/api/properties/', () => HttpResponse.json([propertyRecord()])),
      http.get('*/api/purchases/', ({ request }) => {
        const range = new URL(request.url).searchParams.get('range') ?? '';
        ranges.push(range);
        const [start = 0, end = 0] = JSON.parse(range) as number[];
        const last = Math.min(end, total - 1);
        const rows = Array.from({ length: last - start + 1 }, (_, i) =>
          purchase({ id: start + i + 1, tx_hash: `0x${(start + i + 1).toString(16).padStart(64, '0')}` }),
        );
        return HttpResponse.json(rows, {
          headers: { 'Content-Range': `purchases ${start}-${last}/${total}` },
        });
      }),
      http.get('*/api/purchases/sales/', () => HttpResponse.json([])),
      http.get('*/api/purchases/ownerships/', () => HttpResponse.json([])),
      http.get('*/api/certificates/', () => HttpResponse.json([])),
    );
    renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'en' });
    const pager = await screen.findByRole('navigation', { name: 'Pages of Purchases' });
    expect(within(pager).getByText('1–25 of 60')).toBeTruthy();
    expect(ranges).toEqual(['[0,24]']);
    const section = screen.getByRole('region', { name: 'Purchases' });
    expect(within(section).getAllByRole('row')).toHaveLength(26);
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    within(pager).getByRole('button', { name: 'Next' }).click();
    await vi.waitFor(() => expect(within(pager).getByText('26–50 of 60')).toBeTruthy());
    within(pager).getByRole('button', { name: 'Next' }).click();
    await vi.waitFor(() => expect(within(pager).getByText('51–60 of 60')).toBeTruthy());
    expect(within(section).getAllByRole('row')).toHaveLength(11);
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(ranges).toEqual(['[0,24]', '[25,49]', '[50,74]']);
  });

  it('shows no pager when one page holds every row', async () => {
    await createProperty({ name: 'Marina Loft' });
    server.use(
      http.get('*/api/properties/', () => HttpResponse.json([propertyRecord()])),
      http.get('*/api/purchases/', () =>
        HttpResponse.json([purchase()], { headers: { 'Content-Range': 'purchases 0-0/1' } }),
      ),
      http.get('*/api/purchases/sales/', () => HttpResponse.json([])),
      http.get('*/api/purchases/ownerships/', () => HttpResponse.json([])),
      http.get('*/api/certificates/', () => HttpResponse.json([])),
    );
    renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'ru' });
    await vi.waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Лофт у марины' }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('navigation', { name: /Страницы/ })).toBeNull();
  });
});

describe('refunds on the shares tab', { timeout: 15_000 }, () => {
  const E18 = 10n ** 18n;
  it("offers 'Claim my refund' for a holding of a property delisted with a refund, and claims it", async () => {
    await createProperty({ name: 'Marina Loft' });
    await createProperty({ name: 'Garden Court' });
    // Locked M2 of Marina Loft, delisted with a refund at 900 USDT per M2; Garden Court stays listed.
    await buy(ME, TOKEN_A, 2n * E18);
    await buy(ME, TOKEN_B, 1n * E18);
    await delistWithRefund(TOKEN_A, 900n * E18);
    server.use(
      http.get('*/api/properties/', () =>
        HttpResponse.json([
          propertyRecord(),
          propertyRecord({ id: 2, contract_address: TOKEN_B, name: 'Garden Court', name_ru: null }),
        ]),
      ),
      http.get('*/api/purchases/', () => HttpResponse.json([])),
      http.get('*/api/purchases/sales/', () => HttpResponse.json([])),
      http.get('*/api/purchases/ownerships/', () => HttpResponse.json([])),
      http.get('*/api/certificates/', () => HttpResponse.json([])),
    );
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'en' });
    const panel = await screen.findByRole('region', { name: 'Marina Loft: delisted with a refund' });
    // Only the refund-delisted holding gets a claim.
    expect(screen.getAllByRole('button', { name: 'Claim my refund' })).toHaveLength(1);
    expect(await within(panel).findByText('1,800 USDT')).toBeTruthy();
    const claim = within(panel).getByRole('button', { name: 'Claim my refund' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(claim.disabled).toBe(false));
    const before = await usdtBalance(INVESTOR);
    await user.click(claim);
    expect(
      await within(panel).findByText('Refund claimed: 1,800 USDT.', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(chain().sent).toEqual(['claimRefund']);
    expect((await usdtBalance(INVESTOR)) - before).toBe(1_800n * E18);
    expect(await m2Balance(INVESTOR, TOKEN_A)).toBe(0n);
  });
});

describe('rental income on the shares tab', { timeout: 15_000 }, () => {
  const E18 = 10n ** 18n;
  const TX = `0x${'ab'.repeat(32)}`;

  /** The API's income summary, with the claimable figures read from the chain like the API does. */
  function serveIncome(received: bigint) {
    server.use(
      http.get('*/api/properties/', () =>
        HttpResponse.json([
          propertyRecord(),
          propertyRecord({ id: 2, contract_address: TOKEN_B, name: 'Garden Court', name_ru: 'Сад' }),
        ]),
      ),
      http.get('*/api/purchases/', () => HttpResponse.json([])),
      http.get('*/api/purchases/sales/', () => HttpResponse.json([])),
      http.get('*/api/purchases/ownerships/', () => HttpResponse.json([])),
      http.get('*/api/certificates/', () => HttpResponse.json([])),
      http.get('*/api/user/income/', async () => {
        const a = await claimableIncome(INVESTOR, TOKEN_A);
        const b = await claimableIncome(INVESTOR, TOKEN_B);
        return HttpResponse.json({
          total_claimable: String(a + b),
          total_claimed: String(received),
          total_reinvested: '0',
          properties: [
            {
              property_id: 1,
              property_name: 'Marina Loft',
              contract_address: TOKEN_A,
              claimable: String(a),
              claimed: String(received),
              reinvested: '0',
            },
            {
              property_id: 2,
              property_name: 'Garden Court',
              contract_address: TOKEN_B,
              claimable: String(b),
              claimed: '0',
              reinvested: '0',
            },
          ],
        });
      }),
      http.get('*/api/user/income/earned/', () =>
        HttpResponse.json(
          [
            {
              id: 3,
              property_id: 1,
              property_name: 'Marina Loft',
              contract_address: TOKEN_A,
              distribution_index: 2,
              period_start: '2026-10-01T00:00:00.000Z',
              period_end: '2026-11-01T00:00:00.000Z',
              balance: String(12n * E18),
              share: String(150n * E18),
              tx_hash: TX,
              log_index: 1,
              block_number: 98,
              block_time: '2026-11-02T09:00:00.000Z',
            },
          ],
          { headers: { 'Content-Range': 'income 0-0/1' } },
        ),
      ),
      http.get('*/api/user/income/history/', () =>
        HttpResponse.json(
          [
            {
              id: 7,
              property_id: 1,
              property_name: 'Marina Loft',
              contract_address: TOKEN_A,
              kind: 'claim',
              holder: INVESTOR,
              amount: String(received),
              m2: null,
              tx_hash: TX,
              log_index: 0,
              block_number: 99,
              block_time: '2026-03-01T12:00:00.000Z',
            },
          ],
          { headers: { 'Content-Range': 'income 0-0/1' } },
        ),
      ),
    );
  }

  /** The investor holds 10 of the 100 M2 of each property when 1,500 and 500 USDT are distributed: 150 and 50. */
  async function incomeOf150And50() {
    await createProperty({ name: 'Marina Loft' });
    await createProperty({ name: 'Garden Court' });
    await buy(ME, TOKEN_A, 10n * E18);
    await buy(ME, TOKEN_B, 10n * E18);
    await distributeIncome(TOKEN_A, 1_500n * E18);
    await distributeIncome(TOKEN_B, 500n * E18);
  }

  it("claims every property's income in one transaction with 'Claim all'", async () => {
    await incomeOf150And50();
    serveIncome(25n * E18);
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'en' });
    const section = await screen.findByRole('region', { name: 'Rental income' });
    await vi.waitFor(() =>
      expect(within(section).getByTestId('income-total-claimable').textContent).toBe('200 USDT'),
    );
    expect(within(section).getAllByText('25 USDT')).toHaveLength(2); // received: the total and Marina Loft's row
    const before = await usdtBalance(INVESTOR);
    await user.click(within(section).getByRole('button', { name: 'Claim all' }));
    expect(
      await within(section).findByText('Income claimed: 200 USDT.', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    // One transaction for both properties; the wallet's balance grows by exactly the total shown.
    expect(chain().sent).toEqual(['claimIncome']);
    expect((await usdtBalance(INVESTOR)) - before).toBe(200n * E18);
    await vi.waitFor(() =>
      expect(within(section).getByTestId('income-total-claimable').textContent).toBe('0 USDT'),
    );
    // The history lists the earlier claim with its transaction.
    const history = screen.getByRole('region', { name: 'Income history' });
    expect(within(history).getByText('Claimed')).toBeTruthy();
    // Each distribution the M2 took part in: the period as whole days, the M2 then and the share.
    const earned = screen.getByRole('region', { name: 'Income earned' });
    expect(within(earned).getByText('Oct 1 – 31, 2026')).toBeTruthy();
    expect(within(earned).getByText('12')).toBeTruthy();
    expect(within(earned).getByText('150 USDT')).toBeTruthy();
  });

  it('claims one property and leaves the other; in Russian', async () => {
    await incomeOf150And50();
    serveIncome(0n);
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'ru' });
    const section = await screen.findByRole('region', { name: 'Арендный доход' });
    const claim = await within(section).findByRole('button', { name: 'Получить доход по объекту Сад' });
    await user.click(claim);
    expect(
      await within(section).findByText('Доход получен: 50 USDT.', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await claimableIncome(INVESTOR, TOKEN_B)).toBe(0n);
    expect(await claimableIncome(INVESTOR, TOKEN_A)).toBe(150n * E18);
  });

  it('reinvests the income of a listed property in the M2 it buys at the current price', async () => {
    await createProperty({ name: 'Marina Loft' });
    await createProperty({ name: 'Garden Court' });
    // 1 of Marina Loft's 100 M2 when 250,000.0008 USDT are distributed: 2,500.000008 USDT (whole income units, a
    // millionth of USDT each).
    await buy(ME, TOKEN_A, 1n * E18);
    await distributeIncome(TOKEN_A, 250_000n * E18 + 800n * 10n ** 12n);
    // Garden Court is delisted: its income can only be claimed.
    await buy(ME, TOKEN_B, 10n * E18);
    await distributeIncome(TOKEN_B, 500n * E18);
    await setSellEnabled(TOKEN_B, false);
    await delist(TOKEN_B);
    serveIncome(0n);
    const recorded: string[] = [];
    server.use(
      http.post('*/api/purchases/create/', async ({ request }) => {
        recorded.push(((await request.json()) as { tx_hash: string }).tx_hash);
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'en' });
    const section = await screen.findByRole('region', { name: 'Rental income' });
    // 2,500 USDT at 1,000 per M2: 2.5 M2.
    const reinvest = (await within(section).findByRole('button', {
      name: 'Reinvest the income of Marina Loft in 2.5 M2',
    })) as HTMLButtonElement;
    await vi.waitFor(() => expect(reinvest.disabled).toBe(false));
    expect(
      (
        within(section).getByRole('button', {
          name: /Reinvest the income of Garden Court/,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    const wallet = await usdtBalance(INVESTOR);
    await user.click(reinvest);
    expect(
      await within(section).findByText('Reinvested 2,500 USDT in 2.5 M2.', undefined, { timeout: 4000 }),
    ).toBeTruthy();
    expect(chain().sent).toEqual(['reinvestIncome']);
    // Recorded like a purchase before the page reloads its lists, so they show it at once.
    expect(recorded).toHaveLength(1);
    // The 1 M2 held and the 2.5 M2 bought.
    expect(await m2Balance(INVESTOR, TOKEN_A)).toBe(35n * 10n ** 17n);
    // Paid from the income (0.000008 USDT stay), not from the wallet.
    expect(await claimableIncome(INVESTOR, TOKEN_A)).toBe(8n * 10n ** 12n);
    expect(await usdtBalance(INVESTOR)).toBe(wallet);
  });
});
