export { LandingPage, landingPageTranslations } from './landing-page.tsx';
