// The one router of the page: every bundle imports it from here and Module Federation shares this
// module as a singleton (see build/federation.mjs). Sharing react-router itself would ship all of
// it, server parts included; naming what the bundles use lets the build drop the rest (about half).
// Tests and the build-time prerender may use react-router directly.
export {
  createBrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteLoaderData,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
