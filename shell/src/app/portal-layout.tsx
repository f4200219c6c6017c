import { lazy, Suspense } from 'react';
import { useLocation } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import { Box } from '@propdesk/shared/ui';
import './skip-link.css';
import { findRemoteForPath, RemoteSwitch } from '../federation/remote-switch.tsx';
import { findShellPath, ShellPage } from '../features/shell-pages/shell-page.tsx';
import { useReferralCapture } from '../features/auth/pending-referral.ts';

// The header (with its menus) is not part of the public landing, so visitors there never load it.
const PortalHeader = lazy(() =>
  import('../features/navigation/portal-header.tsx').then((module) => ({ default: module.PortalHeader })),
);

/**
 * Public landing pages bring their own top bar; every other area gets the shell's header. The shell's
 * own pages come first, then the remote that owns the path, else the 404 page.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useReferralCapture();
  const isLanding = findRemoteForPath(pathname) === 'mf_landing';
  const shellPath = findShellPath(pathname);
  return (
    <>
      <a className="skip-link" href="#content">
        {t('app.skipToContent')}
      </a>
      {isLanding ? null : (
        <Suspense fallback={<Box h={56} />}>
          <PortalHeader />
        </Suspense>
      )}
      <Box component="main" id="content">
        {shellPath ? <ShellPage path={shellPath} pathname={pathname} /> : <RemoteSwitch />}
      </Box>
    </>
  );
}
