// react-admin's `react-router-dom` is the app's react-router (vite.config.ts alias), without the data router.
import { reactRouterProvider } from 'react-admin';
import * as reactRouter from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MissingRouterError } from './reactRouterDom.ts';

describe('react-router-dom for react-admin', () => {
  it('is the app’s react-router: the same router hooks and components, one router context', () => {
    expect(reactRouterDom.useNavigate).toBe(reactRouter.useNavigate);
    expect(reactRouterDom.Routes).toBe(reactRouter.Routes);
    expect(reactRouterDom.UNSAFE_DataRouterContext).toBe(reactRouter.UNSAFE_DataRouterContext);
    // ra-core's own adapter, on that same react-router.
    expect(reactRouterProvider.useLocation).toBe(reactRouter.useLocation);
  });

  it('has no data router of its own: creating one fails loudly', () => {
    expect(() => reactRouterDom.createHashRouter([])).toThrow(MissingRouterError);
    expect(reactRouterDom.createHashRouter).not.toBe(reactRouter.createHashRouter);
  });
});
