import type { ReactNode } from 'react';
import type { TTrackingScripts } from '@propdesk/shared/contracts';
import type { LazyNamespace } from '@propdesk/shared/i18n';
import { PUBLIC_PAGE_MAIN_ID } from '@propdesk/shared/ui-plain';
import type { TSiteContact } from '../../lib/site-contact.ts';
import { useIsEmbedded } from '../../lib/site-links.tsx';
import { consentTranslations, CookieConsent } from '../consent/index.ts';
import { siteTranslations } from './i18n/index.ts';
import { LandingFooter } from './landing-footer.tsx';
import { LandingTopBar } from './landing-top-bar.tsx';

/** The texts of the frame: its own and the cookie banner's. */
export const publicSiteTranslations: readonly LazyNamespace[] = [siteTranslations, consentTranslations];

/** The public pages' frame: the top bar, the page, the footer and the cookie banner. */
export function PublicSiteLayout({
  brandName,
  logoUrl,
  contact,
  tracking,
  children,
}: {
  brandName: string;
  /** The firm's logo, shown in the top bar instead of its name; null: the name. */
  logoUrl: string | null;
  contact: TSiteContact;
  tracking: TTrackingScripts | null;
  children: ReactNode;
}) {
  const isEmbedded = useIsEmbedded();
  return (
    <>
      <LandingTopBar
        brandName={brandName}
        logoUrl={logoUrl}
        supportEmail={contact.supportEmail}
        supportPhone={contact.supportPhone}
      />
      {/* The skip links of the shell and of the painted first screen lead here, past the top bar; the
          main takes the focus, so the next key starts from it even once the app replaces the picture. */}
      <main id={PUBLIC_PAGE_MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <LandingFooter brandName={brandName} contact={contact} />
      {/* Embedded in a firm's page, consent and analytics belong to that page. */}
      {isEmbedded ? null : <CookieConsent tracking={tracking} />}
    </>
  );
}
