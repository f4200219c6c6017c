import type { ReactNode } from 'react';
import type { TTrackingScripts } from '@propdesk/shared/contracts';
import { CookieConsent } from '../consent/cookie-consent.tsx';
import { LandingFooter } from '../landing/components/landing-footer.tsx';
import { LandingTopBar } from '../landing/components/landing-top-bar.tsx';
import { useIsEmbedded } from './site-links.tsx';

/** The public pages' frame: the top bar, the page, the footer and the cookie banner. */
export type TSiteContact = { supportEmail: string; supportPhone: string | null };

export function PublicSiteLayout({
  brandName,
  contact,
  tracking,
  children,
}: {
  brandName: string;
  contact: TSiteContact;
  tracking: TTrackingScripts | null;
  children: ReactNode;
}) {
  const isEmbedded = useIsEmbedded();
  return (
    <>
      <LandingTopBar brandName={brandName} {...contact} />
      <main>{children}</main>
      <LandingFooter brandName={brandName} />
      {/* Embedded in a firm's page, consent and analytics belong to that page. */}
      {isEmbedded ? null : <CookieConsent tracking={tracking} />}
    </>
  );
}
