import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { catalogProperty, TOKEN_A } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { chain, server } from '../../test/server.ts';

describe('catalog', () => {
  it("shows 'Blockchain connection error' when the API cannot reach the chain (503)", async () => {
    server.use(
      http.get('*/api/properties/validated-catalog/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 503 }),
      ),
    );
    renderApp('/catalog');
    expect(await screen.findByText('Blockchain connection error')).toBeTruthy();
  });

  it('says so when no property is open for investment', async () => {
    server.use(http.get('*/api/properties/validated-catalog/', () => HttpResponse.json([])));
    renderApp('/catalog');
    expect(await screen.findByText('No properties are open for investment yet.')).toBeTruthy();
  });

  it('shows Russian names and figures in the Russian UI', async () => {
    chain.addProperty({ token: TOKEN_A, name: 'Marina Loft' });
    server.use(http.get('*/api/properties/validated-catalog/', () => HttpResponse.json([catalogProperty()])));
    renderApp('/catalog', { lng: 'ru' });
    expect(await screen.findByRole('link', { name: 'Лофт у марины' })).toBeTruthy();
    expect(screen.getByText('Доходность 8,5 %')).toBeTruthy();
  });
});
