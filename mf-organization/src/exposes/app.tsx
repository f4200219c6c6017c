import type { RemoteAppProps } from '@propdesk/shared/federation';
import { ApiProvider } from '@propdesk/shared/session';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { organizationRoutes } from '../app/routes/routes.tsx';

/**
 * mf-organization's route tree (exposed as ./App): a prop firm's own administration area, its support
 * agents' pages, and the admin's Organization View. Its pages are keyed by the organization the shell
 * says is being run, so what one firm's page held (an open drawer, a half-typed form) never shows over
 * another firm's after the switcher changes.
 */
export default function OrganizationApp({ apiBaseUrl, organizationId }: RemoteAppProps) {
  return (
    <ApiProvider apiBaseUrl={apiBaseUrl}>
      <RouteTable key={organizationId ?? 'none'} routes={organizationRoutes} />
    </ApiProvider>
  );
}
