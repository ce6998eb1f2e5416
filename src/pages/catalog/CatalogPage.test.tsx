import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { catalogProperty, TOKEN_B } from '../../test/fixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { server } from '../../test/server.ts';
import { withTestChain } from '../../test/testChain.ts';

// The app shell reads the stablecoin's decimals from the chain.
withTestChain();

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
    server.use(http.get('*/api/properties/validated-catalog/', () => HttpResponse.json([catalogProperty()])));
    renderApp('/catalog', { lng: 'ru' });
    expect(await screen.findByRole('link', { name: 'Лофт у марины' })).toBeTruthy();
    expect(screen.getByText('Доходность 8,5 %')).toBeTruthy();
  });

  it('shows the realised yield beside the APY once the property paid rent, and not before', async () => {
    server.use(
      http.get('*/api/properties/validated-catalog/', () =>
        HttpResponse.json([
          catalogProperty({ distributions_count: 3, realized_yield_percent: 6.25 }),
          catalogProperty({ id: 2, contract_address: TOKEN_B, name: 'Garden Court', name_ru: null }),
        ]),
      ),
    );
    renderApp('/catalog', { lng: 'en' });
    expect(await screen.findByText('Paid 6.25 %')).toBeTruthy();
    expect(screen.getAllByText(/^Paid /)).toHaveLength(1);
  });
});

describe('catalogue pages, search and filters', () => {
  const E18 = 10n ** 18n;
  /** A catalogue of `total` entries answered by range, recording every request's list parameters. */
  function serveCatalogue(total: number) {
    const requests: URLSearchParams[] = [];
    server.use(
      http.get('*/api/properties/validated-catalog/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const filter = JSON.parse(params.get('filter') ?? '{}') as { q?: string };
        const all = Array.from({ length: total }, (_, i) =>
          catalogProperty({
            id: i + 1,
            name: `Property ${i + 1}`,
            name_ru: null,
            contract_address: `0x${(i + 1).toString(16).padStart(40, '0')}`,
          }),
        ).filter((p) => !filter.q || p.name.includes(filter.q));
        const [start = 0, end = 0] = JSON.parse(params.get('range') ?? '[0,0]') as number[];
        const page = all.slice(start, end + 1);
        return HttpResponse.json(page, {
          headers: {
            'Content-Range': `properties ${start}-${start + Math.max(page.length - 1, 0)}/${all.length}`,
          },
        });
      }),
    );
    return requests;
  }

  it('shows 12 cards and the total, and the next 12 on Show more', async () => {
    const requests = serveCatalogue(30);
    const { user } = renderApp('/catalog');
    expect(await screen.findByText('30 properties')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests.map((r) => r.get('range'))).toEqual(['[0,11]', '[12,23]', '[24,35]']);
  });

  it('asks the API to search, bound the price and the yield and order the cards', async () => {
    const requests = serveCatalogue(30);
    const { user } = renderApp('/catalog');
    await screen.findByText('30 properties');
    await user.type(screen.getByLabelText('Search by name or city'), 'Property 2');
    // The search waits for typing to pause before asking: give a loaded machine time.
    await vi.waitFor(() => expect(screen.getByText('11 properties')).toBeTruthy(), { timeout: 5000 });
    await user.type(screen.getByLabelText('Price per M2 up to'), '1500');
    await user.type(screen.getByLabelText('APY from'), '5');
    await user.selectOptions(screen.getByLabelText('Order'), 'Price: low to high');
    await vi.waitFor(
      () => {
        const last = requests.at(-1);
        expect(JSON.parse(last?.get('filter') ?? '{}')).toEqual({
          q: 'Property 2',
          current_price_lte: String(1500n * E18),
          apy_percent_gte: 5,
        });
        expect(last?.get('sort')).toBe('["current_price","ASC"]');
        expect(last?.get('range')).toBe('[0,11]');
      },
      { timeout: 5000 },
    );
  });

  it('says when nothing matches, and refuses a price that is not a number', async () => {
    serveCatalogue(3);
    const { user } = renderApp('/catalog', { lng: 'ru' });
    await screen.findByText('3 объекта');
    await user.type(screen.getByLabelText('Поиск по названию или городу'), 'Нет такого');
    expect(await screen.findByText('Нет объектов по этим фильтрам.')).toBeTruthy();
    await user.type(screen.getByLabelText('Цена за M2 до'), 'abc');
    expect(screen.getByText('Введите число')).toBeTruthy();
  });
});
