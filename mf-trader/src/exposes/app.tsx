import type { RemoteAppProps } from '@propdesk/shared/federation';
import { ApiProvider } from '@propdesk/shared/session';
import { RouteTable } from '@propdesk/shared/ui-plain';
import { traderRoutes } from '../app/routes/routes.tsx';

/**
 * mf-trader's route tree (exposed as ./App): the trader area of the portal. Each feature registers
 * its own texts; a page waits for them in the reader's language (the shell's loader shows meanwhile).
 */
export default function TraderApp({ apiBaseUrl }: RemoteAppProps) {
  return (
    <ApiProvider apiBaseUrl={apiBaseUrl}>
      <RouteTable routes={traderRoutes} />
    </ApiProvider>
  );
}
