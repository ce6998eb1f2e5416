// What the console's libraries get when they import `react-router-dom` (vite.config.ts `resolve.alias`):
// react-router itself — react-router-dom v7 is nothing but a re-export of it — so react-admin and the app share
// one router instance, minus the data router that ra-core's own react-router adapter would create when it
// finds no router around it. The console is always rendered inside the app's BrowserRouter
// (src/routes/AppRoutes.tsx), so that path never runs; leaving its code out keeps react-router's data-router
// code (~16 KB gzip) out of the investor entry chunk, which shares react-router with the console. Everything
// else of ra-core's adapter is ra-core's own, so an upgrade brings its changes along; should it ever need a
// data router, these stand-ins fail loudly (the console's tests render it) instead of silently.

export * from 'react-router';

export class MissingRouterError extends Error {
  constructor() {
    super('The admin console must be rendered inside the app router (<BrowserRouter>), not create its own');
    this.name = 'MissingRouterError';
  }
}

/** Stands in for react-router's createHashRouter, which ra-core calls only outside a router. */
export function createHashRouter(): never {
  throw new MissingRouterError();
}

/** Stands in for react-router's data RouterProvider, rendered only with a router of ra-core's own. */
export function RouterProvider(): never {
  throw new MissingRouterError();
}
