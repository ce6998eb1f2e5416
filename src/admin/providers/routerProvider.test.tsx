// The console's router provider: put in place of ra-core's default by vite.config.ts, it uses the app's
// router and never creates one of its own.
import { render, screen } from '@testing-library/react';
import { reactRouterProvider as raCoreDefault } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MissingRouterError, reactRouterProvider } from './routerProvider.tsx';

const { RouterWrapper } = reactRouterProvider;

describe('react-admin router provider', () => {
  it("is react-admin's default (ra-core's adapter is replaced at build time)", () => {
    expect(raCoreDefault).toBe(reactRouterProvider);
  });

  it("renders the console inside the app's router", () => {
    render(
      <MemoryRouter>
        <RouterWrapper basename="/PropertyList">
          <p>console</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('console')).toBeTruthy();
    expect(reactRouterProvider.useCanBlock).toBeTypeOf('function');
  });

  it('refuses to run without a router instead of creating a hash router', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <RouterWrapper basename="/PropertyList">
          <p>console</p>
        </RouterWrapper>,
      ),
    ).toThrow(MissingRouterError);
    quiet.mockRestore();
  });
});
