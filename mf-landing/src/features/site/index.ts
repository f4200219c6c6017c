// The public site's frame (top bar, footer, cookie banner) around every public page, and its texts.
export { PublicSiteLayout, publicSiteTranslations } from './public-site-layout.tsx';
