// The public verify page a certificate's link opens (docs/routes.md#certificate-verification): a human page
// (not the API's JSON), saying what the holding was at the certificate's block and whether it stands now.
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { certificate, TOKEN_A, TX } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { server } from '../../test/server.ts';
import { withTestChain } from '../../test/testChain.ts';
import { INVESTOR } from '../../test/wallet.ts';

const E18 = 10n ** 18n;

function setUp(nowHeld: bigint, lng: 'en' | 'ru' = 'en') {
  const cert = certificate({
    holder: INVESTOR,
    contract_address: TOKEN_A,
    m2: ((25n * E18) / 2n).toString(),
    cost: (1250n * E18).toString(),
    block_number: 46,
  });
  server.use(
    http.get('*/api/certificates/verify/5/', ({ request }) => {
      expect(new URL(request.url).searchParams.get('signature')).toBe('0x00');
      return HttpResponse.json({
        valid: true,
        version: 2,
        checks: { signature: true, chain: true },
        holding: {
          m2_at_block: cert.m2,
          m2_now: nowHeld.toString(),
          still_stands: nowHeld >= BigInt(cert.m2),
        },
        signer: cert.signer,
        certificate: cert,
      });
    }),
  );
  return renderApp(cert.verify_url, { lng });
}

// The app shell reads the stablecoin's decimals from the chain.
withTestChain();

describe('certificate verify page', () => {
  it('says what the holding was at its block and that it no longer stands in full after a sale', async () => {
    setUp((15n * E18) / 2n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate № 5' })).toBeTruthy();
    expect(
      await screen.findByText(
        `${INVESTOR} held 12.5 M2 of Marina Loft at block 46, bought for 1,250 USDT in transaction ${TX}.`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText("Genuine: the server's signature and the purchase on chain both check out."),
    ).toBeTruthy();
    expect(
      await screen.findByText('No longer stands in full: the holder now holds 7.5 M2 of this property.'),
    ).toBeTruthy();
  });

  it('says it still stands while the holder keeps the M2, in Russian too', async () => {
    setUp((25n * E18) / 2n, 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сертификат № 5' })).toBeTruthy();
    expect(await screen.findByText('Действует сейчас: у владельца 12,5 М2 этого объекта.')).toBeTruthy();
    // The property named in Russian where the backend has it, the cost grouped the Russian way (the
    // matcher reads the no-break space as a space).
    expect(
      await screen.findByText(
        `${INVESTOR} владел 12,5 М2 объекта Лофт у марины в блоке 46, куплено за 1 250 USDT в транзакции ${TX}.`,
      ),
    ).toBeTruthy();
  });
});
