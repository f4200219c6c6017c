import type { ReactNode } from 'react';
import type { TTrackingScripts } from '@propdesk/shared/contracts';
import { CookieConsent } from '../consent/cookie-consent.tsx';
import { LandingFooter } from '../landing/components/landing-footer.tsx';
import { LandingTopBar } from '../landing/components/landing-top-bar.tsx';

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
  return (
    <>
      <LandingTopBar brandName={brandName} {...contact} />
      <main>{children}</main>
      <LandingFooter brandName={brandName} />
      <CookieConsent tracking={tracking} />
    </>
  );
}
