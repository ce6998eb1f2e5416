// The public verify page a statement's link opens (docs/routes.md#statement-verification): a human page (not the
// API's JSON) with the signed figures in whole M2 and USDT, per property too, and whether the signature holds.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_A } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { server } from '../../test/server.ts';
import { withTestChain } from '../../test/testChain.ts';
import { INVESTOR } from '../../test/wallet.ts';

const E18 = 10n ** 18n;
const usdt = (n: bigint) => (n * E18).toString();

function setUp(valid: boolean) {
  server.use(
    http.get('*/api/portfolio/statements/verify/7/', ({ request }) => {
      if (new URL(request.url).searchParams.get('signature') !== '0x00') {
        return HttpResponse.json({ detail: 'Statement does not exist' }, { status: 404 });
      }
      return HttpResponse.json({
        valid,
        signer: INVESTOR,
        statement: {
          id: 7,
          holder: INVESTOR,
          year: 2026,
          value: usdt(484n),
          cost_basis: usdt(440n),
          unrealised_gain: usdt(44n),
          realised_gain: usdt(100n),
          income: usdt(5n),
          refunds: usdt(400n),
          invested: usdt(2_500n),
          sale_proceeds: usdt(1_650n),
          usdt_balance: usdt(12_345n),
          issued_at: 1_780_000_000,
          properties: [
            {
              token: TOKEN_A,
              property_name: 'Marina Loft',
              property_name_ru: 'Лофт у марины',
              held_m2: (4n * E18).toString(),
              value: usdt(484n),
              cost_basis: usdt(440n),
              unrealised_gain: usdt(44n),
              realised_gain: usdt(100n),
              income: usdt(5n),
              refunds: usdt(400n),
            },
          ],
          signature: '0x00',
        },
      });
    }),
  );
}

// The app shell reads the stablecoin's decimals from the chain.
withTestChain();

describe('statement verify page', () => {
  it('shows the signed totals and rows in USDT and M2 and says the statement is genuine', async () => {
    setUp(true);
    renderApp('/statements/verify/7/?signature=0x00', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement № 7' })).toBeTruthy();
    expect(
      await screen.findByText(
        "Genuine: the server's signature covers exactly these figures, every property row included.",
      ),
    ).toBeTruthy();
    const totals = screen.getByTestId('statement-totals');
    expect(within(totals).getByText('2,500 USDT')).toBeTruthy();
    expect(within(totals).getByText('12,345 USDT')).toBeTruthy();
    expect(within(totals).getByText('44 USDT gain')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Marina Loft/ });
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getAllByText('484 USDT')).toHaveLength(1);
    expect(within(row).getAllByText('400 USDT')).toHaveLength(1);
    // Never base units.
    expect(document.body.textContent).not.toContain(usdt(484n));
  });

  it('says when the figures are not what the server signed, in Russian too', async () => {
    setUp(false);
    renderApp('/statements/verify/7/?signature=0x00', { lng: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Выписка № 7' })).toBeTruthy();
    expect(
      await screen.findByText('Недействительна: подпись сервера не совпадает с этими суммами.'),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: /Лофт у марины/ })).toBeTruthy();
  });

  it('says the statement is not found without its signature', async () => {
    setUp(true);
    renderApp('/statements/verify/7/?signature=0x01', { lng: 'en' });
    expect(
      await screen.findByText('Statement not found: the link is incomplete or the statement does not exist.'),
    ).toBeTruthy();
  });
});
