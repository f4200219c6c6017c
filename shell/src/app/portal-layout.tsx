import { lazy, Suspense } from 'react';
import { useLocation } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import { PageLoader, PUBLIC_PAGE_MAIN_ID, SKIP_LINK_CLASS } from '@propdesk/shared/ui-plain';
import { isPublicPath } from '@propdesk/shared/federation';
import '@propdesk/shared/ui-plain/skip-link.css';
import { useReferralCapture } from '../features/auth/pending-referral.ts';
import { PublicFrame } from './public-frame.tsx';
import { findShellPath } from './shell-page.tsx';

// Mantine, the header, the sidebar, the sign-in pages and the route guards: none of it is part of the
// public pages, whose visitors never load it (docs/adr/0010-whole-mantine-for-portal-remotes.md).
const PortalFrame = lazy(() => import('./portal-frame.tsx'));

/** The header's height: the portal frame takes the same room while it loads. */
const HEADER_HEIGHT = 56;

/**
 * Public pages (mf-landing's) come in a frame of plain markup and bring their own top bar; every other
 * page gets the portal frame: the shell's header, the sidebar of its area and Mantine.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useReferralCapture();
  const shellPath = findShellPath(pathname);
  const isPublicPage = shellPath === null && isPublicPath(pathname);
  return (
    <>
      <a className={SKIP_LINK_CLASS} href={isPublicPage ? `#${PUBLIC_PAGE_MAIN_ID}` : '#content'}>
        {t('app.skipToContent')}
      </a>
      {isPublicPage ? (
        <PublicFrame />
      ) : (
        <Suspense
          fallback={
            <>
              <div style={{ height: HEADER_HEIGHT }} />
              <PageLoader label={t('app.loading')} />
            </>
          }
        >
          <PortalFrame pathname={pathname} shellPath={shellPath} />
        </Suspense>
      )}
    </>
  );
}
