import { LazyNotificationsHost } from './lazy-notifications-host.tsx';
import { OrganizationContent } from '../features/organizations/organization-branding.tsx';
import { RemoteOutlet } from './federation/remote-outlet.tsx';

/**
 * The frame of the public pages (PUBLIC_PATHS, mf-landing's by contract: the shell routes them without
 * reading any remote's declaration): plain markup around mf-landing, which brings its own top bar. No
 * Mantine: a part of a page that needs it later (a toast, a form) brings it (MantineScope).
 */
export function PublicFrame() {
  return (
    <>
      <LazyNotificationsHost />
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        {/* Not a main landmark: every landing page brings its own, past its top bar (PUBLIC_PAGE_MAIN_ID). */}
        <div style={{ flex: 1, minWidth: 0 }}>
          <OrganizationContent>
            <RemoteOutlet remote="mf_landing" />
          </OrganizationContent>
        </div>
      </div>
    </>
  );
}
