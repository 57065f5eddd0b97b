// What every front end gets when it imports 'react-router-dom': the build shares this module under that name
// (tooling/webpack/shared-singletons.mjs) instead of the whole package, whose server-rendering and data-router
// exports a shared library would carry whole (a shared module is not tree-shaken: any consumer may use any
// export). Import 'react-router-dom' as usual, never this file; a name not listed here fails the build test
// shared/src/routing/react-router-dom.test.ts, so add it here first. Remotes built before a name was added keep
// working: the list only grows.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  SetURLSearchParams,
  To,
} from 'react-router';
