// The portfolio section of the shares tab: totals with gain or loss in words, one row per property in the page's
// language, the chart's summary line, and the CSV and PDF exports saved under the server's file names.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getUserPortfolioHistoryListMockHandler,
  getUserPortfolioRetrieveMockHandler,
  getUserPortfolioStatementPdfMockHandler,
  getUserPortfolioTransactionsCsvMockHandler,
} from '../../../generated/api/user/user.msw.ts';
import { portfolio, portfolioProperty, propertyRecord, TOKEN_A, TOKEN_B } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { server } from '../../test/server.ts';
import { loggedInInvestor } from '../../test/session.ts';

const E18 = 10n ** 18n;

const twoProperties = () =>
  portfolio(
    [
      portfolioProperty(),
      portfolioProperty({
        property_id: 2,
        property_name: 'Garden Court',
        contract_address: TOKEN_B,
        held_m2: '0',
        value: '0',
        cost_basis: '0',
        unrealised_gain: '0',
        realised_gain: String(-50n * E18),
        refunds: String(450n * E18),
        income: '0',
      }),
    ],
    { realised_gain: String(-50n * E18), refunds: String(450n * E18) },
  );

function serve() {
  server.use(
    http.get('*/api/properties/', () =>
      HttpResponse.json([
        propertyRecord(),
        propertyRecord({ id: 2, contract_address: TOKEN_B, name: 'Garden Court', name_ru: 'Садовый двор' }),
      ]),
    ),
    getUserPortfolioRetrieveMockHandler(twoProperties()),
    getUserPortfolioHistoryListMockHandler([
      { at: '2026-03-01T00:00:00.000Z', value: String(1000n * E18), cost_basis: String(1000n * E18) },
      { at: '2026-11-20T12:00:00.000Z', value: String(1100n * E18), cost_basis: String(1000n * E18) },
    ]),
  );
}

const figure = (name: string) => {
  const totals = screen.getByTestId('portfolio-totals');
  const node = totals.querySelector(`[data-figure="${name}"]`);
  if (!node) throw new Error(`no figure ${name}`);
  return node.textContent;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('portfolio section', () => {
  it("shows income to claim with the income section's decimals (one figure, one precision on the page)", async () => {
    // 2,672.745 USDT of income to claim: the income section shows it with 4 decimals, so does the portfolio.
    const claimable = 2_672_745n * 10n ** 15n;
    server.use(
      http.get('*/api/properties/', () => HttpResponse.json([propertyRecord()])),
      getUserPortfolioRetrieveMockHandler(
        portfolio([portfolioProperty({ claimable_income: String(claimable), income: String(claimable) })], {
          claimable_income: String(claimable),
          income: String(claimable),
        }),
      ),
      getUserPortfolioHistoryListMockHandler([]),
    );
    renderApp('/personal-account/parts', { config: loggedInInvestor() });
    await screen.findByTestId('portfolio-totals');
    expect(figure('claimable_income')).toBe('2,672.745 USDT');
    expect(figure('income')).toBe('2,672.745 USDT');
  });

  it('shows the totals with the gain and the loss in words, and a row per property', async () => {
    serve();
    renderApp('/personal-account/parts', { config: loggedInInvestor() });
    expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeTruthy();
    await screen.findByTestId('portfolio-totals');
    expect(figure('value')).toBe('1,100 USDT');
    expect(figure('cost_basis')).toBe('1,000 USDT');
    expect(figure('unrealised_gain')).toBe('100 USDT gain');
    expect(figure('realised_gain')).toBe('50 USDT loss');
    expect(figure('income')).toBe('5 USDT');
    expect(figure('refunds')).toBe('450 USDT');
    expect(figure('usdt_balance')).toBe('250,000 USDT');
    // The figures name the block they are read at, as the API reports it.
    expect(screen.getByText(/^Figures at .*, block 4321;/)).toBeTruthy();
    const table = screen.getByRole('group', { name: 'Portfolio by property' });
    expect(within(table).getByRole('link', { name: 'Marina Loft' }).getAttribute('href')).toBe(
      `/catalog/${TOKEN_A}`,
    );
    expect(within(table).getByText('50 USDT loss')).toBeTruthy();
    // The chart's text line (the canvas itself does not draw in jsdom).
    expect(
      await screen.findByText(/From 1,000 USDT on .* to 1,100 USDT on/, {}, { timeout: 4000 }),
    ).toBeTruthy();
    // The first test of the file also loads the chart's lazy module.
  }, 15_000);

  it('speaks Russian on a Russian page', async () => {
    serve();
    renderApp('/personal-account/parts', { config: loggedInInvestor(), lng: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Портфель' })).toBeTruthy();
    await screen.findByTestId('portfolio-totals');
    expect(figure('unrealised_gain')).toBe('прибыль 100 USDT');
    expect(figure('realised_gain')).toBe('убыток 50 USDT');
    expect(screen.getByText(/^Данные на .*, блок 4321;/)).toBeTruthy();
    const table = screen.getByRole('group', { name: 'Портфель по объектам' });
    expect(within(table).getByRole('link', { name: 'Садовый двор' })).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    server.use(getUserPortfolioRetrieveMockHandler(portfolio([])));
    renderApp('/personal-account/parts', { config: loggedInInvestor() });
    expect(
      await screen.findByText('No purchases yet: your portfolio appears here after your first purchase.'),
    ).toBeTruthy();
  });

  it('downloads the CSV of the chosen range and the PDF of the chosen year in the page language', async () => {
    serve();
    const asked: string[] = [];
    server.use(
      getUserPortfolioTransactionsCsvMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return 'Date (UTC),Type\r\n';
      }),
      getUserPortfolioStatementPdfMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
      }),
    );
    const createUrl = vi.fn((_blob: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor() });
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(clicked).toEqual(['transactions_2026-01-01_2026-06-30.csv']));
    const csv = createUrl.mock.calls[0]?.[0];
    expect(csv).toBeInstanceOf(Blob);
    expect(await (csv as Blob).text()).toContain('Date (UTC)');

    const year = new Date().getUTCFullYear();
    await user.selectOptions(screen.getByLabelText('Year'), String(year - 1));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toBe(`statement_${year - 1}.pdf`);
    expect(asked).toEqual(['?from=2026-01-01&to=2026-06-30&lang=en', `?year=${year - 1}&lang=en`]);
  });

  it('refuses an end date before the start date without asking the server', async () => {
    serve();
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor() });
    const from = await screen.findByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-04-01');
    expect(screen.getByText('The end date must not be before the start date.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a message when an export fails', async () => {
    serve();
    server.use(
      http.get('*/api/user/portfolio/statement.pdf', () =>
        HttpResponse.json({ detail: 'Blockchain connection error' }, { status: 503 }),
      ),
    );
    const { user } = renderApp('/personal-account/parts', { config: loggedInInvestor() });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The file could not be downloaded. Try again later.')).toBeTruthy();
  });
});
