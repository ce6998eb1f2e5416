// Each route has its own document title in both languages (docs/routes.md#document-titles).
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createProperty } from '../test/chainActions.ts';
import { propertyRecord } from '../test/fixtures.ts';
import { renderApp } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { withTestChain } from '../test/testChain.ts';

const cases: [path: string, en: string, ru: string][] = [
  [
    '/',
    'RealEstate — fractional real estate on BNB Smart Chain',
    'RealEstate — долевая недвижимость на BNB Smart Chain',
  ],
  ['/catalog', 'Catalog — RealEstate', 'Каталог — RealEstate'],
  ['/personal-account', 'Profile — RealEstate', 'Профиль — RealEstate'],
  ['/personal-account/parts', 'My shares — RealEstate', 'Мои доли — RealEstate'],
  ['/test-error-button', 'Error test — RealEstate', 'Проверка ошибки — RealEstate'],
  ['/no/such/page', 'Page not found — RealEstate', 'Страница не найдена — RealEstate'],
];

withTestChain();

describe('document titles', () => {
  for (const [path, en, ru] of cases) {
    it(`${path}: '${en}' / '${ru}'`, async () => {
      const english = renderApp(path);
      await waitFor(() => expect(document.title).toBe(en));
      english.unmount();
      renderApp(path, { lng: 'ru' });
      await waitFor(() => expect(document.title).toBe(ru));
    });
  }

  it('the property page is titled with the property’s name in the page’s language', async () => {
    const TOKEN_A = await createProperty({ name: 'Marina Loft' });
    server.use(
      http.get('*/api/properties/:id/', () =>
        HttpResponse.json(
          propertyRecord({ name: 'Marina Loft', name_ru: 'Лофт у марины', contract_address: TOKEN_A }),
        ),
      ),
    );
    const english = renderApp(`/catalog/${TOKEN_A}`);
    await waitFor(() => expect(document.title).toBe('Marina Loft — RealEstate'));
    english.unmount();
    renderApp(`/catalog/${TOKEN_A}`, { lng: 'ru' });
    await waitFor(() => expect(document.title).toBe('Лофт у марины — RealEstate'));
  });
});
