// The public site's frame and the organization it presents, used by every public page.
export { PublicSiteLayout, type TSiteContact } from './public-site-layout.tsx';
export { useLandingOrganization } from './use-landing-organization.ts';
export { usePublicSite } from './use-public-site.ts';
