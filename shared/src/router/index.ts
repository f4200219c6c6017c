/**
 * The react-router surface the portal uses, shared as one module.
 *
 * Why not share react-router itself: a federated shared module is never tree-shaken, and the whole
 * package (data routers, server rendering, cookies) is ~60 KB gzip of the landing's first load. Shared
 * through this file, webpack keeps only what is listed, and there is still one router instance (one
 * location context) because the shell provides this module as a singleton. Apps import the router only
 * from here (ESLint enforces it); add an export when a page needs it. See docs/adr/0003.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router';
