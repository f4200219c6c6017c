// The public site's frame (top bar, footer, cookie banner) around every public page, and its texts.
export { PublicSiteLayout, publicSiteTranslations, type TSiteContact } from './public-site-layout.tsx';
