import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from '@propdesk/shared/router';
import { NotFoundPage } from './not-found-page.tsx';

/** A page element per path, or a path to redirect to (aliases such as /trading-plans → /pricing). */
export type RouteTarget = ReactElement | { redirectTo: string };

/**
 * Renders a remote's routes from its path table. Typing the table as Record<Path, RouteTarget> makes
 * the compiler refuse a remote that forgets a path the shell sends it.
 */
export function RouteTable<Path extends string>({ routes }: { routes: Record<Path, RouteTarget> }) {
  const entries = Object.entries(routes) as [Path, RouteTarget][];
  return (
    <Routes>
      {entries.map(([path, target]) => (
        <Route
          key={path}
          path={path}
          element={'redirectTo' in target ? <Navigate to={target.redirectTo} replace /> : target}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
