import type { ReactNode } from 'react';
import type { TTrackingScripts } from '@propdesk/shared/contracts';
import { useIsEmbedded } from '../../lib/site-links.tsx';
import { CookieConsent } from '../consent/index.ts';
import { LandingFooter } from './landing-footer.tsx';
import { LandingTopBar } from './landing-top-bar.tsx';

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
