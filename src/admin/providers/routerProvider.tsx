// react-admin's router provider for this app: ra-core's default react-router adapter
// (ra-core/dist/routing/adapters/reactRouterProvider.js) without the hash router it creates when it finds
// no router around it. The console is always mounted inside the app's BrowserRouter (AppRoutes.tsx), and
// leaving createHashRouter out keeps react-router's data-router code (~15 KB gzip) out of the investor
// entry chunk, which shares react-router with the console. vite.config.ts puts this module in place of
// ra-core's adapter, so <Admin> uses it by default; keep it in step with ra-core when upgrading.
import { type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import type { RouterProvider } from 'react-admin';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useParams,
  useNavigate as useRouterNavigate,
} from 'react-router';

/** Navigation blocking (unsaved-changes warnings) needs a data router; the app's BrowserRouter is not one. */
const useCanBlock = () => {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouter && dataRouterState);
};

type NavigateFunction = ReturnType<RouterProvider['useNavigate']>;

/** react-router's navigate as a stable function (react-router's changes on every navigation). */
const useNavigate = (): NavigateFunction => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback(((...args: [never]) => latest.current(...args)) as NavigateFunction, []);
};

export class MissingRouterError extends Error {
  constructor() {
    super('The admin console must be rendered inside the app router (<BrowserRouter>)');
  }
}

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new MissingRouterError();
  return <>{children}</>;
}

export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  // react-router's generic signatures are wider than ra-core's: the same functions, typed its way.
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
